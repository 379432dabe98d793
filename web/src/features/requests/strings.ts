import { messages, requestStrings } from '@portal/contract';

/** The shape of a set of texts with any words in it (the literal types of `as const` widened). */
export type Words<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends object ? Words<T[K]> : T[K];
};

/** «Подразделения и услуги» (002 §2.5, §5 «Service editing»). */
export const categoryStrings = {
  title: 'Подразделения и услуги',
  empty: requestStrings.noCategories,
  failed: messages.developerError,
  addDepartment: 'Добавить подразделение',
  addService: (department: string) => `Добавить услугу в «${department}»`,
  addServiceShort: 'Добавить услугу',
  edit: 'Изменить',
  editNamed: (name: string) => `Изменить «${name}»`,
  noServices: 'Услуг пока нет',
  services: (department: string) => `Услуги: ${department}`,
  responsible: 'Ответственный',
  email: 'E-mail',
  newDepartment: 'Новое подразделение',
  editDepartment: 'Изменение подразделения',
  newService: 'Новая услуга',
  editService: 'Изменение услуги',
  name: 'Название',
  description: 'Описание',
  order: 'Порядок',
  orderHint: 'Меньше — выше в списке',
  save: 'Сохранить',
  cancel: 'Отмена',
  saved: 'Сохранено',
  required: requestStrings.required,
} as const;

const statusNames = { 1: 'Новая', 3: 'Принята', 2: 'Закрыта' } as const;

/** The requests themselves (002 §2.5, §4, §5). */
export const requestUiStrings = {
  myTitle: 'Мои заявки',
  newRequest: 'Подача заявки',
  empty: requestStrings.noRequests,
  failed: 'Не удалось загрузить заявки.',
  backToList: 'К списку заявок',
  requestTitle: (id: number) => `Заявка №${id}`,
  openRequest: (id: number, service: string) => `Заявка №${id}: ${service}`,
  unread: 'Есть непрочитанные сообщения',
  notFound: requestStrings.notFound,
  loadFailed: 'Не удалось загрузить заявку.',
  form: {
    department: 'Отдел',
    departmentPlaceholder: 'Выберите отдел',
    service: 'Услуга',
    servicePlaceholder: 'Выберите услугу',
    serviceFirst: 'Сначала выберите отдел',
    authorDepartment: 'Подразделение',
    authorDepartmentPlaceholder: 'Где вы работаете',
    frame: 'Корпус',
    room: 'Комната',
    phone: 'Телефон',
    description: 'Описание',
    descriptionPlaceholder: 'Опишите, что нужно сделать',
    submit: 'Отправить заявку',
    sent: (id: number) => `Заявка №${id} отправлена`,
    failed: 'Не удалось отправить заявку.',
    uploading: 'Дождитесь окончания загрузки файлов',
    nothingFound: 'Ничего не найдено',
    noServices: 'В этом отделе пока нет услуг',
  },
  errors: {
    department: requestStrings.chooseDepartment,
    service: requestStrings.chooseService,
    authorDepartment: requestStrings.enterDepartment,
    frame: requestStrings.enterFrame,
    phone: requestStrings.enterPhone,
    room: requestStrings.enterRoom,
    description: requestStrings.enterDescription,
  },
  /** The author reads a new request as «Открыта» (002 §4). */
  authorStatus: { 1: 'Открыта', 3: 'Принята', 2: 'Закрыта' } as Record<number, string>,
  status: statusNames as Record<number, string>,
  facts: {
    service: 'Услуга',
    department: 'Отдел',
    created: 'Дата подачи',
    accepted: 'Дата принятия',
    closed: 'Дата закрытия',
    author: 'Автор',
    authorPosts: 'Должность',
    place: 'Подразделение',
    frame: 'Корпус',
    room: 'Комната',
    phone: 'Телефон',
    status: 'Статус',
  },
  closedChat: 'Заявка закрыта',
  work: {
    requestsTab: 'Заявки',
    categoriesTab: 'Подразделения и услуги',
    managerTitle: 'Менеджер заявок',
    caption: 'Заявки',
    found: (n: number) => `Найдено: ${n.toLocaleString('ru-RU')}`,
    empty: 'Заявок нет',
    columns: { id: '№', date: 'Дата', service: 'Услуга', author: 'Автор', recipient: 'Исполнитель', status: 'Статус' },
    filter: {
      status: 'Статус',
      anyStatus: 'Любой',
      department: 'Отдел',
      anyDepartment: 'Все отделы',
      service: 'Услуга',
      anyService: 'Все услуги',
      dates: 'Дата подачи',
      datesPlaceholder: 'Выберите период',
      clearDates: 'Очистить период',
      search: 'Автор',
      searchPlaceholder: 'Фамилия автора',
    },
    stats: {
      title: 'Статистика',
      total: 'Всего',
      medianAccept: 'Медиана до принятия',
      medianClose: 'Медиана до закрытия',
      none: '—',
    },
    accept: 'Принята',
    close: 'Закрыть заявку',
    closeConfirm: 'Закрыть заявку? Писать в неё будет нельзя.',
    cancel: 'Отмена',
    accepted: 'Заявка принята',
    closed: 'Заявка закрыта',
    actionFailed: 'Не удалось изменить заявку.',
    performers: 'Исполнители',
    addPerformer: 'Добавить',
    performerSearch: 'Новый исполнитель',
    removePerformer: (name: string) => `Убрать исполнителя ${name}`,
    lastPerformer: 'Последнего исполнителя удалить нельзя',
    performerTwice: requestStrings.recipientTwice,
    chat: 'Переписка',
  },
} as const;

