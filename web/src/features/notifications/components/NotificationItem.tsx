import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { InboxNotification } from '@portal/contract';
import { formatDateTime } from '../../../shared/lib/dates';
import { useText } from '../i18n';
import classes from './NotificationItem.module.css';

interface NotificationItemProps {
  notification: InboxNotification;
  onOpen: (notification: InboxNotification) => void;
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const t = useText();
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={!notification.is_read || undefined}
      onClick={() => onOpen(notification)}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {!notification.is_read && <Box className={classes.dot} mt={7} aria-label={t('unreadMark')} role="img" />}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" lineClamp={2}>
            {notification.name}
          </Text>
          <Text size="sm" c="dark.4" lineClamp={3}>
            {notification.short_content}
          </Text>
          {notification.sent_at && (
            <Text size="xs" c="dimmed" mt={4} component="time" dateTime={notification.sent_at}>
              {formatDateTime(notification.sent_at)}
            </Text>
          )}
        </Box>
      </Group>
    </UnstyledButton>
  );
}
