import { Skeleton, Stack } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { pageParam, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PagePagination } from '../../../shared/ui/PagePagination';
import { useUpdateReports } from '../api';
import { useText } from '../i18n';
import { ImportUpload } from './ImportUpload';
import { UpdateReportCard } from './UpdateReportCard';

const reportParams: UrlParams<{ page: number }> = { page: pageParam };

/** The page in the address, so that a reload or the back button keeps it. */
function usePageParam(): [number, (page: number) => void] {
  const [{ page }, setUrl] = useUrlState(reportParams);
  const setPage = (next: number) => {
    setUrl({ page: next });
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

/**
 * Отчеты обновлений (001 §2): the import from the browser (issue 16 §7), then a card per run of the import, a page at a
 * time.
 */
export function UpdateReportsPage() {
  return (
    <Stack gap="lg" maw={880}>
      <ImportUpload />
      <UpdateReportList />
    </Stack>
  );
}

function UpdateReportList() {
  const t = useText();
  const [page, setPage] = usePageParam();
  const reports = useUpdateReports(page);

  if (reports.isPending) {
    return (
      <Stack gap="sm" maw={880} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (reports.isError) {
    return (
      <Stack maw={880}>
        <ErrorState message={t('updateReports.loadFailed')} onRetry={() => void reports.refetch()} />
      </Stack>
    );
  }
  if (reports.data.items.length === 0) {
    // A page past the end (an old link): back to the first page rather than «none».
    if (reports.data.meta.total > 0) return <Navigate to={{ search: '' }} replace />;
    return (
      <EmptyState icon={<IconDatabaseOff size={40} stroke={1.4} aria-hidden />}>{t('updateReports.empty')}</EmptyState>
    );
  }

  return (
    <Stack gap="sm" maw={880} aria-busy={reports.isPlaceholderData}>
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0, opacity: reports.isPlaceholderData ? 0.6 : 1 }}
      >
        {reports.data.items.map((report) => (
          <li key={report.id}>
            <UpdateReportCard report={report} />
          </li>
        ))}
      </Stack>
      <PagePagination meta={reports.data.meta} onChange={setPage} />
    </Stack>
  );
}
