import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InstituteStatistics } from '@portal/contract';
import { queryRows } from '../../db/client';
import { loginEvents } from '../../db/schema';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { todayIn } from '../../lib/days';
import { syncLoginDays } from './login-days-repository';
import { pruneSignIns } from './retention-repository';

/** One group; Moscow time (UTC+3). The student of two days signed in on the 10th and the 12th. */
const ctx = useTestApp({ timeZone: 'Europe/Moscow' }, async ({ database }) => {
  const f = factories(database.db);
  await f.admin((await f.user('admin@days.local')).id);
  const group = await f.group('Д-1');
  const twoDays = await f.user('two-days@days.local', { surname: 'Двухдневный' });
  await f.student(twoDays.id, group.id);
  await f.student((await f.user('today@days.local', { surname: 'Сегодняшний' })).id, group.id);
  await database.db.insert(loginEvents).values([
    { userId: twoDays.id, accountKey: 'student', at: new Date('2026-11-10T08:00:00Z') },
    { userId: twoDays.id, accountKey: 'student', at: new Date('2026-11-12T20:59:59Z') },
  ]);
});
const admin = async () => bearer(await loginToken(ctx.app, 'admin@days.local'));
const active = async (start: string, end: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/account/admin/statistics?start_login=${start}&end_login=${end}`,
    headers: await admin(),
  });
  expect(res.statusCode).toBe(200);
  return (json(res).result[0].data as InstituteStatistics[]).reduce((sum, i) => sum + i.active, 0);
};
const daysOf = (login: string) =>
  queryRows<{ day: string }>(
    ctx.database.db,
    sql`select d.day::text as day from login_days d join users u on u.id = d.user_id where u.email = ${login} order by
        d.day`,
  );

describe('the days of sign-ins the statistics read', () => {
  it('holds one row per student and day, in the time zone', async () => {
    expect(await daysOf('two-days@days.local')).toEqual([{ day: '2026-11-10' }, { day: '2026-11-12' }]);
  });

  it('counts a student who signed in on two days of the range once', async () => {
    expect(await active('2026-11-10', '2026-11-12')).toBe(1);
    expect(await active('2026-11-11', '2026-11-11')).toBe(0);
    expect(await active('2026-11-12', '2026-11-20')).toBe(1);
  });

  it('shows a sign-in through the sign-in form at once, also in a range asked for before', async () => {
    const today = todayIn('Europe/Moscow');
    const before = await active(today, today);
    await loginToken(ctx.app, 'today@days.local');
    expect(await daysOf('today@days.local')).toEqual([{ day: today }]);
    expect(await active(today, today)).toBe(before + 1);
  });

  it('makes the days again from the records when the time zone changes', async () => {
    const db = ctx.database.db;
    expect(await syncLoginDays(db, 'Europe/Moscow')).toBe(false);
    // 20:59:59 UTC on the 12th is still the 12th in UTC; 08:00 on the 10th too.
    expect(await syncLoginDays(db, 'America/New_York')).toBe(true);
    expect(await daysOf('two-days@days.local')).toEqual([{ day: '2026-11-10' }, { day: '2026-11-12' }]);
    expect(await syncLoginDays(db, 'Asia/Tokyo')).toBe(true);
    expect(await daysOf('two-days@days.local')).toEqual([{ day: '2026-11-10' }, { day: '2026-11-13' }]);
    expect(await syncLoginDays(db, 'Europe/Moscow')).toBe(true);
    expect(await daysOf('two-days@days.local')).toEqual([{ day: '2026-11-10' }, { day: '2026-11-12' }]);
  });

  it('prunes the records older than the retention and their days, and keeps the newer ones', async () => {
    const db = ctx.database.db;
    const [user] = await queryRows<{ id: number }>(db, sql`select id from users where email = 'today@days.local'`);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await db.insert(loginEvents).values([
      { userId: user!.id, accountKey: 'student', at: daysAgo(1100) },
      { userId: user!.id, accountKey: 'student', at: daysAgo(1101) },
      { userId: user!.id, accountKey: 'student', at: daysAgo(1000) },
    ]);
    const oldDay = todayIn('Europe/Moscow', daysAgo(1100));
    const keptDay = todayIn('Europe/Moscow', daysAgo(1000));
    expect(await active(oldDay, oldDay)).toBe(1);

    // Batches of one: the loop goes on until a batch is not full.
    expect(await pruneSignIns(db, 1095, 1)).toEqual({ events: 2, days: 2 });
    const left = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from login_events where user_id = ${user!.id}`,
    );
    expect(left[0]!.n).toBe(2);
    expect((await daysOf('today@days.local')).map((d) => d.day)).toEqual([keptDay, todayIn('Europe/Moscow')]);
    expect(await active(oldDay, oldDay)).toBe(0);
    expect(await active(keptDay, keptDay)).toBe(1);
    expect(await active('2026-11-10', '2026-11-12')).toBe(1);
    expect(await pruneSignIns(db, 1095)).toEqual({ events: 0, days: 0 });
  });

  it('is pruned daily by the job statistics.prune, after LOGIN_RETENTION_DAYS (three years by default)', async () => {
    const db = ctx.database.db;
    const job = ctx.app.jobs.definitions.find((d) => d.name === 'statistics.prune')!;
    expect(job.schedule).toBe('23 4 * * *');
    const [user] = await queryRows<{ id: number }>(db, sql`select id from users where email = 'today@days.local'`);
    await db
      .insert(loginEvents)
      .values({ userId: user!.id, accountKey: 'student', at: new Date(Date.now() - 1096 * 86_400_000) });
    const count = async () =>
      (
        await queryRows<{ n: number }>(db, sql`select count(*)::int as n from login_events where user_id = ${user!.id}`)
      )[0]!.n;
    expect(await count()).toBe(3);
    await job.handler(
      {},
      { db, log: ctx.app.log, job: { id: 'test', retryCount: 0 }, signal: new AbortController().signal },
    );
    expect(await count()).toBe(2);
  });
});
