import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Deadline, DeadlineExceeded } from '../lib/deadline';
import { freshDatabase } from '../test/database';
import { queryRows, type Database } from './client';
import { isStatementTimeout, timeLimited } from './time-limit';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rooms = async () =>
  (await queryRows<{ name: string }>(database.db, sql`select name from rooms`)).map((r) => r.name);

describe('a transaction bounded by a deadline (the import dry run, issue 30 §7)', () => {
  it('fails its first statement after the deadline, and what it wrote before is rolled back', async () => {
    const work = database.db.transaction(async (raw) => {
      const tx = await timeLimited(raw, new Deadline(100));
      await tx.execute(sql`insert into rooms (name) values ('Т-deadline')`);
      await sleep(150);
      await tx.select({ one: sql`1` }).from(sql`rooms`);
    });
    await expect(work).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(await rooms()).not.toContain('Т-deadline');
    // The connection is left as it was: no statement_timeout outside that transaction.
    const [setting] = await queryRows<{ statement_timeout: string }>(database.db, sql`show statement_timeout`);
    expect(setting?.statement_timeout).toBe('0');
  });

  it('does not begin its work when the deadline has already passed', async () => {
    const deadline = new Deadline(0);
    await expect(database.db.transaction((raw) => timeLimited(raw, deadline))).rejects.toBeInstanceOf(DeadlineExceeded);
  });

  it('works as the transaction it wraps before the deadline', async () => {
    await database.db.transaction(async (raw) => {
      const tx = await timeLimited(raw, new Deadline(60_000));
      await tx.execute(sql`insert into rooms (name) values ('Т-in-time')`);
      expect(
        await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from rooms where name = 'Т-in-time'`),
      ).toEqual([{ n: 1 }]);
    });
    expect(await rooms()).toContain('Т-in-time');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL cancels one statement still running at the deadline (statement_timeout)',
    async () => {
      const started = performance.now();
      const work = database.db.transaction(async (raw) => {
        const tx = await timeLimited(raw, new Deadline(300));
        await tx.execute(sql`select pg_sleep(30)`);
      });
      const err = await work.catch((e: unknown) => e);
      expect(isStatementTimeout(err)).toBe(true);
      expect(performance.now() - started).toBeLessThan(5000);
    },
  );
});
