import { dayjs } from '../lib/dates';

/** A date-time as the thread answers carry it: `DD.MM.YYYY HH:mm` (the university's time zone). */
const SHOWN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

export interface ShownTime {
  /** `YYYY-MM-DD`: the calendar day, to group by and for `<time dateTime>`. */
  day: string;
  /** `HH:mm` */
  time: string;
  year: number;
  month: number;
  date: number;
}

/** Reads `DD.MM.YYYY HH:mm`; null for anything else. */
export function parseShownTime(value: string): ShownTime | null {
  const m = SHOWN.exec(value.trim());
  if (!m) return null;
  const [, dd, mm, yyyy, hh, min] = m as unknown as [string, string, string, string, string, string];
  return { day: `${yyyy}-${mm}-${dd}`, time: `${hh}:${min}`, year: Number(yyyy), month: Number(mm), date: Number(dd) };
}

/**
 * A day's heading: the day and the month in the genitive, «23 ноября» (000 §2); with the year when
 * it is not the current one, «23 ноября 2024».
 */
export function dayHeading(shown: Pick<ShownTime, 'year' | 'month' | 'date'>, now: Date = new Date()): string {
  const day = dayjs(new Date(shown.year, shown.month - 1, shown.date));
  return day.format(shown.year === now.getFullYear() ? 'D MMMM' : 'D MMMM YYYY');
}

export interface DayGroup<T> {
  /** `YYYY-MM-DD`, or '' for items whose time could not be read. */
  day: string;
  heading: string;
  items: T[];
}

/**
 * Items (messages) in the order given, grouped by consecutive calendar days, each group with its
 * heading. An item whose time cannot be read joins the group before it.
 */
export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => string, now: Date = new Date()): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const shown = parseShownTime(timeOf(item));
    const last = groups.at(-1);
    if (!shown) {
      if (last) last.items.push(item);
      else groups.push({ day: '', heading: '', items: [item] });
      continue;
    }
    if (last && last.day === shown.day) last.items.push(item);
    else groups.push({ day: shown.day, heading: dayHeading(shown, now), items: [item] });
  }
  return groups;
}

/** Two letters of a full name «Фамилия Имя Отчество» for an avatar: «ФИ» (one word: its first letter). */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}
