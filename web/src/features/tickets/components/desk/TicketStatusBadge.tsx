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
    <Badge variant="light" color={colorOf[status.id] ?? 'gray'} radius="sm" style={{ textTransform: 'none', whiteSpace: 'normal', height: 'auto', lineHeight: 1.3, paddingBlock: 2 }}>
      {status.name}
    </Badge>
  );
}
