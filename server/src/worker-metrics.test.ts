import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config';
import type { Database } from './db/client';
import { freshDatabase } from './test/database';
import { testConfig } from './test/app';
import { freePort, killServers, spawnServer } from './test/spawn-server';
import { waitFor } from './test/wait';
import { buildWorkerMetrics } from './worker-metrics';

/** The job worker's /api/metrics (WORKER_METRICS_PORT): the servers' rule, and nothing else on its port. */
const TOKEN = 'worker-metrics-token-0123456789';
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  killServers();
  await database.close();
});

async function metricsOf(overrides: Partial<Config>) {
  const app = await buildWorkerMetrics({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

describe("the job worker's metrics listener", () => {
  it('answers the process and its database pool to loopback, and serves nothing of the API', async () => {
    const app = await metricsOf({});
    try {
      const res = await app.inject({ url: '/api/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.body).toContain('process_resident_memory_bytes');
      expect(res.body).toContain('nodejs_eventloop_lag_seconds');
      if (database.kind === 'postgres') expect(res.body).toContain('portal_db_pool_max_connections');
      for (const url of ['/api/health', '/api/accounts', '/']) {
        const other = await app.inject({ url });
        expect(other.statusCode, url).toBe(404);
        expect(other.json()).toMatchObject({ success: false });
      }
      expect((await app.inject({ method: 'POST', url: '/api/login', payload: {} })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses another machine without METRICS_TOKEN (401) and answers it with the token', async () => {
    const app = await metricsOf({ metricsToken: TOKEN });
    try {
      const refused = await app.inject({ url: '/api/metrics', remoteAddress: '10.1.2.3' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      const allowed = await app.inject({
        url: '/api/metrics',
        remoteAddress: '10.1.2.3',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY and no METRICS_ALLOW answers nobody without the token (403), as the servers', async () => {
    const app = await metricsOf({ trustProxy: 1 });
    try {
      expect((await app.inject({ url: '/api/metrics' })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'npm run worker serves it on WORKER_METRICS_PORT (PostgreSQL)',
    async () => {
      if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const port = await freePort();
      const worker = spawnServer('worker', 0, { DATABASE_URL: database.driver.url, WORKER_METRICS_PORT: String(port) });
      const res = await waitFor(
        () =>
          fetch(`http://127.0.0.1:${port}/api/metrics`).then(
            (r) => (r.ok ? r : null),
            () => null,
          ),
        { timeout: 60_000, interval: 200, what: "the worker's metrics" },
      );
      const text = await res.text();
      expect(text).toContain('portal_db_pool_connections');
      expect(text).toContain('process_cpu_seconds_total');
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    },
    90_000,
  );
});
