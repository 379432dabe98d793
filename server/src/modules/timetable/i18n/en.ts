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
};
