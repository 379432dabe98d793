import { ActionIcon } from '@mantine/core';
import { BellWithCount } from './BellWithCount';

/** The header bell with the unread count. */
export function NotificationBell({ onClick }: { onClick: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      radius="xl"
      aria-haspopup="dialog"
      onClick={onClick}
      style={{ overflow: 'visible' }}
    >
      <BellWithCount size={22} />
    </ActionIcon>
  );
}
