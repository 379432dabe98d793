import { connectLiveEvents } from '../../web/src/shared/api/live-events';
import type { TrustingFetch } from './client';

/** Node's own fetch (an instance straight) or the one trusting nginx's certificate. */
type Fetch = typeof fetch | TrustingFetch;

/** One connection attempt of a stream: the Last-Event-ID it sent (null on the first). */
export interface Connect {
  lastEventId: string | null;
}

/**
 * A signed-in tab's live events as the web app reads them (web/src/shared/api/live-events.ts, the
 * same code): it reconnects by itself with Last-Event-ID. Records its connection attempts and the
 * tickets of the `ticket.message` events it got.
 */
export function openStream(base: string, token: string, get: Fetch) {
  const connects: Connect[] = [];
  const messages: number[] = [];
  const live = connectLiveEvents({
    getToken: () => token,
    url: `${base}/api/events`,
    fetch: ((url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      connects.push({ lastEventId: headers['Last-Event-ID'] ?? null });
      return (get as typeof fetch)(url, init);
    }) as unknown as typeof fetch,
  });
  live.on('ticket.message', ({ ticket_id }) => void messages.push(ticket_id));
  return {
    live,
    connects,
    messages,
    /** Resolves once the stream has said `ready` (its first id came). */
    async ready(timeout = 15_000) {
      const deadline = Date.now() + timeout;
      while (live.lastEventId === undefined) {
        if (Date.now() > deadline) throw new Error('the live event stream did not open');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
export type Stream = ReturnType<typeof openStream>;
