import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../session/token';
import { useLiveEvent, useLiveEventStream } from './live-events-hooks';

afterEach(() => vi.unstubAllGlobals());

/** A fetch whose n-th stream is given by `bodies[n]` (then held open until aborted). */
function streamingFetch(bodies: string[][]) {
  const calls: Record<string, string>[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push({ ...(init.headers as Record<string, string>) });
    const chunks = bodies.shift();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks ?? [': connected\n\n']) controller.enqueue(encoder.encode(c));
        // The first streams end (a server restart); the last stays open until aborted.
        if (bodies.length > 0) controller.close();
        else init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch, calls };
}

function Screen({ seen }: { seen: number[] }) {
  useLiveEvent('ticket.message', (p) => seen.push(p.ticket_id));
  return null;
}
function Shell({ children }: { children: React.ReactNode }) {
  useLiveEventStream();
  return <>{children}</>;
}

describe('useLiveEventStream and useLiveEvent', () => {
  it('hand a screen its events, refetch the shown queries after a reconnect, and stop with the shell', async () => {
    setToken('tok');
    const { fetch, calls } = streamingFetch([
      ['id: 1\nevent: ready\ndata: {}\n\nid: 2\nevent: ticket.message\ndata: {"ticket_id":4}\n\n'],
      ['id: 3\nevent: ticket.message\ndata: {"ticket_id":5}\n\nid: 3\nevent: ready\ndata: {}\n\n'],
    ]);
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const seen: number[] = [];
    const view = render(
      <QueryClientProvider client={client}>
        <Shell>
          <Screen seen={seen} />
        </Shell>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(seen).toEqual([4, 5]), { timeout: 3000 });
    expect(seen).toEqual([4, 5]);
    expect(calls[1]!['Last-Event-ID']).toBe('2');
    expect(invalidate).toHaveBeenCalledTimes(1);

    act(() => view.unmount());
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.length).toBe(2);
  });
});
