import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { TICKET_AUTHOR, TICKET_STATUS, type Ticket } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, type JSX } from 'react';
import { useLiveEvent } from '../../../../shared/api/live-events-hooks';
import { fullName } from '../../../../shared/lib/names';
import { useCurrentUser } from '../../../../shared/session/session-context';
import { refreshTicketLists, ticketKeys } from '../../api';
import { groupByDay } from '../../message-groups';
import { chatStrings } from '../../strings';
import { ChatBox } from './ChatBox';
import { ChatMessage } from './ChatMessage';
import { useOutbox } from './use-outbox';

/** Whether a ticket is closed: status 3, whose name the dialog shows as «Закрыт» (000 §2, §4). */
export const isClosed = (ticket: Ticket) => ticket.status.id === TICKET_STATUS.closed;

/**
 * A ticket's dialog, the same for its author and for the desk (000 §2 «User support dialog»): the
 * messages by day, this tab's messages on their way (or failed, with retry and delete), and the
 * chat box, or «Обращение закрыто» when the ticket is closed. It sends through
 * POST /api/tickets/{id}/message itself and follows the ticket's live events.
 */
export function TicketChat({ ticket, side }: { ticket: Ticket; side: 'user' | 'admin' }): JSX.Element {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const outbox = useOutbox(ticket, side);
  const closed = isClosed(ticket);

  // A new message or a change of this ticket (from the other side, or another tab): ask again.
  const refresh = ({ ticket_id }: { ticket_id: number }) => {
    if (ticket_id !== ticket.id) return;
    void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticket.id) });
    void refreshTicketLists(queryClient);
  };
  useLiveEvent('ticket.message', refresh);
  useLiveEvent('ticket.updated', refresh);

  // A message that comes (or is sent) is brought into view; the first render leaves the page where it is.
  const end = useRef<HTMLDivElement>(null);
  const count = ticket.messages.length + outbox.items.length;
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) end.current?.scrollIntoView({ block: 'nearest' });
    previous.current = count;
  }, [count]);

  const groups = groupByDay(ticket.messages, (m) => m.created_at);
  const myName = fullName(user);
  const myType = side === 'admin' ? TICKET_AUTHOR.admin : TICKET_AUTHOR.user;

  return (
    <Stack gap="md">
      <div role="log" aria-label={chatStrings.dialog}>
        {ticket.messages.length === 0 && outbox.items.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {chatStrings.noMessages}
          </Text>
        )}
        {groups.map((group) => (
          <Fragment key={group.day || 'undated'}>
            {group.heading && (
              <Title order={3} size="sm" fw={600} c="dimmed" ta="center" my="sm">
                <time dateTime={group.day}>{group.heading}</time>
              </Title>
            )}
            <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.items.map((message) => (
                <li key={message.id}>
                  <ChatMessage
                    message={{ authorName: message.author.name, authorType: message.author.user_type_id, createdAt: message.created_at, html: message.message, files: message.files }}
                  />
                </li>
              ))}
            </Stack>
          </Fragment>
        ))}
        {outbox.items.length > 0 && (
          <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, marginTop: 'var(--mantine-spacing-sm)', padding: 0 }}>
            {outbox.items.map((item) => (
              <li key={item.key}>
                <ChatMessage
                  message={{ authorName: myName, authorType: myType, createdAt: null, html: item.html, files: item.files }}
                  outgoing={{ state: item.state, error: item.error, onRetry: () => void outbox.retry(item.key), onRemove: () => outbox.remove(item.key) }}
                />
              </li>
            ))}
          </Stack>
        )}
        <div ref={end} />
      </div>
      {closed ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title={chatStrings.closed} role="status" />
      ) : (
        <ChatBox onSend={outbox.send} />
      )}
    </Stack>
  );
}
