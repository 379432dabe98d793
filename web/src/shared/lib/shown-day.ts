import type { UrlParam } from './use-url-state';

/** Days as the lists' filters write them: `DD.MM.YYYY` (the calls' own format), in the address too. */

/** A real calendar day written `DD.MM.YYYY`, or null. */
export function parseShownDay(raw: string | null): string | null {
  const match = raw === null ? null : /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(raw);
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? raw
    : null;
}

/** `DD.MM.YYYY` ⇄ `YYYY-MM-DD` (the date picker's value). */
export const shownDayToIso = (day: string | null): string | null => (day ? day.split('.').reverse().join('-') : null);
export const isoDayToShown = (day: string | null): string | null =>
  day ? parseShownDay(day.split('-').reverse().join('.')) : null;

export const dayParam: UrlParam<string | null> = { parse: parseShownDay, format: (day) => day };

/** The «по» day before the «с» day (the calls refuse it). */
export function daysOutOfOrder(from: string | null, to: string | null): boolean {
  const a = shownDayToIso(from);
  const b = shownDayToIso(to);
  return a !== null && b !== null && b < a;
}
