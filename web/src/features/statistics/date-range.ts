import { STATISTICS_DEFAULT_DAYS, statisticsQuery } from '@portal/contract';
import { dayjs, toDayString, type DayRange } from '../../shared/lib/dates';

export type { DayRange };

/** The last 7 days up to today: today − 6 … today (000 §2, §9). */
export function defaultRange(today: Date = new Date()): DayRange {
  return lastDays(STATISTICS_DEFAULT_DAYS, today);
}

export function lastDays(days: number, today: Date = new Date()): DayRange {
  return { start: toDayString(dayjs(today).subtract(days - 1, 'day')), end: toDayString(today) };
}

/**
 * The range in the address (`?start_login&end_login`), so that a reload or a shared link keeps it; the default
 * otherwise.
 */
export function rangeFromParams(params: URLSearchParams, today: Date = new Date()): DayRange {
  const parsed = statisticsQuery.safeParse({
    start_login: params.get('start_login') ?? '',
    end_login: params.get('end_login') ?? '',
  });
  return parsed.success ? { start: parsed.data.start_login, end: parsed.data.end_login } : defaultRange(today);
}

export function rangeToParams(range: DayRange): Record<string, string> {
  return { start_login: range.start, end_login: range.end };
}
