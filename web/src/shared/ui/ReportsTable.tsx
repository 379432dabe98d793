import { Button, Group, Loader, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REPORT_STATUS } from '@portal/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { JobReport } from '../api/reports';
import { formatNumericDateTime } from '../lib/dates';
import { useSharedText } from '../i18n/shared-text';

function ReportState<R extends JobReport>({ report, download }: { report: R; download: (report: R) => Promise<void> }) {
  const t = useSharedText();
  const [downloading, setDownloading] = useState(false);
  if (report.status === REPORT_STATUS.running) {
    return (
      <Group gap={6}>
        <Loader size={14} aria-hidden />
        <Text size="sm">{t('reports.creating')}</Text>
      </Group>
    );
  }
  if (report.status === REPORT_STATUS.failed) {
    return (
      <Text size="sm" c="red.9">
        {t('reports.failed')}
      </Text>
    );
  }
  const save = async () => {
    setDownloading(true);
    try {
      await download(report);
    } catch (cause) {
      notifications.show({
        color: 'red',
        title: t('messages:developerError'),
        message: cause instanceof Error ? cause.message : undefined,
      });
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
      onClick={() => void save()}
      aria-label={t('reports.downloadOf', { date: formatNumericDateTime(report.created_at) })}
    >
      {t('reports.download')}
    </Button>
  );
}

/**
 * Reports written by a job (001 §2, a notification's and a poll's; in ReportsList): the date each was asked for,
 * then «Создание...», «Ошибка» or «Скачать». The table scrolls in its own frame on a narrow screen.
 */
export function ReportsTable<R extends JobReport>({
  items,
  download,
}: {
  items: R[];
  download: (report: R) => Promise<void>;
}) {
  const t = useSharedText();
  return (
    <Table.ScrollContainer minWidth="16rem" type="native">
      <Table verticalSpacing="sm" aria-label={t('reports.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.created')}</Table.Th>
            <Table.Th>{t('reports.file')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatNumericDateTime(report.created_at)}
              </Table.Td>
              <Table.Td>
                <ReportState report={report} download={download} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
