import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/database';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { queryRows, type Database } from '../../db/client';
import { PgListener } from '../../db/listener';
import { EventHub, type Subscriber } from './hub';
import { broadcast, publish } from './publish';
import { eventsRepository } from './repository';

let database: Database;
let listener: PgListener;
let hub: EventHub;
beforeAll(async () => {
  database = await freshDatabase();
  const log = pino({ level: 'silent' });
  listener = new PgListener(database, log);
  hub = new EventHub(database, listener, log, 50);
  await listener.start();
  hub.start();
});
afterAll(async () => {
  await hub.stop();
  await listener.stop();
  await database.close();
});

function subscriber(userId: number, sessionId: number) {
  const log = { pings: 0, ended: false, events: [] as number[], told: [] as string[] };
  const s: Subscriber = {
    userId,
    sessionId,
    cursor: 0,
    send: (events) => log.events.push(...events.map((e) => e.id)),
    tell: (type) => void log.told.push(type),
    ping: () => void log.pings++,
    end: () => {
      log.ended = true;
      unsubscribe();
    },
  };
  const unsubscribe = hub.subscribe(s);
  return log;
}

describe('the event hub of one server instance', () => {
  it('writes a heartbeat to every stream and ends the streams whose session ended', async () => {
    const f = factories(database.db);
    const user = await f.user('hub@test.local');
    const student = await f.student(user.id);
    await f.session(user.id, { key: 'student', id: student.id });
    const [session] = await queryRows<{ id: number }>(
      database.db,
      sql`select max(id) as id from sessions where user_id = ${user.id}`,
    );
    const [kept, gone] = [subscriber(user.id, session!.id), subscriber(user.id, 999_999)];
    // Each heartbeat pings every stream, then checks their sessions at once: the beat that ended
    // `gone` found `kept`'s session alive, and a second beat followed it.
    await waitFor(() => gone.ended && kept.pings >= 2, { what: 'two heartbeats and a session check' });
    expect(gone.pings).toBeGreaterThanOrEqual(1);
    expect(kept.ended).toBe(false);
    expect(hub.size).toBe(1);

    await publish(database.db, { userIds: [user.id], type: 'tickets.unread', payload: {} });
    await waitFor(() => kept.events.length > 0, { what: 'the event' });
    expect(kept.events).toEqual([await eventsRepository.latestId(database.db, user.id)]);
  });

  it('tells every open stream of a broadcast, with no row kept', async () => {
    const f = factories(database.db);
    const streams = [];
    for (const email of ['told-1@test.local', 'told-2@test.local']) {
      const user = await f.user(email);
      await f.session(user.id, { key: 'student', id: (await f.student(user.id)).id });
      const [session] = await queryRows<{ id: number }>(
        database.db,
        sql`select max(id) as id from sessions where user_id = ${user.id}`,
      );
      streams.push(subscriber(user.id, session!.id));
    }
    const [a, b] = streams as [ReturnType<typeof subscriber>, ReturnType<typeof subscriber>];
    await broadcast(database.db, 'university.updated');
    await waitFor(() => a.told.length > 0 && b.told.length > 0, { what: 'the broadcast on both streams' });
    expect([a.told, b.told]).toEqual([['university.updated'], ['university.updated']]);
    expect(a.events).toEqual([]);
  });

  it('refuses an event type or payload the contract does not know', async () => {
    await expect(
      publish(database.db, { userIds: [1], type: 'ticket.message', payload: { ticket_id: 'x' as unknown as number } }),
    ).rejects.toThrow();
    await expect(
      publish(database.db, { userIds: [1], type: 'no.such' as 'tickets.unread', payload: {} }),
    ).rejects.toThrow();
  });
});
