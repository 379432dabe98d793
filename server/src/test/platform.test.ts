import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, useTestApp } from './app';
import { waitFor } from './wait';

describe('the platform', () => {
  const ctx = useTestApp();

  it('answers health with the database reachable', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: { status: 'ok', database: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("keeps a client's X-Request-Id only when short and plain, and makes its own otherwise", async () => {
    const idOf = async (id: string) =>
      (await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': id } })).headers['x-request-id'];
    for (const plain of ['abc-123', 'req_2026.11.27-0001', 'A'.repeat(64), '0d9f6c1e-7c1a-4d7e-9a52-3b9b7f0e1c2d']) {
      expect(await idOf(plain)).toBe(plain);
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const odd of ['A'.repeat(65), 'two words', 'line\r\nSet-Cookie: x=1', 'line\n', '<script>', 'id;drop', 'ид']) {
      const id = await idOf(odd);
      expect(id, JSON.stringify(odd)).toMatch(uuid);
    }
  });

  it('serves OpenAPI generated from the contract at /api/docs', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/notifications/my', '/api/account/admin/user/{id}/token']),
    );
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'remember',
    );
  });

  it('answers an unknown API path with the envelope 404', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Не найдено' });
  });

  it('refuses to start an API route that names no rule of the policy', async () => {
    const app = await buildApp({ config: testConfig(), database: ctx.database });
    // An operationId, so that the OpenAPI check (docs.ts) lets it through to the policy's.
    expect(() =>
      app.get('/api/unruled', { schema: { operationId: 'unruled' }, config: { access: 'public' } }, async () => 'x'),
    ).toThrow('names no rule of the policy');
    expect(() => app.get('/api/unruled-too', { schema: { operationId: 'unruledToo' } }, async () => 'x')).toThrow(
      'names no rule of the policy',
    );
    await app.close();
  });

  it('tells the web app its public settings', async () => {
    const res = await ctx.app.inject({ url: '/api/config' });
    expect(res.json().result).toMatchObject({ student_site_url: '', student_site_mobile_url: '' });
  });
});

describe('maintenance mode', () => {
  const ctx = useTestApp({ maintenance: true });

  it('flags every API answer but health', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'a@b.c', password: 'x' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      maintenance: true,
      message: 'Ведутся технические работы. Попробуйте позже.',
    });
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the error handler', () => {
  it('answers an unexpected failure with a Russian message and no internals', async () => {
    const { default: Fastify } = await import('fastify');
    const { errorsPlugin } = await import('../plugins/errors');
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Произошла ошибка, повторите попытку позже.' });
    expect(res.body).not.toMatch(/users|SELECT|at /);
    await app.close();
  });
});

describe('health without a database', () => {
  it('answers 503 in Russian when the database does not answer', async () => {
    const { freshDatabase } = await import('./database');
    const { buildApp } = await import('../app');
    const { testConfig } = await import('./app');
    const database = await freshDatabase();
    const app = await buildApp({ config: testConfig(), database });
    await database.close();
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'База данных недоступна' });
    await app.close();
    // It migrates a database of its own: more than the default 30 s on a busy machine.
  }, 120_000);
});

describe('health with a database that does not answer in time', () => {
  const ctx = useTestApp();

  it('answers 503 in Russian after its 2 s while every connection is held, 200 again once they are free', async () => {
    // Transactions that wait: the embedded database's one connection, or every one of the pool.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const connections = ctx.database.pool?.().max ?? 1;
    let holding = 0;
    const held = Array.from({ length: connections }, () =>
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding++;
        await released;
      }),
    );
    await waitFor(() => holding === connections, { what: 'every connection held' });
    const started = Date.now();
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'База данных недоступна' });
    // It waited for the database rather than giving up at once: a lower bound, which a slow machine
    // cannot break; how long it may take at most is the test's timeout, not an assertion.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    release();
    await Promise.all(held);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }, 20_000);
});

describe('settings', () => {
  it('resolve relative paths from the project root, whatever the working directory', async () => {
    const { loadConfig } = await import('../config');
    const { resolve } = await import('node:path');
    const root = resolve(import.meta.dirname, '../../..');
    expect(loadConfig({}).dataDir).toBe(resolve(root, 'data'));
    expect(loadConfig({ DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
    expect(loadConfig({}).webDist).toBe(resolve(root, 'web/dist'));
  });

  it('reject a malformed value instead of guessing', async () => {
    const { loadConfig } = await import('../config');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Неверные настройки окружения — PORT/);
    expect(loadConfig({ DEMO_DATA: '0', MAINTENANCE_MODE: '1' })).toMatchObject({
      demo: { enabled: false },
      maintenance: true,
    });
  });
});
