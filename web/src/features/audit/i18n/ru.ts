import { auditActionNames } from '@portal/contract';

/** Russian texts (the `audit` namespace) of «Журнал действий»: who did what to whom, for admins. */
export const ru = {
  filters: 'Фильтры',
  action: 'Действие',
  allActions: 'Все действия',
  /** The actions the filter offers, by their contract names. */
  actions: auditActionNames,
  person: 'Кто или с кем',
  personPlaceholder: 'Фамилия, имя или отчество',
  period: 'Период',
  periodPlaceholder: 'За всё время',
  clearPeriod: 'Очистить период',
  reset: 'Сбросить',
  onlyPerson: 'Только записи с участием: {{name}}',
  removePerson: 'Показать записи всех людей',
  /** The picked person before the entries name them (an address with user_id). */
  personById: 'пользователь № {{id}}',
  showPerson: 'Показать записи с участием: {{name}}',
  caption: 'Журнал действий',
  columns: { at: 'Когда', actor: 'Кто', action: 'Действие', target: 'С кем / над кем', ip: 'Адрес' },
  found: 'Найдено записей: {{count}}',
  empty: 'Записей нет',
  loadFailed: 'Не удалось загрузить журнал действий.',
  /** A person the entry had none of, or whose user has been removed. */
  nobody: '—',
  /** Who did an action of the operator's `npm run admin` (no user: the actor is empty). */
  adminCli: 'Консоль администратора',
  sessionUntil: 'сеанс до {{time}}',
  /** A poll reset to a draft: its name and the answers deleted with it. */
  pollReset: '«{{name}}», удалено ответов: {{answers}}',
  /** Between the admin and the user an admin signed in as: «Иванов Андрей Павлович от имени Петровой …». */
  onBehalfOf: 'от имени',
  /** A call an admin made signed in as a user: the API's section, the method and the address. */
  call: '{{section}}: {{method}} {{path}}',
  /** What «Настройки университета» changed (issue 33): the parts of the settings, by their first key. */
  universityChanged: 'изменено: {{fields}}',
  universityFields: {
    name: 'название',
    short_name: 'краткое название',
    logo: 'логотип',
    sign_in_help: 'помощь при входе',
    library_resources: 'ресурсы библиотеки',
    library_hall: 'читальный зал',
    email: 'почта',
    digital_services: 'цифровые сервисы',
    wifi: 'Wi-Fi',
    timetable: 'сайт расписания',
    new_version_url: 'новая версия кабинета',
    student_site_url: 'сайт для студентов',
    student_site_mobile_url: 'мобильный сайт для студентов',
    sidebar_links: 'боковое меню',
  },
} as const;
