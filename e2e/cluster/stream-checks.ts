import { expect } from './fixtures';
import type { LoadRun } from './under-load';

/**
 * The streams of the run that their instance's stop ended (every stream, when every instance stopped) reconnected
 * with Last-Event-ID (the web app's own client, web/src/shared/api/live-events.ts), and each stream got every event
 * of the ticket the database holds for it: the replay of what it missed between its connections, and nothing twice.
 */
export async function expectStreamsMissedNothing(run: LoadRun, { allReconnected }: { allReconnected: boolean }) {
  const reconnected = run.streams.filter(({ stream }) => stream.connects.length > 1);
  // nginx gave the streams, opened one after another, to the instances in turn: each held one at least.
  if (allReconnected) expect(reconnected).toHaveLength(run.streams.length);
  else expect(reconnected.length).toBeGreaterThan(0);
  for (const [n, { stream, from }] of run.streams.entries()) {
    expect(stream.connects[0]!.lastEventId).toBeNull();
    for (const again of stream.connects.slice(1)) expect(again.lastEventId, `stream ${n}`).toMatch(/^\d+$/);
    const published = await run.published(from);
    await expect
      .poll(() => stream.messages.filter((id) => id === run.ticketId).length, {
        message: `stream ${n} got every event of the ticket`,
        timeout: 15_000,
      })
      .toBe(published);
  }
}
