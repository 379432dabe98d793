import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-logins';
import type { Database } from '../db/client';
import { freshDatabase } from './database';
import { freePort, healthy, killServers, spawnServer } from './spawn-server';
import { waitFor } from './wait';

/**
 * The server's side of a rolling restart behind nginx (serve.ts): after SIGTERM it drains for
 * SHUTDOWN_DRAIN_SECONDS, every answer with `Connection: close`: writes served, the API's reads
 * (health, a new event stream) 502, open streams ended; then it stops listening and exits 0. On
 * the embedded database in a folder, or with TEST_DATABASE_URL on PostgreSQL.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-drain-'));
let database: Database | null = null;

afterAll(async () => {
  killServers();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One call on a kept-alive connection of `agent`, as nginx's upstream keepalive makes them. */
function call(agent: Agent, url: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = request(
      url,
      {
        agent,
        method: init.method ?? 'GET',
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(init.token && { authorization: `Bearer ${init.token}` }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('SIGTERM with SHUTDOWN_DRAIN_SECONDS', () => {
  it('drains: writes served, reads refused for nginx to retry, each connection closed; then it stops', async () => {
    let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
    if (process.env.TEST_DATABASE_URL) {
      database = await freshDatabase();
      if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
      env = { DATABASE_URL: database.driver.url };
    }
    const server = spawnServer('main', await freePort(), {
      ...env,
      DEMO_DATA: '1',
      DEMO_STUDENTS: '60',
      DEMO_EMPLOYEES: '20',
      SHUTDOWN_DRAIN_SECONDS: '3',
    });
    await healthy(server, 120);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const signIn = await call(agent, `${server.base}/api/login`, {
      method: 'POST',
      body: { login: DEMO_LOGINS.student, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.connection).toBe('keep-alive');
    const token = (JSON.parse(signIn.body) as { result: { user_info: { api_token: string } } }).result.user_info
      .api_token;

    const stream = await fetch(`${server.base}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let streamed = '';
    while (!streamed.includes('event: ready')) streamed += (await reader.read()).value ?? '';

    server.child.kill('SIGTERM');
    // The open stream ends (its client reconnects elsewhere with Last-Event-ID).
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
    }

    // Draining: the reads (health, a new stream, the unread count) answer 502 for nginx to retry on another
    // instance (deploy/nginx.conf's proxy_next_upstream; not 503, maintenance's), a write is served.
    const health = await call(agent, `${server.base}/api/health`);
    expect(health.status).toBe(502);
    expect(JSON.parse(health.body)).toEqual({ success: false, message: 'Сервер останавливается, повторите запрос' });
    expect(health.headers.connection).toBe('close');
    const refused = await call(agent, `${server.base}/api/events`, { token });
    expect(refused.status).toBe(502);
    expect(refused.headers['retry-after']).toBe('1');
    const write = await call(agent, `${server.base}/api/notifications/my/mark-all-as-read`, {
      method: 'POST',
      body: {},
      token,
    });
    expect(write.status).toBe(200);
    expect(write.headers.connection).toBe('close');
    const read = await call(agent, `${server.base}/api/notifications/my/unread/count`, { token });
    expect(read.status).toBe(502);
    expect(read.headers.connection).toBe('close');
    const metrics = await call(agent, `${server.base}/api/metrics`);
    expect(metrics.status).toBe(200);

    // Then a connection is refused (nginx sends it to another instance), and the process ends cleanly.
    await waitFor(
      () =>
        call(agent, `${server.base}/api/health`).then(
          () => false,
          (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED',
        ),
      { timeout: 20_000, interval: 100, what: 'the port closed' },
    );
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
    agent.destroy();
  }, 180_000);
});
