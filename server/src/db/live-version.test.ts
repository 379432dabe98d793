import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/database';
import type { Database } from './client';
import { dataVersionChannel, dataVersionReader } from './data-versions';
import { LiveVersion } from './live-version';
import { PgListener } from './listener';

let database: Database;
let listener: PgListener;
let reads = 0;
let readTimetable: () => Promise<number>;
let version: LiveVersion;
const read = async () => {
  reads++;
  return readTimetable();
};

beforeAll(async () => {
  database = await freshDatabase();
  listener = new PgListener(database, pino({ level: 'silent' }));
  readTimetable = dataVersionReader(database.db, 'timetable');
  version = new LiveVersion(listener, dataVersionChannel('timetable'), read);
  await listener.start();
});
afterAll(async () => {
  await listener.stop();
  await database.close();
});

describe('a version kept in memory between its NOTIFYs (migration 0032)', () => {
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

  it('asks the database again once after `forget` (a change this instance committed)', async () => {
    const known = await version.current();
    const before = reads;
    version.forget();
    expect(await version.current()).toBe(known);
    expect(await version.current()).toBe(known);
    expect(reads).toBe(before + 1);
  });

  it('asks the database on every call while the LISTEN connection is down', async () => {
    await listener.stop();
    const before = reads;
    await version.current();
    await version.current();
    expect(reads).toBe(before + 2);
  });
});
