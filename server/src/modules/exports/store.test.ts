import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { storedObjects } from '../../db/schema';
import { freshDatabase } from '../../test/database';
import { exportStore, type ExportStore } from './store';

/** The export store in both places FILES_STORE names: the database (any server reads it) and DATA_DIR/exports. */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-exports-'));
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const writeText = (text: string) => async (into: Writable) => {
  into.write(text.slice(0, 3));
  into.end(text.slice(3));
};
async function text(stream: Readable): Promise<string> {
  let all = '';
  for await (const part of stream) all += (part as Buffer).toString();
  return all;
}

/** Makes a kept export an hour and a minute old, as each store tells its age. */
const ageOf: Record<'database' | 'fs', (token: string) => Promise<void>> = {
  database: async (token) => {
    await database.db.execute(
      sql`update ${storedObjects} set created_at = now() - interval '61 minutes' where key = ${`${token}.xlsx`}`,
    );
  },
  fs: async (token) => {
    const old = new Date(Date.now() - 61 * 60_000);
    utimesSync(join(dataDir, 'exports', `${token}.xlsx`), old, old);
  },
};

describe.each(['database', 'fs'] as const)('the export store in %s', (filesStore) => {
  let store: ExportStore;
  beforeAll(() => {
    store = exportStore({ filesStore, dataDir }, database);
  });

  it('keeps what the writer writes under an unguessable token, for an hour, then prunes it', async () => {
    const token = await store.save('xlsx', writeText('таблица'));
    expect(token).toMatch(/^[a-f0-9]{32}$/);
    const file = await store.open(token, 'xlsx');
    expect(file?.size).toBe(Buffer.byteLength('таблица'));
    expect(await text(file!.stream)).toBe('таблица');
    expect(await store.open(token, 'csv')).toBeNull();
    expect(await store.open('0'.repeat(32), 'xlsx')).toBeNull();
    expect(await store.open('../secrets/file-links', 'key')).toBeNull();

    const fresh = await store.save('xlsx', writeText('новая'));
    await ageOf[filesStore](token);
    expect(await store.open(token, 'xlsx')).toBeNull();
    expect(await store.prune()).toBe(1);
    expect(await text((await store.open(fresh, 'xlsx'))!.stream)).toBe('новая');
  });

  it('keeps nothing when the writer fails', async () => {
    const before = await kept();
    await expect(
      store.save('xlsx', async (into) => {
        into.write('половина');
        throw new Error('the table could not be read');
      }),
    ).rejects.toThrow('the table could not be read');
    expect(await kept()).toEqual(before);
  });

  /** What the store holds: its files, or its objects in the database (named or not). */
  async function kept() {
    if (filesStore === 'fs') return existsSync(join(dataDir, 'exports')) ? readdirSync(join(dataDir, 'exports')) : [];
    return queryRows(database.db, sql`select key from ${storedObjects} where store = 'exports' order by id`);
  }
});
