import { sortStatistics, type ExportLink, type InstituteStatistics, type StatisticsSortKey } from '@portal/contract';
import type { Db } from '../../db/client';
import { t } from '../../i18n';
import { batchCalls } from '../../lib/batch-calls';
import { versionedCache } from '../../lib/versioned-cache';
import type { ExportStore } from '../exports';
import { countedStudents, countSignedIn, type CountedStudents } from './counted-students';
import { writeStatisticsXlsx } from './export';
import { statisticsRepository } from './repository';
import { signInDays } from './sign-in-days';
import { toTree } from './table';

export function statisticsService(db: Db, store: ExportStore) {
  const repo = statisticsRepository(db);
  const days = signInDays(repo);
  const directories = versionedCache<CountedStudents>(1);
  // A range's table is kept while neither the directory nor the sign-ins of its days change: sign-ins
  // land on today, so a range that ended before is kept until the structure changes or the prune.
  const tables = versionedCache<InstituteStatistics[]>(500);
  // The calls that come together ask for their stamps in one statement.
  let calls = 0;
  const stampOf = batchCalls(repo.stamps, { maxBatch: 100, concurrency: 2, keyOf: () => ++calls });
  const table = async (start: string, end: string): Promise<InstituteStatistics[]> => {
    const { structure, key } = await stampOf({ start, end });
    return tables.get(structure, key, async () => {
      const [students, signedIn] = await Promise.all([
        directories.get(structure, '', async () => countedStudents(await repo.structure())),
        days.usersSignedIn(start, end),
      ]);
      return toTree(countSignedIn(students, signedIn));
    });
  };
  return {
    table,

    /** Writes the table into an xlsx kept by the export store and answers its link. */
    async export(
      start: string,
      end: string,
      key: StatisticsSortKey = 'name',
      order: 'asc' | 'desc' = key === 'name' ? 'asc' : 'desc',
    ): Promise<ExportLink> {
      const data = sortStatistics(await table(start, end), { key, order });
      const token = await store.save('xlsx', (into) => writeStatisticsXlsx(into, data, start, end));
      const name = t('statistics:fileName', { start, end });
      return { url: `/api/exports/${token}/${encodeURIComponent(name)}`, name };
    },
  };
}
export type StatisticsService = ReturnType<typeof statisticsService>;
