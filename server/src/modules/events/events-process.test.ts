import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database';
import { factories } from '../../test/factories';
import { healthy, killServers, spawnServer } from '../../test/spawn-server';
import type { Database } from '../../db/client';

/**
 * The required test: two server processes on one PostgreSQL database; an event published
 * through one reaches a stream held on the other (LISTEN/NOTIFY). Skipped without TEST_DATABASE_URL.
 */
const pg = process.env.TEST_DATABASE_URL;
let database: Database | null = null;

afterAll(async () => {
  killServers();
  await database?.close();
});

/** Reads server-sent events from a fetch body until `want` holds (or the time is up). */
async function readUntil(body: ReadableStream<Uint8Array>, want: (text: string) => boolean, ms: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!want(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now()))),
    ]);
    if (chunk === null || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe.skipIf(!pg)('live events across server processes', () => {
  it('an event published through one server reaches a stream held on another, and only its user’s', async () => {
    database = await freshDatabase();
    if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const f = factories(database.db);
    const alice = await f.user('alice@test.local');
    const bob = await f.user('bob@test.local');
    const aliceToken = await f.session(alice.id, { key: 'student', id: (await f.student(alice.id)).id });
    const bobToken = await f.session(bob.id, { key: 'student', id: (await f.student(bob.id)).id });

    const env = { DATABASE_URL: database.driver.url };
    const one = spawnServer('fixture', 3446, env);
    const two = spawnServer('fixture', 3447, env);
    await Promise.all([healthy(one), healthy(two)]);

    const open = (token: string) => {
      const controller = new AbortController();
      return {
        controller,
        response: fetch(`${two.base}/api/events`, {
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        }),
      };
    };
    const aliceStream = open(aliceToken);
    const bobStream = open(bobToken);
    const [aliceRes, bobRes] = await Promise.all([aliceStream.response, bobStream.response]);
    expect(aliceRes.status).toBe(200);
    expect(aliceRes.headers.get('content-type')).toContain('text/event-stream');
    expect(await readUntil(aliceRes.body!, (t) => t.includes('event: ready'), 5000)).toContain('event: ready');
    expect(await readUntil(bobRes.body!, (t) => t.includes('event: ready'), 5000)).toContain('event: ready');

    const published = await fetch(`${one.base}/fixture/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userIds: [alice.id], type: 'ticket.message', payload: { ticket_id: 5 } }),
    });
    expect(published.status).toBe(200);
    const { ids } = (await published.json()) as { ids: number[] };

    const received = await readUntil(aliceRes.body!, (t) => t.includes('ticket.message'), 5000);
    expect(received).toContain(`id: ${ids[0]}\nevent: ticket.message\ndata: {"ticket_id":5}\n\n`);
    // Bob's own event, published after Alice's, is the first to reach Bob: hers did not.
    const toBob = await fetch(`${one.base}/fixture/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userIds: [bob.id], type: 'tickets.unread', payload: {} }),
    });
    const [bobsId] = ((await toBob.json()) as { ids: number[] }).ids;
    const bobs = await readUntil(bobRes.body!, (t) => t.includes('tickets.unread'), 5000);
    expect(bobs).toContain(`id: ${bobsId}\nevent: tickets.unread\ndata: {}\n\n`);
    expect(bobs).not.toContain('ticket.message');

    aliceStream.controller.abort();
    bobStream.controller.abort();
    // Both servers stop cleanly (no stream keeps them open).
    one.child.kill('SIGTERM');
    two.child.kill('SIGTERM');
    expect(await one.exited).toBe(0);
    expect(await two.exited).toBe(0);
  }, 120_000);
});
