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
} as const;
