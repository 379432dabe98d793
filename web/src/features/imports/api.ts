import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MAX_IMPORT_BYTES, importEndpoints, type AccountImportKind } from '@portal/contract';
import { api } from '../../shared/api/client';
import { uploadTo } from '../../shared/api/upload';
import { text } from './i18n';

export const updateReportKeys = {
  all: ['imports', 'update-reports'] as const,
  page: (page: number) => ['imports', 'update-reports', page] as const,
  run: (id: number) => ['imports', 'run', id] as const,
};

/** GET /api/account/admin/report/update?page (001 §7): a page of reports and its meta. */
export const updateReportsOptions = (page: number) =>
  queryOptions({
    queryKey: updateReportKeys.page(page),
    queryFn: ({ signal }) => api(importEndpoints.updateReports, { query: { page } }, { signal }),
  });

export const useUpdateReports = (page: number) =>
  useQuery({ ...updateReportsOptions(page), placeholderData: keepPreviousData });

export interface ImportUploadInput {
  kind: AccountImportKind;
  file: File;
  dryRun: boolean;
  /** A full file: the people of its kind missing from it have left (issue 33). */
  full: boolean;
}

/** POST /api/account/admin/import: a dry run (its counts or row problems) or an apply (its run, queued). */
export const useImportUpload = () =>
  useMutation({
    mutationFn: ({ kind, file, dryRun, full }: ImportUploadInput) =>
      uploadTo(importEndpoints.upload, file, {
        fields: { kind, dry_run: dryRun ? '1' : '0', missing: full ? 'deactivate' : 'keep' },
        maxBytes: MAX_IMPORT_BYTES,
        tooLarge: text('upload.tooLarge'),
      }),
  });

/** How often the screen asks about a run until it ends. */
const RUN_POLL_MS = 1000;

/** GET /api/account/admin/import/:id, asked again every second while the run is queued or running. */
export const importRunOptions = (id: number) =>
  queryOptions({
    queryKey: updateReportKeys.run(id),
    queryFn: ({ signal }) => api(importEndpoints.run, { params: { id } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : RUN_POLL_MS,
  });

export const useImportRun = (id: number | null) => useQuery({ ...importRunOptions(id ?? 0), enabled: id !== null });
