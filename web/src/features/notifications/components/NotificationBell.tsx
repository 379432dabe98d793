import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId } from 'react';
import { notificationStrings } from '../strings';

interface NotificationBellProps {
  count: number;
  onClick: () => void;
}

/** The header bell with the unread count; screen readers hear the count as the button's description. */
export function NotificationBell({ count, onClick }: NotificationBellProps) {
  const descriptionId = useId();
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={notificationStrings.bell}
        aria-describedby={count > 0 ? descriptionId : undefined}
        aria-haspopup="dialog"
        onClick={onClick}
        style={{ overflow: 'visible' }}
      >
        <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} offset={2} color="red" inline style={{ lineHeight: 0 }}>
          <IconBell size={22} aria-hidden />
        </Indicator>
      </ActionIcon>
      {count > 0 && <VisuallyHidden id={descriptionId}>{notificationStrings.unreadCount(count)}</VisuallyHidden>}
    </>
  );
}
