import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, migratedPgliteDir } from '../test/database';
import { healthy, killServers, spawnServer, type ServerProcess } from '../test/spawn-server';
import { waitFor } from '../test/wait';
import type { Database } from '../db/client';

/**
 * A job whose server process is killed in the middle of it is done after a restart, once: the job
 * is in the database, it expires, and the next process runs it again. On the embedded database
 * (a folder, as `npm start` uses it) and, with TEST_DATABASE_URL, on PostgreSQL. The fixture
 * server (test/fixtures/server.ts) sends the job and shows its attempts.
 */
const port = 3445;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-jobs-'));
let database: Database | null = null;

afterAll(async () => {
  killServers();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Progress {
  attempts: { job_id: string; retry_count: number }[];
  done: { job_id: string }[];
  state: string | null;
}
const progress = async (server: ServerProcess, key: string) =>
  (await (await fetch(`${server.base}/fixture/jobs/slow/${key}`)).json()) as Progress;
const progressWhen = (server: ServerProcess, key: string, check: (p: Progress) => boolean, seconds: number) =>
  waitFor(
    async () => {
      const p = await progress(server, key);
      return check(p) && p;
    },
    { timeout: seconds * 1000, interval: 200, what: `job ${key}'s progress` },
  );

async function killedMidJob(env: Record<string, string>) {
  const settings = { ...env, JOBS_SUPERVISE_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' };
  const first = spawnServer('fixture', port, settings);
  await healthy(first, 120);
  const sent = await fetch(`${first.base}/fixture/jobs/slow`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'k1', firstAttemptMs: 60_000 }),
  });
  const { id } = (await sent.json()) as { id: string };
  expect(id).toEqual(expect.any(String));
  const started = await progressWhen(first, 'k1', (p) => p.attempts.length > 0, 20);
  expect(started.attempts).toEqual([{ job_id: id, retry_count: 0 }]);
  expect(started.done).toEqual([]);
  first.child.kill('SIGKILL');
  await first.exited;

  const second = spawnServer('fixture', port, settings);
  await healthy(second);
  // Completed is a final state in the queue: nothing runs it a third time after it.
  const end = await progressWhen(second, 'k1', (p) => p.done.length > 0 && p.state === 'completed', 40);
  expect(end.done).toEqual([{ job_id: id }]);
  expect(end.attempts.map((a) => a.retry_count)).toEqual([0, 1]);
  expect(end.state).toBe('completed');
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}

describe('a job left by a killed server process', () => {
  // The run on PostgreSQL (TEST_DATABASE_URL) leaves the embedded database to the run on it.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'is picked up by the next process and done exactly once (embedded database)',
    async () => {
      // The migrated template, as a folder made by a first start (test/process.test.ts starts on an empty one).
      await migratedPgliteDir(join(dataDir, 'pg'));
      await killedMidJob({ DATA_DIR: dataDir, DATABASE_URL: '' });
    },
    240_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is picked up by the next process and done exactly once (PostgreSQL)',
    async () => {
      database = await freshDatabase();
      if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
      await killedMidJob({ DATABASE_URL: database.driver.url });
    },
    120_000,
  );
});
