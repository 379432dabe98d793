import { z } from 'zod';
import { t } from '../../i18n';
import { integer, optional, optionalText, required, text } from '../../lib/rows/cells';

/**
 * timetable.csv (issue 15 §1): one row per lesson rule of the semester — a weekly rule (weekday,
 * parity, date range) or one date. Groups and teachers are named by their timetable ids (the
 * account data's `group_timetable_id` and `timetable_id`), rooms by name. The order of the keys is
 * the order of the columns in an exported file. Its messages are the `timetable` namespace's
 * (`row`), said when a cell or a row fails in the language being spoken.
 */

const MAX_ID = 2_147_483_647;
export const MAX_PAIR = 8;

/** `40005, 40006` (separated by commas, semicolons or spaces). */
const parseIds = (v: string) => {
  const ids = v
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(integer(1, MAX_ID));
  return ids.length && ids.every((n) => n !== undefined) ? [...new Set(ids as number[])] : undefined;
};
/** `Г-301; Г-302` (separated by commas or semicolons). */
const parseNames = (max: number) => (v: string) => {
  const names = v
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length && names.every((n) => n.length <= max) ? [...new Set(names)] : undefined;
};

/** DD.MM.YYYY (as a person writes it) or YYYY-MM-DD (as a program does); a real day. */
export function parseDay(v: string): string | undefined {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return undefined;
  const [y, mo, d] = v.includes('.') ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) && Number(y) >= 2000 ? iso : undefined;
}

const weekdays: Record<string, number> = {
  пн: 1,
  вт: 2,
  ср: 3,
  чт: 4,
  пт: 5,
  сб: 6,
  вс: 7,
  понедельник: 1,
  вторник: 2,
  среда: 3,
  четверг: 4,
  пятница: 5,
  суббота: 6,
  воскресенье: 7,
};
const parseWeekday = (v: string) => integer(1, 7)(v) ?? weekdays[v.toLowerCase().replace(/\.$/, '')];

/** 0 every week, 1 числитель (odd weeks), 2 знаменатель (even weeks). */
export type Parity = 0 | 1 | 2;
const parities: Record<string, Parity> = {
  '0': 0,
  каждая: 0,
  каждую: 0,
  все: 0,
  '1': 1,
  числитель: 1,
  ч: 1,
  '2': 2,
  знаменатель: 2,
  з: 2,
};
const parseParity = (v: string): Parity | undefined => parities[v.toLowerCase().replace(/\.$/, '')];

const parseClock = (v: string) => {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(v);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return undefined;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
};
const clock = (column: string) => optional(parseClock, (value) => t('timetable:row.clock', { column, value }));
const day = (column: string) => optional(parseDay, (value) => t('timetable:row.day', { column, value }));

/** A rule may cover at most this many days (a year): a typo in a year would otherwise make thousands of lessons. */
export const MAX_RULE_DAYS = 366;

export const timetableRow = z
  .object({
    groups: required(
      'groups',
      () => t('timetable:row.missing.groups'),
      parseIds,
      (value) => t('timetable:row.groups', { value }),
    ),
    subject: text('subject', () => t('timetable:row.missing.subject'), 300),
    subject_short: optionalText('subject_short', 60),
    lesson_type: required(
      'lesson_type',
      () => t('timetable:row.missing.lessonType'),
      parseNames(100),
      (value) => t('timetable:row.lessonType', { value }),
    ),
    pair: required(
      'pair',
      () => t('timetable:row.missing.pair'),
      integer(1, MAX_PAIR),
      (value) => t('timetable:row.pair', { value, max: MAX_PAIR }),
    ),
    start: clock('start'),
    end: clock('end'),
    teachers: optional(parseIds, (value) => t('timetable:row.teachers', { value })),
    rooms: optional(parseNames(100), (value) => t('timetable:row.rooms', { value })),
    weekday: optional(parseWeekday, (value) => t('timetable:row.weekday', { value })),
    parity: optional(parseParity, (value) => t('timetable:row.parity', { value })),
    date_from: day('date_from'),
    date_to: day('date_to'),
    date: day('date'),
  })
  .superRefine((r, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!r.start !== !r.end) issue(t('timetable:row.startWithEnd'));
    else if (r.start && r.end && r.start >= r.end)
      issue(t('timetable:row.endNotAfterStart', { start: r.start, end: r.end }));
    if (r.date) {
      if (r.weekday || r.date_from || r.date_to) issue(t('timetable:row.dateWithRule'));
      return;
    }
    if (!r.weekday || !r.date_from || !r.date_to) {
      issue(t('timetable:row.noDateOrRule'));
      return;
    }
    if (r.date_to < r.date_from) issue(t('timetable:row.toBeforeFrom', { from: r.date_from, to: r.date_to }));
    else if ((Date.parse(r.date_to) - Date.parse(r.date_from)) / 86_400_000 >= MAX_RULE_DAYS)
      issue(t('timetable:row.longerThanYear', { from: r.date_from, to: r.date_to }));
  });
export type TimetableRow = z.output<typeof timetableRow>;
