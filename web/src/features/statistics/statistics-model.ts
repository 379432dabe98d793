import type { InstituteStatistics, KafedraStatistics, statisticsSortKeys } from '@portal/contract';

export type StatisticsSortKey = (typeof statisticsSortKeys)[number];
export type SortOrder = 'asc' | 'desc';
export interface StatisticsSort {
  key: StatisticsSortKey;
  order: SortOrder;
}

/** Alphabetical, the first column; the export gets the same key and order. */
export const DEFAULT_SORT: StatisticsSort = { key: 'name', order: 'asc' };

/** A click on a column: the same column flips; another starts from A–Я for names and from the largest for numbers. */
export function nextSort(current: StatisticsSort, key: StatisticsSortKey): StatisticsSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'name' ? 'asc' : 'desc' };
}

/** «Студентов %»: active over total × 100, one decimal. */
export function percentOf(row: Pick<KafedraStatistics, 'total' | 'active'>): number {
  return row.total > 0 ? Math.round((row.active / row.total) * 1000) / 10 : 0;
}

const percentFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('ru-RU');
export const formatPercent = (value: number) => percentFormat.format(value);
export const formatCount = (value: number) => countFormat.format(value);

const collator = new Intl.Collator('ru', { numeric: true });
const byName = (a: KafedraStatistics, b: KafedraStatistics) => collator.compare(a.name, b.name);
const value: Record<Exclude<StatisticsSortKey, 'name'>, (row: KafedraStatistics) => number> = {
  total: (row) => row.total,
  active: (row) => row.active,
  // The shown (rounded) percent, as the export sorts it: the file and the screen list rows alike.
  percent: percentOf,
};

/** The comparator of a sort; equal numbers fall back to the name, so the order is stable and readable. */
export function comparator({ key, order }: StatisticsSort) {
  const sign = order === 'asc' ? 1 : -1;
  if (key === 'name') return (a: KafedraStatistics, b: KafedraStatistics) => sign * byName(a, b);
  const get = value[key];
  return (a: KafedraStatistics, b: KafedraStatistics) => sign * (get(a) - get(b)) || byName(a, b);
}

/** The institutes in the sort's order, each with its kafedra rows in the same order (000 §2). */
export function sortStatistics(institutes: InstituteStatistics[], sort: StatisticsSort): InstituteStatistics[] {
  const compare = comparator(sort);
  return institutes.map((institute) => ({ ...institute, kafedra: [...institute.kafedra].sort(compare) })).sort(compare);
}

/** The sum of the rows shown: students, those who signed in, and their share. */
export function totalsOf(rows: Pick<KafedraStatistics, 'total' | 'active'>[]) {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const active = rows.reduce((sum, row) => sum + row.active, 0);
  return { total, active, percent: percentOf({ total, active }) };
}

/** The percent axis ends at the next 10 % above the largest share (small shares stay readable), in round steps. */
export function percentAxisTicks(values: number[]): number[] {
  const top = Math.min(100, Math.max(10, Math.ceil(Math.max(0, ...values) / 10) * 10));
  const step = top <= 10 ? 2 : top <= 50 ? 10 : 20;
  return Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
}
