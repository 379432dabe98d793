import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverEntry } from '../../../scripts/server-build.mjs';
import { openPglite } from '../db/client';
import { buildFixtureServer } from './compiled';
import { createPostgresDatabase, dropPostgresDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped once per run: each test file's database starts from it. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated database each test file's database is a copy of. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run, so that each test file copies it instead of creating
 * and migrating its own (PGlite's initdb and the migrations took most of a small file's time).
 */
export default async function setup(project: TestProject) {
  // The compiled servers the process tests start (test/compiled.ts): the portal's, rebuilt when
  // its sources changed, and the one with the test fixtures.
  serverEntry('main');
  await buildFixtureServer();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createPostgresDatabase(url, 'portal_template');
    const database = (await import('../db/client')).connectPostgres(template.url, 1);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteTemplate', '');
    return () => dropPostgresDatabase(url, template.name);
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const database = await openPglite(null);
  await database.migrate();
  if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.driver.client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
