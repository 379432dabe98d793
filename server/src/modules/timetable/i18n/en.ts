import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  notice: {
    title: 'Timetable changes',
    groupIntro: 'The timetable of group {{group}} for the next two weeks has changed:',
    teacherIntro: 'Your timetable for the next two weeks has changed:',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    when: '{{day}}, class {{pair}}',
    room: 'room {{rooms}}',
    cancelled: '{{when}}: class cancelled — {{was}}',
    changed: '{{when}}: {{now}} (was: {{was}})',
    open: 'Open the timetable',
  },
  calendar: {
    name: 'Timetable: {{name}}',
    product: 'Personal account',
    pair: 'Class {{pair}}',
  },
  import: {
    unknownGroups: 'no groups with timetable_id {{ids}} (groups)',
    unknownTeachers: 'no teachers with timetable_id {{ids}} (teachers)',
    noBells: 'class {{pair}} has no time in the bell schedule: fill in start and end',
    noLessons: 'the rule gives no classes: the date range has no such weekday of this week parity',
    teacher: 'teacher {{id}}',
    room: 'room {{name}}',
    busy: '{{who}} is already busy on {{day}}, class {{pair}} (row {{line}})',
  },
  row: {
    missing: {
      groups: 'the groups are missing',
      subject: 'the subject is missing',
      lessonType: 'the type of class is missing',
      pair: 'the class number is missing',
    },
    groups: 'wrong groups “{{value}}” (groups): expected the timetable_id of the groups, separated by commas',
    lessonType: 'wrong type of class “{{value}}” (lesson_type)',
    pair: 'wrong class number “{{value}}” (pair): expected a whole number from 1 to {{max}}',
    teachers: 'wrong teachers “{{value}}” (teachers): expected the timetable_id of the teachers, separated by commas',
    rooms: 'wrong rooms “{{value}}” (rooms)',
    weekday: 'wrong weekday “{{value}}” (weekday): expected a number from 1 (Monday) to 7 or пн…вс',
    parity:
      'wrong week parity “{{value}}” (parity): expected 0 (every ' +
      'week), 1 (odd weeks, числитель) or 2 (even weeks, знаменатель)',
    clock: 'wrong time {{column}} “{{value}}”: expected HH:MM',
    day: 'wrong date {{column}} “{{value}}”: expected DD.MM.YYYY',
    startWithEnd: 'the start and end times (start, end) must be given together',
    endNotAfterStart: 'the end time {{end}} is not after the start {{start}}',
    dateWithRule: 'a single date (date) takes no weekday, date_from or date_to',
    noDateOrRule: 'a date of the class (date) or a rule is needed: a weekday (weekday), date_from and date_to',
    toBeforeFrom: 'date_to {{to}} is before date_from {{from}}',
    longerThanYear: 'the rule is longer than a year ({{from}} — {{to}})',
  },
  rules: {
    yearStart: 'expected MM-DD',
  },
};
