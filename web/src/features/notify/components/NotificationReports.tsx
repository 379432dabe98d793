import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { notifyEndpoints } from '@portal/contract';
import { IconFileOff, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { apiDownload } from '../../../shared/api/download';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { ReportsTable } from '../../../shared/ui/ReportsTable';
import { useCreateReport, useNotificationReports } from '../api';
import { useText } from '../i18n';

/** «Список обновлён» stays this long (001 §9). */
const REFRESHED_MS = 3000;

/**
 * The tab «Отчет» (001 §2): the reports with their dates, «Создание...» while one is made, then
 * «Скачать»; «Создать отчет», «Обновить» and «Список обновлён» for 3 s; «Отчетов нет».
 */
export function NotificationReports({ notificationId }: { notificationId: number }) {
  const t = useText();
  const [page, setPage] = useState(1);
  const reports = useNotificationReports(notificationId, page);
  const create = useCreateReport(notificationId);
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
    <Stack gap="md" maw={820}>
      <Group gap="sm">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          {t('shared:reports.create')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={reports.isRefetching}
          onClick={() => void refresh()}
        >
          {t('shared:reports.refresh')}
        </Button>
        <Text size="sm" c="green.9" role="status">
          {refreshed ? t('shared:reports.refreshed') : ''}
        </Text>
      </Group>
      {create.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('failed')}
        </Alert>
      )}
      <PagedResults
        list={reports}
        empty={t('shared:reports.empty')}
        emptyIcon={IconFileOff}
        failed={t('failed')}
        loading={{ rows: 3, height: 36 }}
        onPage={setPage}
        scrollToTop={false}
      >
        {(items) => (
          <ReportsTable
            items={items}
            download={(report) =>
              apiDownload(
                notifyEndpoints.downloadReport,
                { params: { id: notificationId, reportId: report.id } },
                `report-${report.id}.xlsx`,
              )
            }
          />
        )}
      </PagedResults>
    </Stack>
  );
}
