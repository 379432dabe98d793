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
