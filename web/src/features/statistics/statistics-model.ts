import { activationPercent, type KafedraStatistics, type StatisticsSort, type StatisticsSortKey } from '@portal/contract';

export { activationPercent, sortStatistics, type StatisticsSort, type StatisticsSortKey } from '@portal/contract';

/** Alphabetical, the first column; the export gets the same key and order. */
export const DEFAULT_SORT: StatisticsSort = { key: 'name', order: 'asc' };

/** A click on a column: the same column flips; another starts from A–Я for names and from the largest for numbers. */
export function nextSort(current: StatisticsSort, key: StatisticsSortKey): StatisticsSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'name' ? 'asc' : 'desc' };
}

const percentFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('ru-RU');
export const formatPercent = (value: number) => percentFormat.format(value);
export const formatCount = (value: number) => countFormat.format(value);

/** The sum of the rows shown: students, those who signed in, and their share. */
export function totalsOf(rows: Pick<KafedraStatistics, 'total' | 'active'>[]) {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const active = rows.reduce((sum, row) => sum + row.active, 0);
  return { total, active, percent: activationPercent({ total, active }) };
}

/** The percent axis ends at the next 10 % above the largest share (small shares stay readable), in round steps. */
export function percentAxisTicks(values: number[]): number[] {
  const top = Math.min(100, Math.max(10, Math.ceil(Math.max(0, ...values) / 10) * 10));
  const step = top <= 10 ? 2 : top <= 50 ? 10 : 20;
  return Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
}
