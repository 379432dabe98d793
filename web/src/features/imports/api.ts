import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { importEndpoints } from '@portal/contract';
import { api } from '../../shared/api/client';

export const updateReportKeys = {
  all: ['imports', 'update-reports'] as const,
  page: (page: number) => ['imports', 'update-reports', page] as const,
};

/** GET /api/account/admin/report/update?page (001 §7): a page of reports and its meta. */
export const updateReportsOptions = (page: number) =>
  queryOptions({
    queryKey: updateReportKeys.page(page),
    queryFn: ({ signal }) => api(importEndpoints.updateReports, { query: { page } }, { signal }),
  });

export const useUpdateReports = (page: number) => useQuery({ ...updateReportsOptions(page), placeholderData: keepPreviousData });
