import { z } from 'zod';
import { ru as api } from './i18n/api/ru';
import { say, said } from './i18n/current';

export const dateStrings = api.dates;

/** A day of a list's filter: DD.MM.YYYY, a real day; YYYY-MM-DD after parsing. */
export const dayText = z
  .string()
  .regex(/^\d{2}\.\d{2}\.\d{4}$/, { error: said('dates.date') })
  .refine(
    (s) => {
      const [d, m, y] = s.split('.').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: said('dates.date') },
  )
  .transform((s) => s.split('.').reverse().join('-'));

/** A filter's range refused when «по» comes before «с». */
export function checkDayRange(q: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) {
  if (q.date_from && q.date_to && q.date_to < q.date_from)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: say('dates.dateOrder') });
}

/** The years a calendar day may fall in: the portal's own time, not any date PostgreSQL or JS can hold. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
/**
 * A calendar day: `YYYY-MM-DD`, or `DD.MM.YYYY` as the spec's other date filters write it, of a
 * year MIN_YEAR..MAX_YEAR.
 */
export const calendarDay = z
  .string()
  .trim()
  .meta({ format: 'date', description: `ГГГГ-ММ-ДД (или ДД.ММ.ГГГГ), год с ${MIN_YEAR} по ${MAX_YEAR}` })
  .transform((v, ctx) => {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v);
    const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : ru ? [ru[3], ru[2], ru[1]] : [];
    const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
    if (!y || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) {
      ctx.addIssue({ code: 'custom', message: say('validation.dayFormat') });
      return z.NEVER;
    }
    if (Number(y) < MIN_YEAR || Number(y) > MAX_YEAR) {
      ctx.addIssue({ code: 'custom', message: say('validation.dayYears', { from: MIN_YEAR, to: MAX_YEAR }) });
      return z.NEVER;
    }
    return `${y}-${m}-${d}`;
  });
