import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-logins';
import { emptyPostgresDatabase } from './database';
import { freePort, healthy, killServers, spawnServer } from './spawn-server';

/**
 * Two server processes started at the same moment on one empty PostgreSQL database and one
 * DATA_DIR, as a university starts its instances: both become healthy, each migration is applied
 * once and the demo university is loaded once. Skipped without TEST_DATABASE_URL (the embedded
 * database belongs to one process).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-several-'));
let dropDatabase: (() => Promise<void>) | null = null;

afterAll(async () => {
  killServers();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)('several servers on one database', () => {
  it('start together on an empty database: both healthy, migrations and the demo applied once', async () => {
    const database = await emptyPostgresDatabase(serverUrl!);
    dropDatabase = database.drop;
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      DEMO_STUDENTS: '60',
      DEMO_EMPLOYEES: '20',
    };
    const [portOne, portTwo] = [await freePort(), await freePort()];
    const servers = [spawnServer('main', portOne, env), spawnServer('main', portTwo, env)];
    await Promise.all(servers.map((s) => healthy(s, 120)));
    for (const s of servers) expect((await fetch(`${s.base}/api/health`)).status).toBe(200);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const migrations = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      const files = readdirSync(join(import.meta.dirname, '../../drizzle')).filter((f) => f.endsWith('.sql'));
      expect(migrations.rows).toHaveLength(files.length);
      expect(new Set(migrations.rows.map((r) => r.hash)).size).toBe(files.length);
      const demo = await client.query<{ n: string }>('select count(*) as n from users where email = $1', [
        DEMO_LOGINS.student,
      ]);
      expect(Number(demo.rows[0]!.n)).toBe(1);
    } finally {
      await client.end();
    }
    const loaded = servers.filter((s) => s.output().includes('demo data: loaded in'));
    expect(loaded).toHaveLength(1);

    // Both sign the demo student in: one university, one set of sessions.
    for (const s of servers) {
      const res = await fetch(`${s.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: DEMO_LOGINS.student, password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(200);
    }
  }, 180_000);
});
