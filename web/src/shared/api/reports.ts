import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { REPORT_STATUS, type Endpoint, type EndpointInput, type JsonEndpoint, type Page } from '@portal/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from './client';
import { apiDownload } from './download';

/** A report as every list of them has it (001 §3): 1 while it is written, 2 failed, otherwise ready. */
export interface JobReport {
  id: number;
  created_at: string;
  status: number;
}

/** The calls of one owner's reports (a notification's, a poll's), as the contract defines them. */
export interface ReportEndpoints<R extends JobReport> {
  list: JsonEndpoint & { paged: true; result: z.ZodType<R> };
  create: JsonEndpoint & { result: z.ZodType<R> };
  download: Endpoint & { file: string };
}

/**
 * A list of reports a job writes asks again every 3 s while one of them is being written
 * (`refetchInterval`); «Обновить» stays for the impatient.
 */
export const refetchWhileWriting = (query: { state: { data?: { items: readonly { status: number }[] } } }) =>
  query.state.data?.items.some((r) => r.status === REPORT_STATUS.running) ? 3000 : false;

/**
 * An owner's reports for `ReportsList`: its pages (the page kept here), «Создать отчет» (the list
 * is asked again after it) and the download. `key` is the owner's query key, `id` the path's `:id`.
 */
export function useReports<R extends JobReport>(key: QueryKey, e: ReportEndpoints<R>, id: number | string) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const reports = useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) =>
      api(e.list, { params: { id }, query: { page } } as EndpointInput<typeof e.list>, { signal }) as Promise<Page<R>>,
    placeholderData: keepPreviousData,
    refetchInterval: refetchWhileWriting,
  });
  const create = useMutation({
    mutationFn: () => api(e.create, { params: { id } } as EndpointInput<typeof e.create>),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const download = (report: R) =>
    apiDownload(
      e.download,
      { params: { id, reportId: report.id } } as EndpointInput<typeof e.download>,
      `report-${report.id}.xlsx`,
    );
  return { reports, create, onPage: setPage, download };
}
