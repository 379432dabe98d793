/** Russian texts (the `timetable` namespace) of the timetable: its weeks, change notices, calendar feeds and import. */
export const ru = {
  /** The days of a week as the timetable's answer names them (002 §7 `day_short_name`), Monday first. */
  days: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  /** The change notices (issue 15 §1). */
  notice: {
    title: 'Изменения в расписании',
    groupIntro: 'Изменилось расписание группы {{group}} на ближайшие две недели:',
    teacherIntro: 'Изменилось ваше расписание на ближайшие две недели:',
    /** A changed day's weekday, Monday first. */
    weekdays: ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'],
    when: '{{day}}, {{pair}} пара',
    room: 'ауд. {{rooms}}',
    cancelled: '{{when}}: занятие отменено — {{was}}',
    changed: '{{when}}: {{now}} (было: {{was}})',
    open: 'Открыть расписание',
  },
  /** A calendar feed (iCalendar). */
  calendar: {
    name: 'Расписание: {{name}}',
    product: 'Личный кабинет',
    pair: '{{pair}} пара',
  },
  /** The import's problems that need the database (the rows' own are the format's). */
  import: {
    unknownGroups: 'нет групп с timetable_id {{ids}} (groups)',
    unknownTeachers: 'нет преподавателей с timetable_id {{ids}} (teachers)',
    noBells: 'для пары {{pair}} нет времени в звонках: укажите start и end',
    noLessons: 'правило не даёт ни одного занятия: в диапазоне дат нет такого дня недели этой чётности',
    teacher: 'преподаватель {{id}}',
    room: 'аудитория {{name}}',
    busy: '{{who}} уже занят(а) {{day}}, {{pair}} пара (строка {{line}})',
  },
  /** A row's own problems (import-format.ts): a cell's value, or cells that do not go together. */
  row: {
    /** An empty cell of a required column; the column's name follows in brackets. */
    missing: {
      groups: 'не указаны группы',
      subject: 'не указана дисциплина',
      lessonType: 'не указан вид занятия',
      pair: 'не указан номер пары',
    },
    groups: 'неверные группы «{{value}}» (groups): нужны timetable_id групп через запятую',
    lessonType: 'неверный вид занятия «{{value}}» (lesson_type)',
    pair: 'неверный номер пары «{{value}}» (pair): нужно целое число от 1 до {{max}}',
    teachers: 'неверные преподаватели «{{value}}» (teachers): нужны timetable_id преподавателей через запятую',
    rooms: 'неверные аудитории «{{value}}» (rooms)',
    weekday: 'неверный день недели «{{value}}» (weekday): нужно число от 1 до 7 или пн…вс',
    parity: 'неверная чётность недели «{{value}}» (parity): нужно 0 (каждая), 1 (числитель) или 2 (знаменатель)',
    clock: 'неверное время {{column}} «{{value}}»: нужно ЧЧ:ММ',
    day: 'неверная дата {{column}} «{{value}}»: нужно ДД.ММ.ГГГГ',
    startWithEnd: 'время начала и окончания (start, end) указываются вместе',
    endNotAfterStart: 'время окончания {{end}} не позже начала {{start}}',
    dateWithRule: 'для одной даты (date) не указываются weekday, date_from и date_to',
    noDateOrRule: 'нужна дата занятия (date) или правило: день недели (weekday), date_from и date_to',
    toBeforeFrom: 'дата date_to {{to}} раньше date_from {{from}}',
    longerThanYear: 'правило длиннее года ({{from}} — {{to}})',
  },
  /** The university's timetable rules (lib/academic-calendar.ts). */
  rules: {
    yearStart: 'нужно ММ-ДД',
  },
} as const;
