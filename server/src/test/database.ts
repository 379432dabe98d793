import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, openPglite, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite(null);
    await database.migrate();
    return database;
  }
  const empty = await emptyPostgresDatabase(url);
  const database = connectPostgres(empty.url, 5);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new database with nothing in it, not even the migrations, on the PostgreSQL server of `serverUrl`. */
export async function emptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
