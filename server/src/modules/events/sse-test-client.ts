import type { Readable } from 'node:stream';
import type { App } from '../../app';

/** One parsed server-sent event as a test reads it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A stream of `GET /api/events` opened through `app.inject` (no socket): the events read so far,
 * a wait for the next ones, and `close()` that ends it as a client going away would.
 */
export async function openStream(app: App, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const res = await app.inject({
    method: 'GET',
    url: '/api/events',
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }),
    },
    payloadAsStream: true,
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const body = res.stream() as Readable;
  body.on('error', () => undefined);
  let isEnded = false;
  body.once('end', () => (isEnded = true));
  body.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const lines = block.split('\n').filter((l) => !l.startsWith(':'));
      if (lines.length === 0) continue;
      const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
      events.push({ id: field('id'), event: field('event') ?? 'message', data: field('data') ?? '' });
      for (const w of waiters.splice(0)) w();
    }
  });
  /** Waits until `count` events (beside `ready`) came, or `ms` passed; answers them. */
  async function next(count = 1, ms = 3000): Promise<SseEvent[]> {
    const deadline = Date.now() + ms;
    const live = () => events.filter((e) => e.event !== 'ready');
    while (live().length < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
    }
    return live();
  }
  async function ready(ms = 3000) {
    const deadline = Date.now() + ms;
    while (!events.some((e) => e.event === 'ready') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    return events.find((e) => e.event === 'ready');
  }
  return { res, events, next, ready, ended: () => isEnded, close: () => controller.abort() };
}
