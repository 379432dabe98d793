import { lessonTypes, type TimetableType } from '@portal/contract';

/** Russian texts (the `timetable` namespace) of «Расписание» (002 §2.5 «Timetable») and its calendar feeds. */
export const ru = {
  title: 'Расписание',
  search: {
    label: 'Поиск расписания',
    placeholder: 'Группа, преподаватель или аудитория',
    notFound: 'Информация не найдена',
    groups: { 1: 'Группы', 2: 'Преподаватели', 3: 'Аудитории' } satisfies Record<TimetableType, string>,
  },
  week: {
    label: 'Неделя',
    current: 'Текущая неделя',
    next: 'Следующая неделя',
    numerator: 'Числитель',
    denominator: 'Знаменатель',
    range: '{{from}} — {{to}}',
  },
  day: {
    today: 'Сегодня',
    noPairs: 'Нет занятий',
    strip: 'Дни недели',
    previous: 'Предыдущий день',
    next: 'Следующий день',
  },
  pair: {
    order: '{{order}} пара',
    time: '{{start}}–{{end}}',
    timeSaid: 'с {{start}} до {{end}}',
    rooms: 'Аудитории',
    teachers: 'Преподаватели',
    groups: 'Группы',
    types: 'Вид занятия',
    /** A teacher with a position; one without is their short name alone. */
    teacher: '{{position}} {{shortName}}',
  },
  /**
   * The lesson types every Russian timetable uses, recognised by these names (and the aliases of
   * lesson-types.ts) in the types a timetable answers. Russian shows a type as the import wrote it;
   * another language shows these, a type not among them as written.
   */
  /** The usual lesson types as timetables write them: the contract's table (the server's badges). */
  lessonTypes,
  pairBreak: 'Перерыв {{hours}} ч {{minutes}} м',
  unavailable: {
    title: 'Расписание недоступно',
    apology: 'Приносим извинения: расписание сейчас недоступно. Его можно посмотреть на сайте расписания университета.',
    site: 'Сайт расписания',
  },
  failed: 'Не удалось загрузить расписание.',
  loading: 'Расписание загружается',
  calendar: {
    open: 'Подписаться в календаре',
    title: 'Подписаться в календаре',
    intro:
      'Личная ссылка добавит расписание «{{name}}» в приложение календаря ' +
      'на телефоне или компьютере. Календарь сам будет получать изменения.',
    create: 'Создать ссылку',
    link: 'Ссылка на календарь',
    copy: 'Скопировать ссылку',
    copied: 'Скопировано',
    openApp: 'Открыть в приложении календаря',
    shownOnce: 'Ссылка показывается только сейчас: скопируйте её. Позже можно создать новую.',
    howTo: 'Как добавить',
    google: 'Google Календарь: «Другие календари» → «+» → «Добавить по URL», вставьте ссылку.',
    apple:
      'Календарь Apple: «Файл» → «Новая подписка на календарь» (на iPhone: Настройки ' +
      '→ Календарь → Учетные записи → Новая → Другое → Подписной календарь).',
    outlook: 'Outlook: «Добавить календарь» → «Подписаться из Интернета», вставьте ссылку.',
    secret:
      'Любой, у кого есть эта ссылка, увидит это расписание без входа ' +
      'в личный кабинет. Если ссылка попала к посторонним, отзовите её.',
    mine: 'Мои ссылки на календари',
    none: 'Ссылок пока нет.',
    created: 'Создана {{date}}',
    used: 'последнее обращение {{date}}',
    unused: 'календарь ещё не обращался',
    revoke: 'Отозвать',
    revokeOf: 'Отозвать ссылку: {{name}}',
    revokeTitle: 'Отозвать ссылку?',
    revokeQuestion: 'Календари, подписанные на «{{name}}» по этой ссылке, перестанут обновляться. Это нельзя отменить.',
    cancel: 'Отмена',
    revoked: 'Ссылка отозвана',
    createFailed: 'Не удалось создать ссылку. Повторите попытку позже.',
    revokeFailed: 'Не удалось отозвать ссылку. Повторите попытку позже.',
    close: 'Закрыть',
  },
} as const;
