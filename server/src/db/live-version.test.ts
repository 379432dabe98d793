import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/database';
import { queryRows, type Database } from './client';
import { LiveVersion } from './live-version';
import { PgListener } from './listener';

/** The channel migration 0026's trigger NOTIFYs (the timetable module follows it as TIMETABLE_VERSION_CHANNEL). */
const TIMETABLE_VERSION_CHANNEL = 'timetable_version';

let database: Database;
let listener: PgListener;
let reads = 0;
let version: LiveVersion;
const read = async () => {
  reads++;
  const [row] = await queryRows<{ version: string }>(database.db, sql`select version from timetable_version`);
  return Number(row!.version);
};

beforeAll(async () => {
  database = await freshDatabase();
  listener = new PgListener(database, pino({ level: 'silent' }));
  version = new LiveVersion(listener, TIMETABLE_VERSION_CHANNEL, read);
  await listener.start();
});
afterAll(async () => {
  await listener.stop();
  await database.close();
});

describe('a version kept in memory between its NOTIFYs (migration 0026)', () => {
  it('asks the database once, then follows the changes it is told of', async () => {
    const first = await version.current();
    expect(await version.current()).toBe(first);
    expect(reads).toBe(1);

    // One statement of a transaction bumps it once; the number arrives at commit.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into rooms (name) values ('Т-101')`);
      await tx.execute(sql`update rooms set name = 'Т-102' where name = 'Т-101'`);
    });
    await expect.poll(() => version.current()).toBe(first + 2);
    expect(await read()).toBe(first + 2);
    expect(reads).toBe(2);
  });

  it('asks the database on every call while the LISTEN connection is down', async () => {
    await listener.stop();
    const before = reads;
    await version.current();
    await version.current();
    expect(reads).toBe(before + 2);
  });
});
