import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  title: 'Timetable',
  search: {
    label: 'Search timetables',
    placeholder: 'Group, teacher or room',
    notFound: 'Nothing found',
    groups: { 1: 'Groups', 2: 'Teachers', 3: 'Rooms' },
  },
  week: {
    label: 'Week',
    current: 'This week',
    next: 'Next week',
    numerator: 'Numerator week',
    denominator: 'Denominator week',
    range: '{{from}} — {{to}}',
  },
  day: {
    today: 'Today',
    noPairs: 'No classes',
    strip: 'Days of the week',
    previous: 'Previous day',
    next: 'Next day',
  },
  pair: {
    order: 'Class {{order}}',
    time: '{{start}}–{{end}}',
    timeSaid: 'from {{start}} to {{end}}',
    rooms: 'Rooms',
    teachers: 'Teachers',
    groups: 'Groups',
    types: 'Class type',
    teacher: '{{position}} {{shortName}}',
  },
  lessonTypes: {
    lecture: { name: 'Lecture', short: 'Lec' },
    practice: { name: 'Practical class', short: 'Prac' },
    seminar: { name: 'Seminar', short: 'Sem' },
    lab: { name: 'Laboratory work', short: 'Lab' },
    consultation: { name: 'Consultation', short: 'Cons' },
    exam: { name: 'Exam', short: 'Exam' },
    credit: { name: 'Pass/fail exam', short: 'P/F' },
    courseProject: { name: 'Course project', short: 'CP' },
  },
  pairBreak: 'Break {{hours}} h {{minutes}} min',
  unavailable: {
    title: 'Timetable unavailable',
    apology:
      'We apologize: the timetable is unavailable right now. You can view it on the university timetable website.',
    site: 'Timetable website',
  },
  failed: 'Could not load the timetable.',
  loading: 'Loading the timetable',
  calendar: {
    open: 'Subscribe in calendar',
    title: 'Subscribe in calendar',
    intro:
      'A personal link adds the “{{name}}” timetable to the calendar app on ' +
      'your phone or computer. The calendar will receive changes by itself.',
    create: 'Create link',
    link: 'Calendar link',
    copy: 'Copy link',
    copied: 'Copied',
    openApp: 'Open in calendar app',
    shownOnce: 'The link is shown only now: copy it. You can create a new one later.',
    howTo: 'How to add',
    google: 'Google Calendar: “Other calendars” → “+” → “From URL”, paste the link.',
    apple:
      'Apple Calendar: “File” → “New Calendar Subscription” (on iPhone: Settings ' +
      '→ Calendar → Accounts → Add Account → Other → Add Subscribed Calendar).',
    outlook: 'Outlook: “Add calendar” → “Subscribe from web”, paste the link.',
    secret:
      'Anyone with this link can see this timetable without signing in ' +
      'to the personal account. If strangers get the link, revoke it.',
    mine: 'My calendar links',
    none: 'No links yet.',
    created: 'Created {{date}}',
    used: 'last accessed {{date}}',
    unused: 'not accessed by a calendar yet',
    revoke: 'Revoke',
    revokeOf: 'Revoke link: {{name}}',
    revokeTitle: 'Revoke the link?',
    revokeQuestion: 'Calendars subscribed to “{{name}}” through this link will stop updating. This cannot be undone.',
    cancel: 'Cancel',
    revoked: 'Link revoked',
    createFailed: 'Could not create the link. Try again later.',
    revokeFailed: 'Could not revoke the link. Try again later.',
    close: 'Close',
  },
};
