import { z } from 'zod';

/** A calendar day: `YYYY-MM-DD`, or `DD.MM.YYYY` as the spec's other date filters write it. */
export const calendarDay = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v);
    const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : ru ? [ru[3], ru[2], ru[1]] : [];
    const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
    if (!y || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) {
      ctx.addIssue({ code: 'custom', message: 'Укажите дату в формате ГГГГ-ММ-ДД' });
      return z.NEVER;
    }
    return `${y}-${m}-${d}`;
  });

/** Login statistics range (000 §7): both days included. */
export const statisticsQuery = z
  .object({ start_login: calendarDay, end_login: calendarDay })
  .refine((q) => q.start_login <= q.end_login, { message: 'Начало периода позже его конца', path: ['end_login'] });
export type StatisticsQuery = z.input<typeof statisticsQuery>;

export const statisticsSortKeys = ['name', 'total', 'active', 'percent'] as const;
/** The export takes the range and, as `key`, the column the table is sorted by. */
export const statisticsExportQuery = z
  .object({
    start_login: calendarDay,
    end_login: calendarDay,
    key: z.enum(statisticsSortKeys).optional(),
    order: z.enum(['asc', 'desc']).optional(),
  })
  .refine((q) => q.start_login <= q.end_login, { message: 'Начало периода позже его конца', path: ['end_login'] });
export type StatisticsExportQuery = z.input<typeof statisticsExportQuery>;

/** Students of a kafedra: all of them, and the distinct ones who signed in within the range. */
export const kafedraStatistics = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  total: z.number().int(),
  active: z.number().int(),
});
export const instituteStatistics = kafedraStatistics.extend({ kafedra: z.array(kafedraStatistics) });
export type KafedraStatistics = z.infer<typeof kafedraStatistics>;
export type InstituteStatistics = z.infer<typeof instituteStatistics>;
/** `result[0].data`, as the spec's client reads it. */
export const statisticsResult = z.array(
  z.object({ start_login: z.string(), end_login: z.string(), data: z.array(instituteStatistics) }),
);
export const exportLink = z.object({ url: z.string(), name: z.string() });
export type ExportLink = z.infer<typeof exportLink>;
/** Days of the default range, ending today (000 §9). */
export const STATISTICS_DEFAULT_DAYS = 7;