/** «1 ч 5 мин», «3 дн 4 ч», «12 мин» from minutes. */
export function durationText(minutes: number | null): string {
  if (minutes === null) return requestUiStrings.work.stats.none;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} дн ${hours} ч` : `${days} дн`;
  if (hours > 0) return rest > 0 ? `${hours} ч ${rest} мин` : `${hours} ч`;
  return `${rest} мин`;
}

/** «Отделы и темы» of students' questions (issue 14 §5). */
export const questionCategoryStrings: Words<typeof categoryStrings> = {
  ...categoryStrings,
  title: 'Отделы и темы',
  empty: 'Отделы не созданы',
  addDepartment: 'Добавить отдел',
  addService: (department: string) => `Добавить тему в «${department}»`,
  addServiceShort: 'Добавить тему',
  noServices: 'Тем пока нет',
  services: (department: string) => `Темы: ${department}`,
  newDepartment: 'Новый отдел',
  editDepartment: 'Изменение отдела',
  newService: 'Новая тема',
  editService: 'Изменение темы',
};

/** Students' questions (issue 14 §5): the requests' screens in their own words. */
export const questionUiStrings: Words<typeof requestUiStrings> = {
  ...requestUiStrings,
  myTitle: 'Мои вопросы',
  newRequest: 'Задать вопрос',
  empty: 'Вы ещё не задали вопрос.',
  failed: 'Не удалось загрузить вопросы.',
  backToList: 'К списку вопросов',
  requestTitle: (id: number) => `Вопрос №${id}`,
  openRequest: (id: number, topic: string) => `Вопрос №${id}: ${topic}`,
  notFound: 'Вопрос не найден',
  loadFailed: 'Не удалось загрузить вопрос.',
  form: {
    ...requestUiStrings.form,
    service: 'Тема',
    servicePlaceholder: 'Выберите тему',
    description: 'Вопрос',
    descriptionPlaceholder: 'Напишите ваш вопрос',
    submit: 'Отправить вопрос',
    sent: (id: number) => `Вопрос №${id} отправлен`,
    failed: 'Не удалось отправить вопрос.',
    noServices: 'В этом отделе пока нет тем',
  },
  errors: { ...requestUiStrings.errors, service: 'Выберите тему', description: 'Напишите ваш вопрос' },
  authorStatus: { 1: 'Отправлен', 3: 'Принят в работу', 2: 'Закрыт' },
  status: { 1: 'Новый', 3: 'Принят', 2: 'Закрыт' },
  facts: { ...requestUiStrings.facts, service: 'Тема', author: 'Студент', authorPosts: 'Группа' },
  closedChat: 'Вопрос закрыт',
  work: {
    ...requestUiStrings.work,
    requestsTab: 'Вопросы',
    categoriesTab: 'Отделы и темы',
    caption: 'Вопросы',
    empty: 'Вопросов нет',
    columns: { ...requestUiStrings.work.columns, service: 'Тема', author: 'Студент' },
    filter: { ...requestUiStrings.work.filter, service: 'Тема', anyService: 'Все темы', dates: 'Дата вопроса', search: 'Студент', searchPlaceholder: 'Фамилия студента' },
    accept: 'Принять в работу',
    close: 'Закрыть вопрос',
    closeConfirm: 'Закрыть вопрос? Писать в него будет нельзя.',
    accepted: 'Вопрос принят в работу',
    closed: 'Вопрос закрыт',
    actionFailed: 'Не удалось изменить вопрос.',
  },
};
