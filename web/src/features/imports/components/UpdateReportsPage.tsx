import { Stack } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { useUpdateReports } from '../api';
import { useText } from '../i18n';
import { ImportUpload } from './ImportUpload';
import { UpdateReportCard } from './UpdateReportCard';

const reportParams: UrlParams<{ page: number }> = { page: pageParam };

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
  // The page in the address, so that a reload or the back button keeps it.
  const [{ page }, setUrl] = useUrlState(reportParams);
  const reports = useUpdateReports(page);
  // A page past the end (an old link): to the last page rather than «none».
  usePageWithin(page, reports.isPlaceholderData ? undefined : reports.data?.meta.last_page, (last) =>
    setUrl({ page: last }, { replace: true }),
  );

  return (
    <PagedResults
      list={reports}
      empty={t('updateReports.empty')}
      emptyIcon={IconDatabaseOff}
      failed={t('updateReports.loadFailed')}
      loading={{ rows: 3, height: 96 }}
      onPage={(next) => setUrl({ page: next })}
    >
      {(items, busy) => (
        <Stack
          gap="sm"
          component="ul"
          aria-busy={busy || undefined}
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: busy ? 0.6 : 1 }}
        >
          {items.map((report) => (
            <li key={report.id}>
              <UpdateReportCard report={report} />
            </li>
          ))}
        </Stack>
      )}
    </PagedResults>
  );
}
