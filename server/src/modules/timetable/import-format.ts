import { z } from 'zod';
import { integer, optional, optionalText, required, text } from '../imports/cells';

/**
 * timetable.csv (issue 15 §1): one row per lesson rule of the semester — a weekly rule (weekday,
 * parity, date range) or one date. Groups and teachers are named by their timetable ids (the
 * account data's `group_timetable_id` and `timetable_id`), rooms by name. The order of the keys is
 * the order of the columns in an exported file.
 */

const MAX_ID = 2_147_483_647;
export const MAX_PAIR = 8;

/** `40005, 40006` (separated by commas, semicolons or spaces). */
const parseIds = (v: string) => {
  const ids = v.split(/[\s,;]+/).filter(Boolean).map(integer(1, MAX_ID));
  return ids.length && ids.every((n) => n !== undefined) ? [...new Set(ids as number[])] : undefined;
};
/** `Г-301; Г-302` (separated by commas or semicolons). */
const parseNames = (max: number) => (v: string) => {
  const names = v.split(/[,;]/).map((s) => s.trim()).filter(Boolean);
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

const weekdays: Record<string, number> = { пн: 1, вт: 2, ср: 3, чт: 4, пт: 5, сб: 6, вс: 7, понедельник: 1, вторник: 2, среда: 3, четверг: 4, пятница: 5, суббота: 6, воскресенье: 7 };
const parseWeekday = (v: string) => integer(1, 7)(v) ?? weekdays[v.toLowerCase().replace(/\.$/, '')];

/** 0 every week, 1 числитель (odd weeks), 2 знаменатель (even weeks). */
export type Parity = 0 | 1 | 2;
const parities: Record<string, Parity> = { '0': 0, каждая: 0, каждую: 0, все: 0, '1': 1, числитель: 1, ч: 1, '2': 2, знаменатель: 2, з: 2 };
const parseParity = (v: string): Parity | undefined => parities[v.toLowerCase().replace(/\.$/, '')];

const parseClock = (v: string) => {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(v);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return undefined;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
};
const clock = (column: string) => optional(parseClock, (v) => `неверное время ${column} «${v}»: нужно ЧЧ:ММ`);
const day = (column: string) => optional(parseDay, (v) => `неверная дата ${column} «${v}»: нужно ДД.ММ.ГГГГ`);

/** A rule may cover at most this many days (a year): a typo in a year would otherwise make thousands of lessons. */
export const MAX_RULE_DAYS = 366;

export const timetableRow = z
  .object({
    groups: required('groups', 'не указаны группы', parseIds, (v) => `неверные группы «${v}» (groups): нужны timetable_id групп через запятую`),
    subject: text('subject', 'не указана дисциплина', 300),
    subject_short: optionalText('subject_short', 60),
    lesson_type: required('lesson_type', 'не указан вид занятия', parseNames(100), (v) => `неверный вид занятия «${v}» (lesson_type)`),
    pair: required('pair', 'не указан номер пары', integer(1, MAX_PAIR), (v) => `неверный номер пары «${v}» (pair): нужно целое число от 1 до ${MAX_PAIR}`),
    start: clock('start'),
    end: clock('end'),
    teachers: optional(parseIds, (v) => `неверные преподаватели «${v}» (teachers): нужны timetable_id преподавателей через запятую`),
    rooms: optional(parseNames(100), (v) => `неверные аудитории «${v}» (rooms)`),
    weekday: optional(parseWeekday, (v) => `неверный день недели «${v}» (weekday): нужно число от 1 до 7 или пн…вс`),
    parity: optional(parseParity, (v) => `неверная чётность недели «${v}» (parity): нужно 0 (каждая), 1 (числитель) или 2 (знаменатель)`),
    date_from: day('date_from'),
    date_to: day('date_to'),
    date: day('date'),
  })
  .superRefine((r, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!r.start !== !r.end) issue('время начала и окончания (start, end) указываются вместе');
    else if (r.start && r.end && r.start >= r.end) issue(`время окончания ${r.end} не позже начала ${r.start}`);
    if (r.date) {
      if (r.weekday || r.date_from || r.date_to) issue('для одной даты (date) не указываются weekday, date_from и date_to');
      return;
    }
    if (!r.weekday || !r.date_from || !r.date_to) {
      issue('нужна дата занятия (date) или правило: день недели (weekday), date_from и date_to');
      return;
    }
    if (r.date_to < r.date_from) issue(`дата date_to ${r.date_to} раньше date_from ${r.date_from}`);
    else if ((Date.parse(r.date_to) - Date.parse(r.date_from)) / 86_400_000 >= MAX_RULE_DAYS) issue(`правило длиннее года (${r.date_from} — ${r.date_to})`);
  });
export type TimetableRow = z.output<typeof timetableRow>;
