/**
 * Russian texts of the app frame (the `app` namespace): the shell (000 §2), the navigation (002 §2.2, §2.4), the
 * low-vision panel, the routes' titles.
 */
export const ru = {
  /** Russian texts of the shell (000 §2) and the navigation (002 §2.2, §2.4). */
  shell: {
    appName: 'Личный кабинет',
    lowVisionOn: 'Версия для слабовидящих',
    switchAccount: 'Сменить аккаунт',
    changePassword: 'Смена пароля',
    settings: 'Настройки',
    returnToAdmin: 'Вернуться в аккаунт администратора',
    impersonationRegion: 'Вход под другим пользователем',
    impersonationNotice: 'Вы в личном кабинете пользователя {{name}}',
    impersonationEnded: 'Вход под пользователем завершён',
    impersonationEndedText: 'Сессия пользователя закончилась: вы снова в своём аккаунте.',
    skipToContent: 'Перейти к основному содержимому',
    logout: 'Выход',
    profileMenu: 'Меню профиля',
    policy: 'Политика обработки персональных данных',
    support: 'Служба поддержки',
    recordBook: 'Зачётная книжка',
    navigation: 'Основная навигация',
    opensInNewTab: 'откроется в новой вкладке',
    mobileBar: 'Быстрые действия',
    home: 'Главная',
    notifications: 'Уведомления',
    calendar: 'Календарь',
    menu: 'Меню',
    close: 'Закрыть',
    sessionEnded: 'Сессия завершена',
    maintenance: 'Технические работы',
    errorTitle: 'Что-то пошло не так',
    errorText: 'Страницу не удалось показать. Обновите её; если ошибка повторится, попробуйте позже.',
    reload: 'Обновить страницу',
    /** A chunk of the tab's code failed to load: a newer release replaced it (shared/lib/new-version.ts). */
    newVersionTitle: 'Доступна новая версия портала',
    newVersionText: 'Портал обновился, пока была открыта эта вкладка. Обновите страницу, чтобы продолжить работу.',
    newVersionReload: 'Обновить',
    /** The server cannot be reached (shared/api/connection.ts): the screen shows what was loaded last. */
    offlineTitle: 'Нет соединения',
    offlineText: 'Показаны данные, загруженные последними. Они обновятся, когда связь восстановится.',
    kind: { student: 'Студент', employee: 'Сотрудник', admin: 'Администратор' },
  },

  /** The low-vision panel above the header (like the government sites' panels). */
  lowVision: {
    panel: 'Настройки для слабовидящих',
    showSettings: 'Показать настройки',
    hideSettings: 'Скрыть настройки',
    normalVersion: 'Обычная версия',
  },

  routeTitles: {
    signIn: 'Вход',
    accounts: 'Сменить аккаунт',
    password: 'Смена пароля',
    settings: 'Настройки',
    home: 'Главная',
    notFound: 'Страница не найдена',
    /** A ticket of the admin desk (route edit_support_tickets). */
    ticket: 'Обращение #{{id}}',
    /** A request to a service department (002 §2.5). */
    request: 'Заявка №{{id}}',
    newRequest: 'Подача заявки',
    /** A student's question (issue 14 §5). */
    question: 'Вопрос №{{id}}',
    newQuestion: 'Задать вопрос',
    newNotification: 'Новое уведомление',
    notification: 'Уведомление #{{id}}',
    poll: 'Опрос',
    newPoll: 'Новый опрос',
    editPoll: 'Редактирование опроса',
    pollReports: 'Отчеты опроса',
    pollResults: 'Результаты опроса',
    worksheets: 'Анкеты',
    worksheet: 'Анкета',
  },

  nav: {
    home: 'Главная',
    students: 'Список студентов',
    employees: 'Список сотрудников',
    statistics: 'Статистика',
    tickets: 'Тех поддержка',
    polls: 'Опросы',
    notify: 'Уведомления',
    updateReports: 'Отчеты обновлений',
    auditLog: 'Журнал действий',
    timetable: 'Расписание',
    wifi: 'Wi-Fi',
    library: 'Электронные библиотеки',
    science: 'Наука',
    email: 'Корпоративная почта',
    request: 'Заявки',
    requestControl: 'Контроль заявок',
    requestManager: 'Менеджер заявок',
    questionControl: 'Контроль обращений студентов',
    questions: 'Обращения студентов',
    /** A student's own questions (issue 14 §5). */
    myQuestions: 'Вопросы',
    pollsPassage: 'Опросы',
    pollsManagement: 'Управление опросами',
    digitalServices: 'Цифровые сервисы',
    universitySettings: 'Настройки университета',
    support: 'Служба поддержки',
  },
  /** The page a letter's unsubscribe link opens (issue 32 §2), signed in or not. */
  unsubscribe: {
    title: 'Отписка от писем',
    question: 'Больше не присылать письма о сообщениях этого вида на вашу почту?',
    confirm: 'Отписаться',
    done:
      'Вы отписались от писем: {{kind}}. ' +
      'Сообщения остаются в личном кабинете; включить письма снова можно в настройках.',
    doneAll:
      'Вы отписались от писем о сообщениях. Они остаются в личном кабинете; включить письма снова можно в настройках.',
    badLink: 'Ссылка для отписки недействительна.',
    failed: 'Не удалось отписаться. Повторите попытку позже.',
    toPortal: 'В личный кабинет',
    kinds: {
      notifications: 'уведомления',
      answers: 'ответы на обращения и заявки',
      timetable: 'изменения расписания',
      polls: 'новые опросы',
    },
  },
} as const;
