import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, openPglite, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Both start as
 * copies of the run's migrated template (global-setup.ts).
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    if (template) return openPglite(null, new Blob([readFileSync(template)]));
    const database = await openPglite(null);
    await database.migrate();
    return database;
  }
  const template = inject('postgresTemplate');
  const copy = await createPostgresDatabase(url, 'portal_test', template || undefined);
  const database = connectPostgres(copy.url, 5);
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await dropPostgresDatabase(url, copy.name);
    },
  };
}

/**
 * Puts the run's migrated embedded database into `dir`, for a process test's tool or server to
 * open: as if it had created and migrated it (PGlite's initdb and the migrations take seconds).
 */
export async function migratedPgliteDir(dir: string): Promise<void> {
  const template = inject('pgliteTemplate');
  const database = await openPglite(dir, template ? new Blob([readFileSync(template)]) : undefined);
  if (!template) await database.migrate();
  await database.close();
}

/** A new database with nothing in it, not even the migrations, on the PostgreSQL server of `serverUrl`. */
export async function emptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { name, url } = await createPostgresDatabase(serverUrl, 'portal_test');
  return { url, drop: () => dropPostgresDatabase(serverUrl, name) };
}

/** Creates a database of a random name beginning with `prefix`, empty or a copy of `template`. */
export async function createPostgresDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { name, url: target.toString() };
}

export const dropPostgresDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, `drop database if exists ${name} with (force)`);

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
