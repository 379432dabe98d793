import { messages } from '@portal/contract';

/**
 * Russian texts (the `directory` namespace) of the student and employee directories (000 §2, §8;
 * 002 «Student list»). The filter's own words are the `studentFilter` namespace's.
 */
export const ru = {
  studentSearch: 'Поиск по фамилии или номеру зачётной книжки',
  studentSearchPlaceholder: 'Фамилия или номер зачётной книжки',
  employeeSearch: 'Поиск по фамилии',
  employeeSearchPlaceholder: 'Фамилия',

  draftTotal: 'Подходит студентов: {{count}}',
  filterLoadError: messages.developerError,
  groupSearchPlaceholder: 'Начните вводить название группы',
  groupSearchHint: 'Введите не меньше 2 символов',
  groupsNotFound: 'Группы не найдены',

  columns: { id: 'ID', name: 'ФИО', group: 'Группа', email: 'E-mail' },
  studentsCaption: 'Студенты',
  employeesCaption: 'Сотрудники',
  studentsEmpty: 'Студенты не найдены',
  employeesEmpty: 'Сотрудники не найдены',
  studentsFound: 'Найдено студентов: {{count}}',
  employeesFound: 'Найдено сотрудников: {{count}}',

  studentPanel: 'Личные данные студента',
  employeePanel: 'Личные данные сотрудника',
  recordBook: 'Номер зачётной книжки',
  fullName: 'ФИО',
  gender: 'Пол',
  genders: { male: 'Мужской', female: 'Женский' },
  course: 'Курс',
  eduForm: 'Форма обучения',
  group: 'Группа',
  institute: 'Институт',
  kafedra: 'Кафедра',
  headman: 'Староста',
  yes: 'Да',
  no: 'Нет',
  phone: 'Телефон',
  email: 'E-mail',
  id: 'ID',
  permissions: 'Права',
  noPermissions: 'Нет',
  works: 'Должности',
  noWorks: 'Нет',
  signInAsStudent: 'Войти в аккаунт студента',
  signInAsEmployee: 'Войти в аккаунт сотрудника',
  noUserToSignIn: 'У сотрудника нет учётной записи для входа',

  resetPassword: 'Сбросить пароль',
  resetTitle: 'Сбросить пароль?',
  resetQuestion:
    'Пользователь получит временный пароль, а все его открытые сеансы завершатся. При ' +
    'следующем входе он должен будет придумать новый пароль. Действие попадёт в журнал действий.',
  resetCancel: 'Отмена',
  temporaryTitle: 'Временный пароль',
  temporaryLabel: 'Временный пароль',
  temporaryNote:
    'Пароль показан один раз: после закрытия окна его нельзя будет посмотреть снова. Передайте его ' +
    'пользователю лично, убедившись в его личности. При входе пользователь должен будет сменить пароль.',
  temporaryDone: 'Готово',
  temporaryPending: 'Временный пароль ещё не сменён',

  /** People who left the university (issue 33): the admin's switch, the mark, the panel's actions. */
  showLeft: 'Показать выбывших',
  leftOn: 'Выбыл(а) {{date}}',
  markLeft: 'Отметить выбывшим',
  leaveTitle: 'Отметить выбывшим?',
  leaveQuestion:
    'Человек больше не сможет войти в личный кабинет, все его сеансы завершатся. Он пропадёт из списков, ' +
    'рассылок и опросов; его обращения, заявки и ответы сохранятся. По истечении срока хранения (обычно три ' +
    'года) его личные данные будут удалены. Действие попадёт в журнал действий.',
  leaveCancel: 'Отмена',
  markReturned: 'Вернуть',
  returnTitle: 'Вернуть в университет?',
  returnQuestion:
    'Человек снова сможет входить в личный кабинет и вернётся в списки, рассылки и опросы. ' +
    'Действие попадёт в журнал действий.',
} as const;
