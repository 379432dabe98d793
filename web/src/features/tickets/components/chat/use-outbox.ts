import { TICKET_AUTHOR, type FileResult, type Ticket, type TicketMessage } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { ticketKeys, ticketOptions, usePostMessage, withMessage } from '../../api';
import { chatStrings } from '../../strings';
import { textKey, textToHtml } from './message-html';

/** A message of this tab on its way to the server, or one that did not get there. */
export interface OutgoingMessage {
  key: string;
  html: string;
  files: FileResult[];
  state: 'sending' | 'failed';
  /** Why it failed: the network notice (000 §8), or the server's refusal. */
  error: string | null;
  /** The newest message of the dialog when it was first sent: a delivered copy would come after it. */
  after: number;
}

type Side = 'user' | 'admin';

const lastId = (ticket: Ticket) => ticket.messages.reduce((max, m) => Math.max(max, m.id), 0);
const sameFiles = (a: readonly FileResult[], b: readonly FileResult[]) => a.map((f) => f.uuid).sort().join() === b.map((f) => f.uuid).sort().join();

let nextKey = 0;

/**
 * The messages this tab sends in a ticket's dialog. A send shows at once (sending…); delivered,
 * the server's message takes its place. One that fails stays in the dialog with its text and
 * files, the notice «Ваше сообщение не отправилось…» and retry and delete (000 §2, §8). A retry
 * first asks the server whether the message arrived after all (a lost answer), so a message is
 * delivered once however often it is retried.
 */
export function useOutbox(ticket: Ticket, side: Side) {
  const queryClient = useQueryClient();
  const post = usePostMessage(ticket.id);
  const [items, setItems] = useState<OutgoingMessage[]>([]);
  // A retry in flight per message: a second click while one runs does nothing.
  const inFlight = useRef(new Set<string>());

  const patch = (key: string, change: Partial<OutgoingMessage>) => setItems((list) => list.map((m) => (m.key === key ? { ...m, ...change } : m)));
  const drop = (key: string) => setItems((list) => list.filter((m) => m.key !== key));

  async function deliver(item: OutgoingMessage) {
    if (inFlight.current.has(item.key)) return;
    inFlight.current.add(item.key);
    patch(item.key, { state: 'sending', error: null });
    try {
      await post.mutateAsync({ message: item.html, files: item.files.map((f) => f.uuid) });
      drop(item.key);
    } catch (cause) {
      const network = !isApiError(cause) || cause.kind === 'network';
      patch(item.key, { state: 'failed', error: network ? chatStrings.failed : cause.message });
    } finally {
      inFlight.current.delete(item.key);
    }
  }

  /** Did the server take it after all? Its answer may have been lost on the way back. */
  async function arrived(item: OutgoingMessage): Promise<TicketMessage | null> {
    const fresh = await queryClient.fetchQuery({ ...ticketOptions(ticket.id), staleTime: 0 });
    const type = side === 'admin' ? TICKET_AUTHOR.admin : TICKET_AUTHOR.user;
    const key = textKey(item.html);
    return fresh.messages.find((m) => m.id > item.after && m.author.user_type_id === type && textKey(m.message) === key && sameFiles(m.files, item.files)) ?? null;
  }

  return {
    items,
    send(text: string, files: FileResult[]) {
      const item: OutgoingMessage = { key: `out-${++nextKey}`, html: textToHtml(text), files, state: 'sending', error: null, after: lastId(ticket) };
      setItems((list) => [...list, item]);
      void deliver(item);
    },
    async retry(key: string) {
      const item = items.find((m) => m.key === key);
      if (!item || inFlight.current.has(key)) return;
      inFlight.current.add(key);
      patch(key, { state: 'sending', error: null });
      let found: TicketMessage | null;
      try {
        found = await arrived(item);
      } catch {
        patch(key, { state: 'failed', error: chatStrings.failed });
        inFlight.current.delete(key);
        return;
      }
      inFlight.current.delete(key);
      if (found) {
        const message = found;
        queryClient.setQueryData<Ticket>(ticketKeys.detail(ticket.id), (t) => (t ? withMessage(t, message) : t));
        drop(key);
      } else await deliver(item);
    },
    remove: drop,
  };
}
