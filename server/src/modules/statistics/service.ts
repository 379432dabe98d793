import { sortStatistics, type ExportLink, type InstituteStatistics, type StatisticsSortKey } from '@portal/contract';
import type { Db } from '../../db/client';
import { batchCalls } from '../../lib/batch-calls';
import { versionedCache } from '../../lib/versioned-cache';
import type { ExportStore } from '../exports/store';
import { writeStatisticsXlsx } from './export';
import { statisticsRepository } from './repository';
import { statisticsStrings } from './strings';
import { toTree } from './table';

/** Runs at most `n` of the tasks given to it at once, the others in turn. */
function limited(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < n) running++;
    // A finished task hands its place to the next waiting one.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export function statisticsService(db: Db, store: ExportStore) {
  const repo = statisticsRepository(db);
  // A range's table is kept while neither the directory nor the sign-ins of its days change: sign-ins
  // land on today, so a range that ended before is kept until the structure changes or the prune.
  const tables = versionedCache<InstituteStatistics[]>(500);
  // Two tables computed at a time (each reads every student): the rest of the pool stays free for
  // the calls whose table is kept.
  const computing = limited(2);
  // The calls that come together ask for their stamps in one statement.
  let calls = 0;
  const stampOf = batchCalls(repo.stamps, { maxBatch: 100, concurrency: 2, keyOf: () => ++calls });
  const table = async (start: string, end: string): Promise<InstituteStatistics[]> => {
    const { structure, key } = await stampOf({ start, end });
    return tables.get(structure, key, () => computing(async () => toTree(await repo.perKafedra(start, end))));
  };
  return {
    table,

    /** Writes the table to an xlsx file and answers its link. */
    async export(start: string, end: string, key: StatisticsSortKey = 'name', order: 'asc' | 'desc' = key === 'name' ? 'asc' : 'desc'): Promise<ExportLink> {
      const data = sortStatistics(await table(start, end), { key, order });
      const file = await store.create('xlsx');
      await writeStatisticsXlsx(file.path, data, start, end);
      const name = statisticsStrings.fileName(start, end);
      return { url: `/api/exports/${file.token}/${encodeURIComponent(name)}`, name };
    },
  };
}
export type StatisticsService = ReturnType<typeof statisticsService>;
