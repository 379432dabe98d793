import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { UPDATE_REPORT_SUCCESS, type UpdateReport } from '@portal/contract';
import { IconAlertTriangle, IconCalendarTime, IconCircleCheck } from '@tabler/icons-react';
import { formatNumericDateTime } from '../../../shared/lib/dates';
import { useText } from '../i18n';
import classes from './UpdateReportCard.module.css';

/** One import run: its name, when it ran, Обновлено or Не обновлено with the exception text (001 §2, §8). */
export function UpdateReportCard({ report }: { report: UpdateReport }) {
  const t = useText();
  const updated = report.status === UPDATE_REPORT_SUCCESS;
  const titleId = `update-report-${report.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-failed={!updated || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {report.name}
          </Text>
          <Badge
            color={updated ? 'green' : 'red'}
            variant="light"
            size="lg"
            radius="sm"
            tt="none"
            leftSection={
              updated ? <IconCircleCheck size={16} aria-hidden /> : <IconAlertTriangle size={16} aria-hidden />
            }
          >
            {updated ? t('updateReports.updated') : t('updateReports.notUpdated')}
          </Badge>
        </Group>
        <Group gap={6} c="dimmed">
          <IconCalendarTime size={16} aria-hidden />
          <Text size="sm">
            {t('updateReports.updatedAt')}:{' '}
            <time dateTime={report.created_at}>{formatNumericDateTime(report.created_at)}</time>
          </Text>
        </Group>
        {!updated && report.exception && (
          <Box component="pre" className={classes.exception} aria-label={t('updateReports.error')}>
            {report.exception}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
