import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { queryRows } from '../../db/client';
import { publish } from './publish';
import { pruneLiveEvents } from './routes';
import { openStream } from './sse-test-client';

const ctx = useTestApp();

async function signedIn(email: string) {
  const f = factories(ctx.database.db);
  const user = await f.user(email);
  const student = await f.student(user.id);
  const token = await f.session(user.id, { key: 'student', id: student.id });
  return { userId: user.id, token };
}

describe('GET /api/events', () => {
  it('refuses a caller without a token (401, the envelope) and never reads a token from the URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errors: { token: [expect.any(String)] } });
    const { token } = await signedIn('url-token@test.local');
    const inUrl = await ctx.app.inject({ method: 'GET', url: `/api/events?token=${token}` });
    expect(inUrl.statusCode).toBe(401);
  });

  it('streams text/event-stream, starting with a ready event, and an event reaches only its user', async () => {
    const a = await signedIn('a@test.local');
    const b = await signedIn('b@test.local');
    const streamA = await openStream(ctx.app, a.token);
    const streamB = await openStream(ctx.app, b.token);
    try {
      expect(streamA.res.statusCode).toBe(200);
      expect(streamA.res.headers['content-type']).toContain('text/event-stream');
      expect(await streamA.ready()).toBeDefined();
      expect(await streamB.ready()).toBeDefined();

      await publish(ctx.database.db, { userIds: [a.userId], type: 'ticket.message', payload: { ticket_id: 7 } });
      const got = await streamA.next(1);
      expect(got).toEqual([{ id: expect.stringMatching(/^\d+$/), event: 'ticket.message', data: '{"ticket_id":7}' }]);
      // B's own event, published later, is the first B gets: A's did not reach B before it.
      const [toB] = await publish(ctx.database.db, { userIds: [b.userId], type: 'tickets.unread', payload: {} });
      expect(await streamB.next(1)).toEqual([{ id: String(toB), event: 'tickets.unread', data: '{}' }]);
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  it('replays what a reconnect with Last-Event-ID missed and the minute before it (the client drops it)', async () => {
    const a = await signedIn('replay@test.local');
    const first = await openStream(ctx.app, a.token);
    const ready = await first.ready();
    await publish(ctx.database.db, { userIds: [a.userId], type: 'ticket.updated', payload: { ticket_id: 1 } });
    const [seen] = await first.next(1);
    first.close();
    expect(Number(seen!.id)).toBeGreaterThan(Number(ready!.id));

    // While no stream is open: two more.
    await publish(ctx.database.db, { userIds: [a.userId], type: 'ticket.updated', payload: { ticket_id: 2 } });
    await publish(ctx.database.db, { userIds: [a.userId], type: 'tickets.unread', payload: {} });

    const again = await openStream(ctx.app, a.token, Number(seen!.id));
    try {
      const replayed = await again.next(3);
      expect(replayed.map((e) => [e.id, e.event, e.data])).toEqual([
        [seen!.id, 'ticket.updated', '{"ticket_id":1}'],
        [expect.any(String), 'ticket.updated', '{"ticket_id":2}'],
        [expect.any(String), 'tickets.unread', '{}'],
      ]);
      const ready2 = await again.ready();
      expect(Number(ready2!.id)).toBe(Number(replayed[2]!.id));
    } finally {
      again.close();
    }
  });

  it('replays an event that committed after a newer one the client had (a smaller id), not older ones', async () => {
    const a = await signedIn('late@test.local');
    const [old] = await publish(ctx.database.db, {
      userIds: [a.userId],
      type: 'ticket.message',
      payload: { ticket_id: 1 },
    });
    await ctx.database.db.execute(
      sql`update live_events set created_at = now() - interval '5 minutes' where id = ${old}`,
    );
    const [late] = await publish(ctx.database.db, {
      userIds: [a.userId],
      type: 'ticket.message',
      payload: { ticket_id: 2 },
    });
    const [newer] = await publish(ctx.database.db, {
      userIds: [a.userId],
      type: 'ticket.message',
      payload: { ticket_id: 3 },
    });
    // The stream that ended had `newer` (it committed first), not `late`.
    const stream = await openStream(ctx.app, a.token, newer);
    try {
      const replayed = await stream.next(2);
      expect(replayed.map((e) => Number(e.id))).toEqual([late, newer]);
      expect(Number((await stream.ready())!.id)).toBe(newer);
    } finally {
      stream.close();
    }
  });

  it('never delivers an event published in a transaction that rolled back', async () => {
    const a = await signedIn('rollback@test.local');
    const stream = await openStream(ctx.app, a.token);
    try {
      await stream.ready();
      await ctx.database.db
        .transaction(async (tx) => {
          await publish(tx, { userIds: [a.userId], type: 'ticket.message', payload: { ticket_id: 99 } });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await publish(ctx.database.db, { userIds: [a.userId], type: 'ticket.message', payload: { ticket_id: 100 } });
      await publish(ctx.database.db, { userIds: [a.userId], type: 'ticket.message', payload: { ticket_id: 101 } });
      // The two published after it, in order, and nothing before or between them.
      const got = await stream.next(2);
      expect(got.map((e) => e.data)).toEqual(['{"ticket_id":100}', '{"ticket_id":101}']);
      const rows = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from live_events where user_id = ${a.userId}`,
      );
      expect(rows[0]!.n).toBe(2);
    } finally {
      stream.close();
    }
  });

  it('reaches every user of a publish too large for one NOTIFY (900 users: three notifications)', async () => {
    const first = await signedIn('many-first@test.local');
    const others = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into users (email, surname, name) select 'many-' || g || '@test.local', 'Многоев', 'Пётр' from
          generate_series(1, 898) g returning id`,
    );
    const last = await signedIn('many-last@test.local');
    const streams = [await openStream(ctx.app, first.token), await openStream(ctx.app, last.token)];
    try {
      for (const s of streams) await s.ready();
      const ids = await publish(ctx.database.db, {
        userIds: [first.userId, ...others.map((o) => o.id), last.userId],
        type: 'tickets.unread',
        payload: {},
      });
      expect(ids).toHaveLength(900);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      const [toFirst] = await streams[0]!.next(1);
      const [toLast] = await streams[1]!.next(1);
      expect(ids).toContain(Number(toFirst!.id));
      expect(ids).toContain(Number(toLast!.id));
      expect(toLast!.id).not.toBe(toFirst!.id);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('lets go of a stream whose client went away', async () => {
    const a = await signedIn('gone@test.local');
    const stream = await openStream(ctx.app, a.token);
    await stream.ready();
    const before = ctx.app.liveEvents.size;
    expect(before).toBeGreaterThan(0);
    stream.close();
    await waitFor(() => ctx.app.liveEvents.size < before, { what: 'the stream let go' });
    expect(ctx.app.liveEvents.size).toBe(before - 1);
    // A publish for a user with no open stream is still kept for a later reconnect.
    await publish(ctx.database.db, { userIds: [a.userId], type: 'ticket.message', payload: { ticket_id: 1 } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: bearer(a.token) });
    expect(res.statusCode).toBe(200);
  });

  it('holds at most 10 streams of a user: an 11th ends the oldest, which others do not feel', async () => {
    const a = await signedIn('many-tabs@test.local');
    const other = await signedIn('one-tab@test.local');
    const theirs = await openStream(ctx.app, other.token);
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      for (let i = 0; i < 11; i++) {
        const stream = await openStream(ctx.app, a.token);
        await stream.ready();
        streams.push(stream);
      }
      await waitFor(() => streams[0]!.ended(), { what: 'the oldest stream ended' });
      expect(streams.slice(1).map((s) => s.ended())).toEqual(new Array(10).fill(false));
      await publish(ctx.database.db, { userIds: [a.userId, other.userId], type: 'tickets.unread', payload: {} });
      expect(await streams[10]!.next(1)).toHaveLength(1);
      expect(await theirs.next(1)).toHaveLength(1);
    } finally {
      for (const s of streams) s.close();
      theirs.close();
    }
  });

  it('keeps events a day: the hourly job deletes older ones, and a reconnect no longer gets them', async () => {
    const a = await signedIn('prune@test.local');
    const [old] = await publish(ctx.database.db, {
      userIds: [a.userId],
      type: 'ticket.message',
      payload: { ticket_id: 1 },
    });
    const [fresh] = await publish(ctx.database.db, {
      userIds: [a.userId],
      type: 'ticket.message',
      payload: { ticket_id: 2 },
    });
    await ctx.database.db.execute(
      sql`update live_events set created_at = now() - interval '25 hours' where id = ${old}`,
    );
    expect(ctx.app.jobs.definitions.map((d) => d.name)).toContain('events.prune');
    const log = { info: () => undefined } as never;
    await pruneLiveEvents.handler(
      {},
      { db: ctx.database.db, log, job: { id: 'test', retryCount: 0 }, signal: new AbortController().signal },
    );
    const stream = await openStream(ctx.app, a.token, 0);
    try {
      await stream.ready();
      // One published now comes right after the replay: the old one is not in it.
      const [later] = await publish(ctx.database.db, {
        userIds: [a.userId],
        type: 'ticket.message',
        payload: { ticket_id: 3 },
      });
      const got = await stream.next(2);
      expect(got.map((e) => Number(e.id))).toEqual([fresh, later]);
    } finally {
      stream.close();
    }
  });
});
