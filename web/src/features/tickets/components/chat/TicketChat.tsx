import { IconHeadset } from '@tabler/icons-react';
import { TICKET_AUTHOR, TICKET_STATUS, type Ticket } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { JSX, ReactNode } from 'react';
import { useLiveEvent } from '../../../../shared/api/live-events-hooks';
import { ThreadChat } from '../../../../shared/threads/ThreadChat';
import { refreshTicketLists, ticketOptions, usePostMessage, withMessage } from '../../api';
import { useText } from '../../i18n';

/** Whether a ticket is closed: status 3, whose name the dialog shows as «Закрыт» (000 §2, §4). */
export const isClosed = (ticket: Ticket) => ticket.status.id === TICKET_STATUS.closed;

/**
 * A ticket's dialog, the same for its author and for the desk (000 §2 «User support dialog»): the
 * thread's chat, sending through POST /api/tickets/{id}/message and following the ticket's live
 * events; «Обращение закрыто» when the ticket is closed.
 */
export function TicketChat({
  ticket,
  side,
  closedAction,
}: {
  ticket: Ticket;
  side: 'user' | 'admin';
  /** Under «Обращение закрыто»: the author's way to a new ticket naming this one. */
  closedAction?: ReactNode;
}): JSX.Element {
  const t = useText();
  const queryClient = useQueryClient();
  const post = usePostMessage(ticket.id);

  // A new message or a change of this ticket (from the other side, or another tab): ask again.
  const refresh = ({ ticket_id }: { ticket_id: number }) => {
    if (ticket_id !== ticket.id) return;
    void queryClient.invalidateQueries({ queryKey: ticketOptions(ticket.id).queryKey });
    void refreshTicketLists(queryClient);
  };
  useLiveEvent('ticket.message', refresh);
  useLiveEvent('ticket.updated', refresh);

  return (
    <ThreadChat
      closedNotice={isClosed(ticket) ? t('chat.closed') : null}
      closedAction={closedAction}
      // What is new to this side: support's answer the author has not replied to, a ticket the desk has not read.
      unread={side === 'admin' ? !ticket.is_read : ticket.status.id === TICKET_STATUS.waitingUser}
      answeringIcon={<IconHeadset size={20} stroke={1.6} />}
      transport={{
        messages: ticket.messages,
        side: side === 'admin' ? TICKET_AUTHOR.admin : TICKET_AUTHOR.user,
        post: (body) => post.mutateAsync(body),
        fetchMessages: async () =>
          (await queryClient.fetchQuery({ ...ticketOptions(ticket.id), staleTime: 0 })).messages,
        arrived: (message) =>
          queryClient.setQueryData(ticketOptions(ticket.id).queryKey, (cached) =>
            cached ? withMessage(cached, message) : cached,
          ),
      }}
    />
  );
}
