import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { statisticsEndpoints as e } from '@portal/contract';
import { api } from '../../shared/api/client';
import { downloadFile } from '../../shared/lib/download';
import type { DayRange } from './date-range';
import type { StatisticsSort } from './statistics-model';

export const statisticsKeys = {
  all: ['statistics'] as const,
  range: (range: DayRange) => ['statistics', range.start, range.end] as const,
};

const rangeQuery = (range: DayRange) => ({ start_login: range.start, end_login: range.end });

/** GET /api/account/admin/statistics: the institutes of `result[0].data` (000 §7). */
export const statisticsOptions = (range: DayRange) =>
  queryOptions({
    queryKey: statisticsKeys.range(range),
    queryFn: ({ signal }) => api(e.table, { query: rangeQuery(range) }, { signal }),
    select: (result) => result[0]?.data ?? [],
  });

/** The statistics of a range; the previous range's rows stay on screen while the next one loads. */
export const useStatistics = (range: DayRange) =>
  useQuery({ ...statisticsOptions(range), placeholderData: keepPreviousData });

/** Asks for the spreadsheet of the range in the table's order, then saves it. */
export function useExportStatistics() {
  return useMutation({
    mutationFn: ({ range, sort }: { range: DayRange; sort: StatisticsSort }) =>
      api(e.export, { query: { ...rangeQuery(range), key: sort.key, order: sort.order } }),
    onSuccess: (link) => downloadFile(link.url, link.name),
  });
}
