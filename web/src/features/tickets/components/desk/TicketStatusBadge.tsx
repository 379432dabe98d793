import { Badge } from '@mantine/core';
import { TICKET_STATUS, type TicketListItem } from '@portal/contract';

const colorOf: Record<number, string> = {
  [TICKET_STATUS.waitingSupport]: 'orange',
  [TICKET_STATUS.waitingUser]: 'university',
  [TICKET_STATUS.closed]: 'gray',
};

/** A ticket's status as its name, in the colour of whose turn it is (support: orange). */
export function TicketStatusBadge({ status }: { status: TicketListItem['status'] }) {
  return (
    <Badge
      variant="light"
      color={colorOf[status.id] ?? 'gray'}
      radius="sm"
      // The whole name wraps in a narrow column rather than end in an ellipsis.
      styles={{
        root: { textTransform: 'none', height: 'auto', lineHeight: 1.3, paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {status.name}
    </Badge>
  );
}
