import { Box } from '@mantine/core';
import { ReportsList } from '../../../shared/ui/ReportsList';
import { useNotificationReports } from '../api';

/** The tab «Отчет» (001 §2): the notification's reports of its recipients. */
export function NotificationReports({ notificationId }: { notificationId: number }) {
  return (
    <Box maw={820}>
      <ReportsList {...useNotificationReports(notificationId)} />
    </Box>
  );
}
