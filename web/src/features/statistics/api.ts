import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { exportLink, statisticsResult } from '@portal/contract';
import { apiCall } from '../../shared/api/client';
import { downloadFile } from '../../shared/lib/download';
import type { DayRange } from './date-range';
import type { StatisticsSort } from './statistics-model';

export const statisticsKeys = {
  all: ['statistics'] as const,
  range: (range: DayRange) => ['statistics', range.start, range.end] as const,
};

const rangeQuery = (range: DayRange) => new URLSearchParams({ start_login: range.start, end_login: range.end });

/** GET /api/account/admin/statistics: the institutes of `result[0].data` (000 §7). */
export const statisticsOptions = (range: DayRange) =>
  queryOptions({
    queryKey: statisticsKeys.range(range),
    queryFn: ({ signal }) => apiCall(`/api/account/admin/statistics?${rangeQuery(range)}`, statisticsResult, { signal }),
    select: (result) => result[0]?.data ?? [],
  });

/** The statistics of a range; the previous range's rows stay on screen while the next one loads. */
export const useStatistics = (range: DayRange) => useQuery({ ...statisticsOptions(range), placeholderData: keepPreviousData });

/** Asks for the spreadsheet of the range in the table's order, then saves it. */
export function useExportStatistics() {
  return useMutation({
    mutationFn: ({ range, sort }: { range: DayRange; sort: StatisticsSort }) => {
      const query = rangeQuery(range);
      query.set('key', sort.key);
      query.set('order', sort.order);
      return apiCall(`/api/account/admin/statistics/export?${query}`, exportLink);
    },
    onSuccess: (link) => downloadFile(link.url, link.name),
  });
}
