import { z } from 'zod';
import { endpoint } from './endpoint';
import { calendarDay } from './dates';
import { exportLink } from './exports';
import { said } from './i18n/current';

/** Login statistics range (000 §7): both days included. */
export const statisticsQuery = z
  .object({ start_login: calendarDay, end_login: calendarDay })
  .refine((q) => q.start_login <= q.end_login, { error: said('validation.periodOrder'), path: ['end_login'] });
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
  .refine((q) => q.start_login <= q.end_login, { error: said('validation.periodOrder'), path: ['end_login'] });
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
/** Days of the default range, ending today (000 §9). */
export const STATISTICS_DEFAULT_DAYS = 7;

export type StatisticsSortKey = (typeof statisticsSortKeys)[number];
export interface StatisticsSort {
  key: StatisticsSortKey;
  order: 'asc' | 'desc';
}

/** «Студентов %»: active over total × 100 with one decimal; 0 when there is nobody. */
export function activationPercent(row: Pick<KafedraStatistics, 'total' | 'active'>): number {
  return row.total > 0 ? Math.round((row.active / row.total) * 1000) / 10 : 0;
}

// Made at the first sort: making one loads the collation data (some 20 ms), which every start of
// the web app paid when it was made with the module.
let collator: Intl.Collator | undefined;
const byName = (a: KafedraStatistics, b: KafedraStatistics) =>
  (collator ??= new Intl.Collator('ru', { numeric: true })).compare(a.name, b.name);
const sortValue: Record<Exclude<StatisticsSortKey, 'name'>, (row: KafedraStatistics) => number> = {
  total: (row) => row.total,
  active: (row) => row.active,
  // The shown (rounded) percent: the screen and the exported file list rows alike.
  percent: activationPercent,
};

/**
 * The institutes in a sort's order, each with its kafedra rows in the same order (000 §2); equal
 * numbers fall back to the name. The screen's table and the export share it.
 */
export function sortStatistics<T extends KafedraStatistics & { kafedra: KafedraStatistics[] }>(
  institutes: T[],
  { key, order }: StatisticsSort,
): T[] {
  const sign = order === 'asc' ? 1 : -1;
  const get = key === 'name' ? null : sortValue[key];
  const compare = (a: KafedraStatistics, b: KafedraStatistics) =>
    get ? sign * (get(a) - get(b)) || byName(a, b) : sign * byName(a, b);
  return institutes.map((institute) => ({ ...institute, kafedra: [...institute.kafedra].sort(compare) })).sort(compare);
}

const tag = 'Статистика входов';
/** Login statistics per institute and kafedra (000 §2, §7). */
export const statisticsEndpoints = {
  table: endpoint({
    name: 'getLoginStatistics',
    method: 'GET',
    path: '/api/account/admin/statistics',
    tag,
    summary: 'Students and those who signed in within the range, per institute and kafedra',
    query: statisticsQuery,
    result: statisticsResult,
    example: { query: { start_login: '2026-11-01', end_login: '2026-11-07' } },
  }),
  export: endpoint({
    name: 'exportLoginStatistics',
    method: 'GET',
    path: '/api/account/admin/statistics/export',
    tag,
    summary: 'The same table as an xlsx file: answers its download link',
    query: statisticsExportQuery,
    result: exportLink,
    example: { query: { start_login: '2026-11-01', end_login: '2026-11-07', key: 'percent', order: 'desc' } },
  }),
};
