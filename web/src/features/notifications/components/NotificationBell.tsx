import { ActionIcon } from '@mantine/core';
import { BellWithCount } from './BellWithCount';

interface NotificationBellProps {
  count: number;
  onClick: () => void;
}

/** The header bell with the unread count. */
export function NotificationBell({ count, onClick }: NotificationBellProps) {
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      radius="xl"
      aria-haspopup="dialog"
      onClick={onClick}
      style={{ overflow: 'visible' }}
    >
      <BellWithCount count={count} size={22} />
    </ActionIcon>
  );
}
