import { sortStatistics, type ExportLink, type InstituteStatistics, type StatisticsSortKey } from '@portal/contract';
import type { Db } from '../../db/client';
import type { ExportStore } from '../exports/store';
import { writeStatisticsXlsx } from './export';
import { statisticsRepository } from './repository';
import { statisticsStrings } from './strings';
import { toTree } from './table';

export function statisticsService(db: Db, store: ExportStore, timeZone: string) {
  const repo = statisticsRepository(db);
  const table = async (start: string, end: string): Promise<InstituteStatistics[]> => toTree(await repo.perKafedra(start, end, timeZone));
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
