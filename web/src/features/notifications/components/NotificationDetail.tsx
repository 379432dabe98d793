import { Modal, Text, Typography } from '@mantine/core';
import type { InboxNotification } from '@portal/contract';
import { formatDateTime } from '../../../shared/lib/dates';
import { notificationStrings } from '../strings';

interface NotificationDetailProps {
  notification: InboxNotification | null;
  onClose: () => void;
}

/** One notification in full. Its HTML was sanitised by the server before it was stored (README decision 6). */
export function NotificationDetail({ notification, onClose }: NotificationDetailProps) {
  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title={notification?.name}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': notificationStrings.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      zIndex={400}
    >
      {notification && (
        <>
          {notification.sent_at && (
            <Text size="sm" c="dimmed" mb="sm" component="time" dateTime={notification.sent_at} display="block">
              {formatDateTime(notification.sent_at)}
            </Text>
          )}
          <Typography dangerouslySetInnerHTML={{ __html: notification.content }} />
        </>
      )}
    </Modal>
  );
}
