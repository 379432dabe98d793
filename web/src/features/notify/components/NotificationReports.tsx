import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { notifyEndpoints, REPORT_STATUS, type NotificationReport } from '@portal/contract';
import { IconDownload, IconFileOff, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { apiDownload } from '../../../shared/api/download';
import { formatNumericDateTime } from '../../../shared/lib/dates';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PagePagination } from '../../../shared/ui/PagePagination';
import { useCreateReport, useNotificationReports } from '../api';
import { notifyUiStrings } from '../strings';
import { LoadFailed } from './LoadFailed';
import { TableSkeleton } from './TableSkeleton';

const s = notifyUiStrings.reports;
/** «Список обновлён» stays this long (001 §9). */
const REFRESHED_MS = 3000;

function ReportState({ notificationId, report }: { notificationId: number; report: NotificationReport }) {
  const [downloading, setDownloading] = useState(false);
  if (report.status === REPORT_STATUS.running) {
    return (
      <Group gap={6}>
        <Loader size={14} aria-hidden />
        <Text size="sm">{s.creating}</Text>
      </Group>
    );
  }
  if (report.status === REPORT_STATUS.failed) {
    return (
      <Text size="sm" c="red.9">
        {s.failed}
      </Text>
    );
  }
  const download = async () => {
    setDownloading(true);
    try {
      await apiDownload(notifyEndpoints.downloadReport, { params: { id: notificationId, reportId: report.id } }, `report-${report.id}.xlsx`);
    } catch (cause) {
      notifications.show({ color: 'red', title: notifyUiStrings.failed, message: cause instanceof Error ? cause.message : undefined });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
      aria-label={s.downloadOf(formatNumericDateTime(report.created_at))}
    >
      {s.download}
    </Button>
  );
}

/**
 * The tab «Отчет» (001 §2): the reports with their dates, «Создание...» while one is made, then
 * «Скачать»; «Создать отчет», «Обновить» and «Список обновлён» for 3 s; «Отчетов нет».
 */
export function NotificationReports({ notificationId }: { notificationId: number }) {
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
        <Button leftSection={<IconPlus size={18} aria-hidden />} loading={create.isPending} onClick={() => create.mutate()}>
          {s.create}
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} loading={reports.isRefetching} onClick={() => void refresh()}>
          {s.refresh}
        </Button>
        <Text size="sm" c="green.9" role="status">
          {refreshed ? s.refreshed : ''}
        </Text>
      </Group>
      {create.isError && (
        <Alert color="red" variant="light" role="alert">
          {notifyUiStrings.failed}
        </Alert>
      )}
      {reports.isPending ? (
        <TableSkeleton rows={3} />
      ) : reports.isError ? (
        <LoadFailed onRetry={() => void reports.refetch()} />
      ) : reports.data.items.length === 0 ? (
        <EmptyState icon={<IconFileOff size={32} aria-hidden />}>{s.empty}</EmptyState>
      ) : (
        <>
          <Table.ScrollContainer minWidth="16rem" type="native">
          <Table verticalSpacing="sm" aria-label={s.caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{notifyUiStrings.columns.created}</Table.Th>
                <Table.Th>{notifyUiStrings.columns.file}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.data.items.map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{formatNumericDateTime(report.created_at)}</Table.Td>
                  <Table.Td>
                    <ReportState notificationId={notificationId} report={report} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          </Table.ScrollContainer>
          <PagePagination meta={reports.data.meta} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
