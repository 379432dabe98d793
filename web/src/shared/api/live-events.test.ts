import { describe, expect, it, vi } from 'vitest';
import { connectLiveEvents } from './live-events';

/** A response whose body is these chunks, then (when `open`) stays open until the request is aborted. */
function streamResponse(chunks: string[], { open = false, signal }: { open?: boolean; signal?: AbortSignal } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
      else signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

type Answer = (init: RequestInit) => Response | Promise<Response>;

/** A fetch that gives the queued answers in turn, then an open, silent stream. */
function fakeFetch(answers: Answer[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
    const next = answers.shift();
    if (next) return next(init ?? {});
    return streamResponse([': connected\n\n'], { open: true, signal: init?.signal ?? undefined });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('connectLiveEvents', () => {
  it(
    'sends the token in the Authorization header (never ' + 'the URL) and hands typed events to their handlers',
    async () => {
      const { fn, calls } = fakeFetch([
        // One event split across chunks, a heartbeat comment, an unknown type, a malformed payload.
        ({ signal }) =>
          streamResponse(
            [
              ': connected\n\nid: 5\nevent: ready\ndata: {}\n\n',
              'id: 6\nevent: ticket.mes',
              'sage\ndata: {"ticket_id":',
              '12}\n\n: ping\n\n',
              'id: 7\nevent: something.new\ndata: {}\n\n',
              'id: 8\nevent: ticket.updated\ndata: {"ticket_id":"x"}\n\n',
            ],
            { open: true, signal: signal ?? undefined },
          ),
      ]);
      const live = connectLiveEvents({ getToken: () => 'tok', fetch: fn, sleep: async () => {} });
      const messages: unknown[] = [];
      const updates: unknown[] = [];
      live.on('ticket.message', (p) => messages.push(p));
      live.on('ticket.updated', (p) => updates.push(p));
      await until(() => live.lastEventId === '8');
      live.close();
      expect(calls[0]).toEqual({
        url: '/api/events',
        headers: { Accept: 'text/event-stream', Authorization: 'Bearer tok' },
      });
      expect(messages).toEqual([{ ticket_id: 12 }]);
      expect(updates).toEqual([]);
    },
  );

  it('reconnects with Last-Event-ID after the stream ends, and then tells its listeners to refetch', async () => {
    const { fn, calls } = fakeFetch([
      () => streamResponse(['id: 10\nevent: ready\ndata: {}\n\n', 'id: 11\nevent: tickets.unread\ndata: {}\n\n']),
      () =>
        streamResponse(['id: 12\nevent: ticket.message\ndata: {"ticket_id":3}\n\nid: 12\nevent: ready\ndata: {}\n\n']),
    ]);
    const live = connectLiveEvents({ getToken: () => 'tok', fetch: fn, sleep: async () => {} });
    const seen: string[] = [];
    const reconnected = vi.fn();
    live.on('tickets.unread', () => seen.push('unread'));
    live.on('ticket.message', (p) => seen.push(`message ${p.ticket_id}`));
    live.onReconnect(reconnected);
    await until(() => calls.length >= 3);
    live.close();
    expect(calls[1]!.headers['Last-Event-ID']).toBe('11');
    expect(calls[2]!.headers['Last-Event-ID']).toBe('12');
    expect(seen).toEqual(['unread', 'message 3']);
    // Once per reopened stream, never for the first one.
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('asks from the highest id it got; hands on the replay’s overlap once, nothing from before it began', async () => {
    const { fn, calls } = fakeFetch([
      // 12 committed before 11: they came in that order.
      () =>
        streamResponse([
          'id: 10\nevent: ready\ndata: {}\n\n',
          'id: 12\nevent: ticket.message\ndata: {"ticket_id":1}\n\n',
          'id: 11\nevent: ticket.message\ndata: {"ticket_id":2}\n\n',
        ]),
      // The replay from 12 reaches back: 9 (before this tab's stream began), 11 and 12 again, then 13.
      () =>
        streamResponse([
          'id: 9\nevent: ticket.message\ndata: {"ticket_id":9}\n\n',
          'id: 11\nevent: ticket.message\ndata: {"ticket_id":2}\n\n',
          'id: 12\nevent: ticket.message\ndata: {"ticket_id":1}\n\n',
          'id: 13\nevent: ticket.message\ndata: {"ticket_id":3}\n\n',
          'id: 13\nevent: ready\ndata: {}\n\n',
        ]),
    ]);
    const live = connectLiveEvents({ getToken: () => 'tok', fetch: fn, sleep: async () => {} });
    const tickets: number[] = [];
    live.on('ticket.message', (p) => tickets.push(p.ticket_id));
    await until(() => calls.length >= 3);
    live.close();
    expect(calls[1]!.headers['Last-Event-ID']).toBe('12');
    expect(calls[2]!.headers['Last-Event-ID']).toBe('13');
    expect(tickets).toEqual([1, 2, 3]);
  });

  it('waits longer after each failure (network error, 5xx), and starts over once a stream opened', async () => {
    const { fn, calls } = fakeFetch([
      () => Promise.reject(new TypeError('network')),
      () => new Response('{}', { status: 502, headers: { 'content-type': 'application/json' } }),
      () => streamResponse(['id: 1\nevent: ready\ndata: {}\n\n']),
      () => Promise.reject(new TypeError('network')),
    ]);
    const pauses: number[] = [];
    const live = connectLiveEvents({
      getToken: () => 'tok',
      fetch: fn,
      backoff: (n) => n * 1000,
      sleep: async (ms) => void pauses.push(ms),
    });
    await until(() => calls.length >= 5);
    live.close();
    expect(pauses.slice(0, 4)).toEqual([1000, 2000, 250, 1000]);
  });

  it('stops when the server refuses the session (401) or the user signed out', async () => {
    const refused = fakeFetch([
      () => new Response('{"success":false}', { status: 401, headers: { 'content-type': 'application/json' } }),
    ]);
    connectLiveEvents({ getToken: () => 'tok', fetch: refused.fn, sleep: async () => {} });
    await new Promise((r) => setTimeout(r, 50));
    expect(refused.calls).toHaveLength(1);

    const signedOut = fakeFetch([]);
    connectLiveEvents({ getToken: () => null, fetch: signedOut.fn, sleep: async () => {} });
    await new Promise((r) => setTimeout(r, 50));
    expect(signedOut.calls).toHaveLength(0);
  });

  it('close() ends the open stream and does not reconnect', async () => {
    const { fn, calls } = fakeFetch([]);
    const live = connectLiveEvents({ getToken: () => 'tok', fetch: fn, sleep: async () => {} });
    await until(() => calls.length === 1);
    live.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(1);
  });
});
