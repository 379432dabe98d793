import {
  activationPercent,
  type KafedraStatistics,
  type StatisticsSort,
  type StatisticsSortKey,
} from '@portal/contract';
import { i18n } from '../../shared/i18n/i18n';

export { activationPercent, sortStatistics, type StatisticsSort, type StatisticsSortKey } from '@portal/contract';

/** Alphabetical, the first column; the export gets the same key and order. */
export const DEFAULT_SORT: StatisticsSort = { key: 'name', order: 'asc' };

/** A click on a column: the same column flips; another starts from A–Я for names and from the largest for numbers. */
export function nextSort(current: StatisticsSort, key: StatisticsSortKey): StatisticsSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'name' ? 'asc' : 'desc' };
}

/** The number formats of a language (33,3 and 1 234 in Russian; 33.3 and 1,234 in English), made once. */
const formats = new Map<string, { percent: Intl.NumberFormat; count: Intl.NumberFormat }>();
function formatsOf(language: string) {
  let found = formats.get(language);
  if (!found) {
    found = {
      percent: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      count: new Intl.NumberFormat(language),
    };
    formats.set(language, found);
  }
  return found;
}

/** A share with one decimal, in the interface's language (a component passes its useLanguage()). */
export const formatPercent = (value: number, language: string = i18n.language) =>
  formatsOf(language).percent.format(value);
export const formatCount = (value: number, language: string = i18n.language) => formatsOf(language).count.format(value);

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
