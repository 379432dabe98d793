import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { connectPostgres, openPglite, queryRows, type Database } from '../../db/client';
import { migrationsFolder } from '../../paths';
import { emptyPostgresDatabase } from '../../test/database';
import { reportPayload } from './job';
import { reportsRepository } from './repository';

/** The migration that made the one table of reports out of `notification_reports` and `poll_reports`. */
const MIGRATION = '0031_reports';

/** A folder of the migrations before `tag` only, as the database of a university that has not upgraded yet had them. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-migrations-'));
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag: name } of entries)
    await copyFile(join(migrationsFolder, `${name}.sql`), join(folder, `${name}.sql`));
  return folder;
}

/**
 * An empty database (PGlite in memory, or a new one on TEST_DATABASE_URL's server) and how to
 * migrate it to a folder.
 */
async function emptyDatabase(): Promise<{ database: Database; migrateWith(folder: string): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite(null);
    const client = database.driver.kind === 'pglite' ? database.driver.client : null;
    return { database, migrateWith: (folder) => migratePglite(drizzlePglite(client!), { migrationsFolder: folder }) };
  }
  const empty = await emptyPostgresDatabase(url);
  const database = connectPostgres(empty.url, 2);
  return {
    database: {
      ...database,
      async close() {
        await database.close();
        await empty.drop();
      },
    },
    async migrateWith(folder) {
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: folder });
      } finally {
        await client.end();
      }
    },
  };
}

let database: Database;
let folder: string;

beforeAll(async () => {
  folder = await migrationsBefore(MIGRATION);
  const empty = await emptyDatabase();
  database = empty.database;
  await empty.migrateWith(folder);
}, 240_000);
afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION} on a database that has reports`, () => {
  it(
    'moves both tables’ reports into `reports` with their ' +
      'ids, owners and files, drops them, numbers new ones after',
    async () => {
      const db = database.db;
      const [user] = await queryRows<{ id: number }>(
        db,
        sql`insert into users (email, surname, name) values ('m@test.local', 'Менеджеров', 'Марк') returning id`,
      );
      const [notification] = await queryRows<{ id: number }>(
        db,
        sql`insert into notifications (name, content, short_content, status, created_by)
          values ('Отправленное', '<p>Текст</p>', 'Текст', 'sent', ${user!.id}) returning id`,
      );
      const [poll] = await queryRows<{ id: number }>(
        db,
        sql`insert into polls (name, status, created_by) values ('Опрос', 'open', ${user!.id}) returning id`,
      );
      const at = (s: string) => new Date(s).toISOString();
      // The old tables numbered their reports each from 1: the notification's 1 and the poll's 1 are two reports.
      await db.execute(sql`insert into notification_reports (id, notification_id, created_by, status, file_hash,
        file_size, created_at, finished_at) values
      (1, ${notification!.id}, ${user!.id}, 3, 'aa11', 1200, ${at('2026-03-01T09:00:00Z')},
      ${at('2026-03-01T09:00:05Z')}),
      (2, ${notification!.id}, null, 1, null, null, ${at('2026-03-02T09:00:00Z')}, null)`);
      await db.execute(sql`insert into poll_reports (id, poll_id, created_by, status, file_hash, file_size, created_at,
        finished_at) values
      (1, ${poll!.id}, ${user!.id}, 2, null, null, ${at('2026-03-03T09:00:00Z')}, ${at('2026-03-03T09:00:01Z')}),
      (5, ${poll!.id}, ${user!.id}, 3, 'bb22', 3400, ${at('2026-03-04T09:00:00Z')}, ${at('2026-03-04T09:00:09Z')})`);

      await database.migrate();

      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select kind, id, owner_id, created_by, status, file_hash, file_size, created_at, finished_at from reports
          order by kind, id`,
      );
      const time = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
      expect(rows.map((r) => ({ ...r, created_at: time(r.created_at), finished_at: time(r.finished_at) }))).toEqual([
        {
          kind: 'notification',
          id: 1,
          owner_id: notification!.id,
          created_by: user!.id,
          status: 3,
          file_hash: 'aa11',
          file_size: 1200,
          created_at: at('2026-03-01T09:00:00Z'),
          finished_at: at('2026-03-01T09:00:05Z'),
        },
        {
          kind: 'notification',
          id: 2,
          owner_id: notification!.id,
          created_by: null,
          status: 1,
          file_hash: null,
          file_size: null,
          created_at: at('2026-03-02T09:00:00Z'),
          finished_at: null,
        },
        {
          kind: 'poll',
          id: 1,
          owner_id: poll!.id,
          created_by: user!.id,
          status: 2,
          file_hash: null,
          file_size: null,
          created_at: at('2026-03-03T09:00:00Z'),
          finished_at: at('2026-03-03T09:00:01Z'),
        },
        {
          kind: 'poll',
          id: 5,
          owner_id: poll!.id,
          created_by: user!.id,
          status: 3,
          file_hash: 'bb22',
          file_size: 3400,
          created_at: at('2026-03-04T09:00:00Z'),
          finished_at: at('2026-03-04T09:00:09Z'),
        },
      ]);
      const [old] = await queryRows<{ notifications: string | null; polls: string | null }>(
        db,
        sql`select to_regclass('notification_reports')::text as notifications, to_regclass('poll_reports')::text as
          polls`,
      );
      expect(old).toEqual({ notifications: null, polls: null });

      // The links given out before name a report by its owner and id: each still finds its own.
      const repo = reportsRepository(db);
      expect(await repo.ofOwner('poll', poll!.id, 5)).toMatchObject({ fileHash: 'bb22' });
      expect(await repo.ofOwner('notification', notification!.id, 1)).toMatchObject({ fileHash: 'aa11' });
      expect(await repo.ofOwner('poll', poll!.id, 2)).toBeUndefined();
      // A new report of either kind is numbered after the highest of both.
      expect((await repo.insert('poll', poll!.id, user!.id)).id).toBe(6);
      expect((await repo.insert('notification', notification!.id, user!.id)).id).toBe(7);
    },
  );

  it('reads the payload of a report job sent before (it named the notification or the poll too)', () => {
    expect(reportPayload.parse({ report: 2, notification: 7 })).toEqual({ report: 2 });
    expect(reportPayload.parse({ report: 5, poll: 3 })).toEqual({ report: 5 });
  });
});
