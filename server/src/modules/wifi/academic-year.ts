/**
 * The academic year (002 §9: the certificate is valid for the current academic year): it starts on
 * 1 September and ends on 31 August, calendar days of the university's time zone.
 */
export interface AcademicYear {
  /** The year it starts in: 2026 for 2026/27. */
  start: number;
  /** Its last day, `YYYY-MM-DD` (31 August of the next year). */
  lastDay: string;
  /** The last second of that day in the university's time zone, as an instant. */
  end: Date;
}

/** The wall-clock date and time of an instant in a time zone, read back as if it were UTC (ms). */
function wallClock(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The instant a day begins in a time zone (its offset taken at that moment, checked twice for a change of offset). */
export function startOfDay(timeZone: string, year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  let at = wall;
  for (let i = 0; i < 2; i++) at = wall - (wallClock(timeZone, at) - at);
  return new Date(at);
}

export function academicYear(timeZone: string, now = new Date()): AcademicYear {
  const today = new Date(wallClock(timeZone, now.getTime()));
  const start = today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return {
    start,
    lastDay: `${start + 1}-08-31`,
    end: new Date(startOfDay(timeZone, start + 1, 9, 1).getTime() - 1000),
  };
}
