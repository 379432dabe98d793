import type { DbOrTx } from '../../db/client';
import { publish } from '../events';
import { deskUsers } from './repository';

/** What happened to a ticket, for whoever watches it live. */
export interface TicketChange {
  ticketId: number;
  authorUserId: number;
  /** Who did it: the author, support at the desk, or the auto-close job. */
  by: 'user' | 'desk' | 'system';
  kind: 'created' | 'message' | 'updated' | 'read' | 'auto-close' | 'closed' | 'reviewed';
}

/**
 * Tells the ticket's author and the desk's admins, inside the change's transaction (so only a
 * committed change is told): a new message, or any other change of the ticket; and the admins,
 * when the ticket became unread or read, that the list's highlight changed. The screens refetch.
 */
export async function ticketChanged(tx: DbOrTx, change: TicketChange): Promise<void> {
  const payload = { ticket_id: change.ticketId };
  const type = change.kind === 'message' || change.kind === 'created' ? 'ticket.message' : 'ticket.updated';
  await publish(tx, { userIds: [change.authorUserId], alsoUsers: deskUsers, type, payload });
  const unreadChanged =
    change.kind === 'read' || (change.by === 'user' && (change.kind === 'message' || change.kind === 'created'));
  if (unreadChanged) await publish(tx, { userIds: [], alsoUsers: deskUsers, type: 'tickets.unread', payload: {} });
}
