import type { FileResult, ThreadMessage, ThreadMessageBody } from '@portal/contract';
import { useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { textKey, textToHtml } from './message-html';
import { text } from './i18n';

/** A message of this tab on its way to the server, or one that did not get there. */
export interface OutgoingMessage {
  key: string;
  html: string;
  files: FileResult[];
  state: 'sending' | 'failed';
  /** Why it failed: the network notice (000 §8), or the server's refusal. */
  error: string | null;
  /** The newest message of the thread when it was first sent: a delivered copy would come after it. */
  after: number;
}

/** How a thread's messages are sent and read again: the feature's calls and cache. */
export interface ThreadTransport {
  /** The messages as the cache holds them now. */
  messages: readonly ThreadMessage[];
  /** This tab's side: 1 the opener, 3 the answering side. */
  side: 1 | 3;
  /** Sends a message (and puts the answer into the cache). */
  post: (body: ThreadMessageBody) => Promise<ThreadMessage>;
  /** Asks the server for the thread's messages again. */
  fetchMessages: () => Promise<readonly ThreadMessage[]>;
  /** Puts a message found delivered after all into the cache. */
  arrived: (message: ThreadMessage) => void;
}

const lastId = (messages: readonly ThreadMessage[]) => messages.reduce((max, m) => Math.max(max, m.id), 0);
const sameFiles = (a: readonly FileResult[], b: readonly FileResult[]) =>
  a
    .map((f) => f.uuid)
    .sort()
    .join() ===
  b
    .map((f) => f.uuid)
    .sort()
    .join();

let nextKey = 0;

/**
 * The messages this tab sends in a thread. A send shows at once (sending…); delivered, the
 * server's message takes its place. One that fails stays in the thread with its text and files,
 * the notice «Ваше сообщение не отправилось…» and retry and delete (000 §2, §8). A retry first
 * asks the server whether the message arrived after all (a lost answer), so a message is
 * delivered once however often it is retried.
 */
export function useOutbox(transport: ThreadTransport) {
  const [items, setItems] = useState<OutgoingMessage[]>([]);
  // A retry in flight per message: a second click while one runs does nothing.
  const inFlight = useRef(new Set<string>());

  const patch = (key: string, change: Partial<OutgoingMessage>) =>
    setItems((list) => list.map((m) => (m.key === key ? { ...m, ...change } : m)));
  const drop = (key: string) => setItems((list) => list.filter((m) => m.key !== key));

  async function deliver(item: OutgoingMessage) {
    if (inFlight.current.has(item.key)) return;
    inFlight.current.add(item.key);
    patch(item.key, { state: 'sending', error: null });
    try {
      await transport.post({ message: item.html, files: item.files.map((f) => f.uuid) });
      drop(item.key);
    } catch (cause) {
      const network = !isApiError(cause) || cause.kind === 'network';
      patch(item.key, { state: 'failed', error: network ? text('failed') : cause.message });
    } finally {
      inFlight.current.delete(item.key);
    }
  }

  /** Did the server take it after all? Its answer may have been lost on the way back. */
  async function arrived(item: OutgoingMessage): Promise<ThreadMessage | null> {
    const fresh = await transport.fetchMessages();
    const key = textKey(item.html);
    return (
      fresh.find(
        (m) =>
          m.id > item.after &&
          m.author.user_type_id === transport.side &&
          textKey(m.message) === key &&
          sameFiles(m.files, item.files),
      ) ?? null
    );
  }

  return {
    items,
    send(text: string, files: FileResult[]) {
      const item: OutgoingMessage = {
        key: `out-${++nextKey}`,
        html: textToHtml(text),
        files,
        state: 'sending',
        error: null,
        after: lastId(transport.messages),
      };
      setItems((list) => [...list, item]);
      void deliver(item);
    },
    async retry(key: string) {
      const item = items.find((m) => m.key === key);
      if (!item || inFlight.current.has(key)) return;
      inFlight.current.add(key);
      patch(key, { state: 'sending', error: null });
      let found: ThreadMessage | null;
      try {
        found = await arrived(item);
      } catch {
        patch(key, { state: 'failed', error: text('failed') });
        inFlight.current.delete(key);
        return;
      }
      inFlight.current.delete(key);
      if (found) {
        transport.arrived(found);
        drop(key);
      } else await deliver(item);
    },
    remove: drop,
  };
}
