import { List, Text } from '@mantine/core';
import type { Ticket } from '@portal/contract';
import type { JSX } from 'react';

/** The text of a message's (sanitised) HTML. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * PLACEHOLDER for the desk's branch: the shared ticket chat is built on the user side's branch
 * (T1), which owns this file; at the merge its file replaces this one. Here: the messages' text in
 * a plain list, so that the ticket page compiles and its tests can read a message.
 */
export function TicketChat({ ticket }: { ticket: Ticket; side: 'user' | 'admin' }): JSX.Element {
  return (
    <List listStyleType="none" spacing="sm">
      {ticket.messages.map((message) => (
        <List.Item key={message.id}>
          <Text size="sm" c="dimmed">
            {message.author.name}, {message.created_at}
          </Text>
          <Text>{textOf(message.message)}</Text>
        </List.Item>
      ))}
    </List>
  );
}
