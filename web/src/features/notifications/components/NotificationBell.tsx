import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { notificationStrings } from '../strings';

interface NotificationBellProps {
  count: number;
  onClick: () => void;
}

/** The header bell with the unread count. */
export function NotificationBell({ count, onClick }: NotificationBellProps) {
  return (
    <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={notificationStrings.bell} aria-haspopup="dialog" onClick={onClick}>
      <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} offset={2} color="red" inline>
        <IconBell size={22} aria-hidden />
      </Indicator>
      {count > 0 && <VisuallyHidden>{notificationStrings.unreadCount(count)}</VisuallyHidden>}
    </ActionIcon>
  );
}
