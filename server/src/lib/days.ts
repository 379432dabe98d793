/**
 * Calendar days as `YYYY-MM-DD` text, counted without time zones (a day is a day wherever the
 * server runs); "today" is asked of the university's time zone once, then everything is day math.
 */
const DAY_MS = 86_400_000;

export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(dayNumber(day) + n);
/** 1 Monday … 7 Sunday. */
export const weekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
export const mondayOf = (day: string) => addDays(day, 1 - weekday(day));

/** A formatter per time zone and options: making one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

/** Today in a time zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The week of the academic year a day is in: weeks are counted from the Monday of the week of
 * the year's first day (1 September by default, `yearStart` as MM-DD), the first being 1. Days
 * before that Monday belong to the previous academic year.
 */
export function academicWeek(day: string, yearStart = '09-01'): number {
  const year = Number(day.slice(0, 4));
  let first = mondayOf(`${year}-${yearStart}`);
  if (day < first) first = mondayOf(`${year - 1}-${yearStart}`);
  return Math.floor((dayNumber(day) - dayNumber(first)) / 7) + 1;
}

/** A знаменатель (denominator) week is an even one; the first week is a числитель. */
export const isDenominator = (day: string, yearStart?: string) => academicWeek(day, yearStart) % 2 === 0;

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) out.push(dayOf(n));
  return out;
}

/** Minutes since midnight of `HH:MM`. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return (
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ) - instant
  );
}

/** The instant a wall-clock time of a day is in a time zone (`2026-11-25`, `09:00`, `Europe/Moscow`). */
export function instantOf(day: string, clock: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${clock}:00Z`);
  const first = wall - offsetAt(wall, timeZone);
  // Once more at the found instant, for a day whose offset changes (daylight saving).
  return new Date(wall - offsetAt(first, timeZone));
}
