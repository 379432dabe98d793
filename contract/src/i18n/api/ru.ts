import { ru as messages } from '../messages/ru';

/**
 * Russian texts of the contract (the `api` namespace): what the API says (its refusals and field
 * errors), the names of its states, and the texts the portal writes itself (notifications, e-mails,
 * export headers), used by the server and the web app alike. The spec's words, kept exactly.
 */
export const ru = {
  /** The audit log's actions. */
  audit: {
    impersonate: 'Вход в аккаунт пользователя',
    ticket_status: 'Изменение статуса обращения',
    ticket_auto_close: 'Автозакрытие обращения',
    notification_send: 'Отправка уведомления',
    notification_hide: 'Скрытие уведомления',
    notification_show: 'Показ уведомления',
    permission_add: 'Назначение менеджера',
    permission_remove: 'Снятие менеджера',
    password_reset: 'Сброс пароля',
    password_change: 'Смена временного пароля',
    password_own_change: 'Смена пароля',
    poll_reset: 'Сброс опроса',
    admin_create: 'Назначение администратора',
    password_set: 'Установка пароля',
    impersonated_call: 'Действие от имени пользователя',
    university_settings: 'Изменение настроек университета',
    user_leave: 'Отметка о выбытии',
    user_return: 'Отмена выбытия',
    leavers_anonymize: 'Удаление данных выбывших',
  },
  /** What is said about a password a person chooses. */
  passwords: {
    control: 'Пароль не может содержать управляющие символы (перевод строки, табуляцию и подобные).',
    tooShort: 'Пароль слишком короткий: нужно не меньше {{min}} символов.',
    tooLong: 'Пароль слишком длинный: вход принимает не больше {{max}} символов.',
    blank: 'Пароль не может состоять из одних пробелов.',
    mismatch: 'Пароли не совпадают.',
    sameAsTemporary: 'Новый пароль должен отличаться от временного.',
    /** Every other call of a session opened with a temporary password. */
    mustChange: 'Сначала смените временный пароль.',
    notRequired: 'Смена пароля не требуется: войдите снова, если пароль уже сменён.',
    /** A person's own change (issue 30 §7). */
    currentMissing: 'Введите текущий пароль.',
    currentWrong: 'Неверный текущий пароль.',
    sameAsCurrent: 'Новый пароль должен отличаться от текущего.',
    inDirectory: 'Ваш пароль хранится в каталоге университета (LDAP): сменить его можно только там.',
  },
  /** Dates in the ДД.ММ.ГГГГ form. */
  dates: {
    date: 'Ожидается дата в формате ДД.ММ.ГГГГ',
    dateOrder: 'Дата «по» раньше даты «с»',
  },
  /** How the notifications list shows a status (001 §9). */
  notifyStatus: {
    sent: 'Отправлено',
    draft: 'Черновик',
    sending: 'Отправка...',
  },
  /** The notifications back office (001). */
  notify: {
    required: 'Обязательное поле',
    audienceEmpty: 'Невозможно отправить уведомление, так как количество пользователей 0.',
    notDraft: 'Изменить можно только черновик',
    notSent: 'Скрыть или показать можно только отправленное уведомление',
    notFound: 'Уведомление не найдено',
    noAudience: 'Выберите получателей',
    managerExists: 'Такой сотрудник уже является менеджером',
    notManager: 'Сотрудник не является менеджером',
    employeeNotFound: 'Сотрудник не найден',
    noAccount: 'У сотрудника нет учетной записи',
    permissionNotYours: 'Выдать или снять можно только свое право',
    confirmSend: 'Вы действительно хотите отправить уведомление?',
    failed: messages.developerError,
    reportSheet: 'Получатели',
    reportHeader: ['ФИО', 'E-mail', 'Группа / подразделение', 'Прочитано', 'Когда прочитано'],
    yes: 'Да',
    no: 'Нет',
  },
  /** Polls: their refusals and the notification of a new one. */
  polls: {
    required: 'Обязательное поле',
    noQuestions: 'Добавьте хотя бы один вопрос',
    noVariants: 'Введите вариант ответа и нажмите Enter',
    duplicateQuestion: 'Вопросы повторяются',
    duplicateVariant: 'Варианты ответа повторяются',
    notEditable: 'Опубликованный опрос или опрос с результатами редактировать нельзя',
    noAudience: 'Выберите получателей',
    audienceEmpty: 'Невозможно опубликовать опрос, так как количество пользователей 0.',
    wrongTransition: 'Опрос нельзя перевести в этот статус',
    notFound: 'Опрос не найден',
    notAvailable: 'Опрос недоступен',
    closed: 'Опрос уже завершен',
    failed: 'Произошла ошибка, повторите попытку позже.',
    alreadyAnswered: 'Вы уже прошли этот опрос',
    answerRequired: 'Ответьте на обязательный вопрос',
    unknownQuestion: 'Такого вопроса в опросе нет',
    repeatedAnswer: 'На вопрос ответили дважды',
    wrongVariant: 'Такого варианта ответа у вопроса нет',
    oneVariant: 'Выберите один вариант',
    noCustom: 'Свой вариант ответа здесь не предусмотрен',
    tooLong: 'Не больше {{max}} символов',
    newPollNotification: 'Новый опрос: {{name}}',
    newPollText: 'Приглашаем пройти опрос «{{name}}».',
    takePoll: 'Пройти опрос',
  },
  /** The xlsx reports a job writes (a notification's, a poll's): their download's refusals. */
  reports: {
    notFound: 'Отчет не найден',
    notReady: 'Отчет еще создается',
    failed: 'Отчет не удалось создать',
  },
  /** A poll's answers export. */
  pollReports: {
    sheet: 'Ответы',
    respondent: ['ФИО', 'E-mail', 'Группа / подразделение', 'Дата ответа'],
    comment: 'Комментарий',
  },
  /** Requests to service departments (002). */
  requests: {
    required: 'Обязательное поле',
    email: 'Введите адрес электронной почты',
    categoryNotFound: 'Подразделение или услуга не найдены',
    parentNotDepartment: 'Услуга может быть только в подразделении',
    hasServices: 'У подразделения есть услуги: оно не может стать услугой',
    recipientNotFound: 'Сотрудник не найден',
    noCategories: 'Подразделения не созданы',
    chooseDepartment: 'Выберите отдел',
    chooseService: 'Выберите услугу',
    enterDepartment: 'Введите подразделение',
    enterFrame: 'Введите корпус',
    enterPhone: 'Введите телефон',
    enterRoom: 'Введите комнату',
    /** The description's error, which the form shows under the field (002 §8). */
    enterDescription: 'Опишите, что нужно сделать',
    serviceNotFound: 'Услуга не найдена',
    notFound: 'Заявка не найдена',
    /** The chat's automatic message on acceptance (002 §4). */
    acceptedMessage: 'Ваша заявка принята в обработку',
    acceptOnlyNew: 'Принять можно только новую заявку',
    alreadyClosed: 'Заявка уже закрыта',
    closeOnlyPerformers: 'Закрыть заявку может только её исполнитель',
    closedChat: 'Заявка закрыта: новые сообщения в неё не принимаются',
    recipientTwice: 'Такой исполнитель уже добавлен',
    recipientMissing: 'Этот сотрудник не исполнитель заявки',
    lastRecipient: 'Последнего исполнителя удалить нельзя',
    noRequests: 'Вы еще не подали заявку.',
    /** The inbox notifications of the author (issue 14 §3). */
    acceptedTitle: 'Заявка №{{id}} принята в обработку',
    closedTitle: 'Заявка №{{id}} закрыта',
    openLink: 'Открыть заявку',
    /** The letter to a service's e-mail about a new request. */
    letterSubject: 'Новая заявка №{{id}}: {{service}}',
    letterPlace: 'Корпус {{frame}}, комната {{room}}, телефон {{phone}}',
  },
  /** What differs between a request and a student's question, in the words each side reads. */
  desk: {
    request: {
      notFound: 'Заявка не найдена',
      chooseService: 'Выберите услугу',
      enterDescription: 'Опишите, что нужно сделать',
      acceptedMessage: 'Ваша заявка принята в обработку',
      acceptedTitle: 'Заявка №{{id}} принята в обработку',
      closedTitle: 'Заявка №{{id}} закрыта',
      openLink: 'Открыть заявку',
      letterSubject: 'Новая заявка №{{id}}: {{service}}',
      letterHeading: 'Новая заявка №{{id}}',
      letterDepartment: 'Подразделение: {{name}}',
      letterService: 'Услуга: {{name}}',
      letterAuthor: 'Автор: {{name}}',
    },
    question: {
      notFound: 'Вопрос не найден',
      chooseService: 'Выберите тему',
      enterDescription: 'Напишите ваш вопрос',
      acceptedMessage: 'Ваш вопрос принят в работу',
      acceptedTitle: 'Вопрос №{{id}} принят в работу',
      closedTitle: 'Вопрос №{{id}} закрыт',
      answerTitle: 'Получен ответ на вопрос №{{id}}',
      openLink: 'Открыть вопрос',
      letterSubject: 'Новый вопрос студента №{{id}}: {{service}}',
      letterHeading: 'Новый вопрос студента №{{id}}',
      letterDepartment: 'Подразделение: {{name}}',
      letterService: 'Тема: {{name}}',
      letterAuthor: 'Автор: {{name}}',
    },
  },
  /** Support tickets (000). */
  tickets: {
    messageEmpty: 'Введите текст сообщения',
    closed: 'Обращение закрыто: новые сообщения в него не принимаются',
    notFound: 'Обращение не найдено',
    subjectNotFound: 'Раздел не найден',
    tagNotFound: 'Метка не найдена',
    reviewNotClosed: 'Оценить можно только закрытое обращение',
    reviewTwice: 'Обращение уже оценено',
    autoCloseClosed: 'Обращение уже закрыто',
    supportOff: 'Служба поддержки отключена',
    list: 'Ожидается список номеров через запятую',
    status: 'Неизвестный статус',
    /** The inbox notification of support's answer: «Новый ответ в обращении #N». */
    answerTitle: 'Новый ответ в обращении #{{ticketId}}',
    answerLink: 'Открыть обращение',
  },
  /** The timetable. */
  timetable: {
    notFound: 'Расписание не найдено',
    feedNotFound: 'Ссылка на календарь не найдена или отозвана',
  },
  /** Worksheets offered after sign-in. */
  worksheets: {
    offerTitle: 'Анкета',
    offerText: 'Пожалуйста, заполните анкету «{{name}}».',
    fill: 'Заполнить анкету',
    later: 'Позже',
    noUnit: 'Без группы',
    noDepartment: 'Без подразделения',
  },
  /** The names of the states of polls, requests (the desk's and the author's) and tickets. */
  pollStatus: { draft: 'Черновик', open: 'Открыт', close: 'Завершен' },
  requestStatus: { 1: 'Новая', 3: 'Принята', 2: 'Закрыта' },
  /** A new request is «Открыта» to its author. */
  requestStatusForAuthor: { 1: 'Открыта', 3: 'Принята', 2: 'Закрыта' },
  ticketStatus: { 1: 'Ожидает ответа поддержки', 2: 'Ожидает ответа пользователя', 3: 'Закрыто' },
  /** What the ticket dialog shows for a closed ticket. */
  ticketClosed: 'Закрыт',
  /** Field errors of the calls' own checks. */
  validation: {
    number: 'Ожидается номер',
    page: 'Ожидается номер страницы',
    nul: 'Текст содержит недопустимый символ',
    periodOrder: 'Начало периода позже его конца',
    dayFormat: 'Укажите дату в формате ГГГГ-ММ-ДД',
    dayYears: 'Укажите дату с {{from}} по {{to}} год',
    pollRef: 'Ожидается номер или uuid опроса',
    ticketSubject: 'Укажите тему обращения',
    ticketChange: 'Укажите status_id, comment или tags',
    ssid: 'имя сети — до 32 латинских букв, цифр и знаков',
    radiusServer: 'ожидается имя сервера',
    httpLink: 'Ожидается ссылка, начинающаяся с http:// или https://',
    resourceKey: 'Ключ ресурса — латинские строчные буквы, цифры и «_», с буквы',
    resourceKeyTwice: 'У двух ресурсов один ключ',
    logo: 'Логотип — изображение PNG, JPEG или WebP до 256 КБ',
  },
} as const;
