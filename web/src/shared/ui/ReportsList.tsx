import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import type { PaginationMeta } from '@portal/contract';
import { IconAlertCircle, IconFileOff, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobReport } from '../api/reports';
import { useSharedText } from '../i18n/shared-text';
import { PagedResults } from './PagedResults';
import { ReportsTable } from './ReportsTable';

/** «Список обновлён» stays this long (001 §9). */
const REFRESHED_MS = 3000;

interface ReportsListProps<R extends JobReport> {
  /** A page of the reports (asked again by itself while one is written: `refetchWhileWriting`). */
  reports: UseQueryResult<{ items: R[]; meta: PaginationMeta }>;
  /** «Создать отчет». */
  create: Pick<UseMutationResult<unknown, Error, void>, 'mutate' | 'isPending' | 'isError'>;
  onPage: (page: number) => void;
  download: (report: R) => Promise<void>;
}

/**
 * Every list of reports a job writes (001 §2: a notification's tab «Отчет», a poll's reports and a
 * worksheet's answers): «Создать отчет», «Обновить» and «Список обновлён» for 3 s; the reports with
 * their dates, «Создание...» while one is made, then «Скачать»; «Отчетов нет».
 */
export function ReportsList<R extends JobReport>({ reports, create, onPage, download }: ReportsListProps<R>) {
  const t = useSharedText();
  const [refreshed, setRefreshed] = useState(false);
  const hideRefreshed = useTimeout(() => setRefreshed(false), REFRESHED_MS);

  const refresh = async () => {
    const answer = await reports.refetch();
    if (answer.isSuccess) {
      setRefreshed(true);
      hideRefreshed.clear();
      hideRefreshed.start();
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          {t('reports.create')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={reports.isRefetching}
          onClick={() => void refresh()}
        >
          {t('reports.refresh')}
        </Button>
        <Text size="sm" c="green.9" role="status">
          {refreshed ? t('reports.refreshed') : ''}
        </Text>
      </Group>
      {create.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {t('messages:developerError')}
        </Alert>
      )}
      <PagedResults
        list={reports}
        empty={t('reports.empty')}
        emptyIcon={IconFileOff}
        failed={t('messages:developerError')}
        loading={{ rows: 3, height: 36 }}
        onPage={onPage}
        scrollToTop={false}
      >
        {(items) => <ReportsTable items={items} download={download} />}
      </PagedResults>
    </Stack>
  );
}
