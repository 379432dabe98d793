import { Badge } from '@mantine/core';
import { TICKET_STATUS, type TicketListItem } from '@portal/contract';

const colorOf: Record<number, string> = {
  [TICKET_STATUS.waitingSupport]: 'orange',
  [TICKET_STATUS.waitingUser]: 'university',
  [TICKET_STATUS.closed]: 'gray',
};

/** A ticket's status by its whole name (it wraps, never cut), in the colour of whose turn it is (support's: orange). */
export function TicketStatusBadge({ status }: { status: TicketListItem['status'] }) {
  return (
    <Badge
      variant="light"
      color={colorOf[status.id] ?? 'gray'}
      radius="sm"
      styles={{
        root: { textTransform: 'none', height: 'auto', paddingBlock: 2, fontSize: 'var(--mantine-font-size-xs)', fontWeight: 600, letterSpacing: 'normal' },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.35 },
      }}
    >
      {status.name}
    </Badge>
  );
}
