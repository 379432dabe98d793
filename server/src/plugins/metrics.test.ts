import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { loadConfig } from '../config';
import { useTestApp } from '../test/app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const tokenNeeded = 'Нужен токен мониторинга: Authorization: Bearer METRICS_TOKEN';
const refused = { success: false, message: messages.forbidden };

/** One sample's value in Prometheus's text format, or null when the series is not there. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  const ctx = useTestApp({ metricsToken: TOKEN });
  const metrics = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    ctx.app.inject({ url: '/api/metrics', headers, ...(remoteAddress && { remoteAddress }) });

  it(
    "answers Prometheus's text format from loopback: process " +
      'memory, event loop lag, requests by route pattern and status',
    async () => {
      await ctx.app.inject({ url: '/api/health' });
      await ctx.app.inject({ url: '/api/health' });
      await ctx.app.inject({ url: '/api/account/admin/students/12345' });
      await ctx.app.inject({ url: '/api/nothing-here/67890' });
      const res = await metrics();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const text = res.body;
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      expect(
        sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}'),
      ).toBe(2);
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="GET",route="/api/account/admin/students/:id",status_code="401"}',
        ),
      ).toBe(1);
      expect(
        sample(text, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}'),
      ).toBe(1);
      expect(
        sample(
          text,
          'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status_code="200"}',
        ),
      ).toBe(2);
      // Never the raw URL: its ids would make a series per id (the paths are looked for: a sample's
      // digits, a CPU time of 0.012345…, may hold the same numbers).
      expect(text).not.toContain('/12345');
      expect(text).not.toContain('/67890');
    },
  );

  it(
    'shows the database pool with PostgreSQL, nothing of ' + 'it with the embedded database (one connection, no pool)',
    async () => {
      const text = (await metrics()).body;
      if (ctx.database.kind === 'postgres') {
        expect(sample(text, 'portal_db_pool_max_connections')).toBe(5);
        expect(sample(text, 'portal_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'portal_db_pool_connections{state="busy"}')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'portal_db_pool_waiting_queries')).toBe(0);
      } else {
        expect(text).not.toContain('portal_db_pool');
      }
    },
  );

  it('refuses a caller from another machine without METRICS_TOKEN (401, the envelope), with it answers', async () => {
    const refusals = [
      await metrics({}, '10.1.2.3'),
      await metrics({ authorization: 'Bearer wrong-token' }, '10.1.2.3'),
      await metrics({ authorization: `Bearer ${TOKEN}x` }, '10.1.2.3'),
      await metrics({}, '::ffff:10.1.2.3'),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ success: false, message: tokenNeeded });
    }
    const allowed = await metrics({ authorization: `Bearer ${TOKEN}` }, '10.1.2.3');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_request_duration_seconds');
    expect((await metrics({}, '::1')).statusCode).toBe(200);
    expect((await metrics({}, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it(
    'refuses what a proxy on this machine forwards (loopback with ' +
      'X-Forwarded-For, Forwarded or X-Real-IP) without the token',
    async () => {
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const res = await metrics({ [header]: header === 'forwarded' ? 'for=203.0.113.7' : '203.0.113.7' });
        expect(res.statusCode, header).toBe(401);
        expect((await metrics({ [header]: '203.0.113.7', authorization: `Bearer ${TOKEN}` })).statusCode, header).toBe(
          200,
        );
      }
    },
  );

  it("a session's token is not the metrics token", async () => {
    const { factories } = await import('../test/factories');
    const f = factories(ctx.database.db);
    const admin = await f.user('admin-metrics@test.local');
    const token = await f.session(admin.id, { key: 'admin', id: (await f.admin(admin.id)).id });
    expect((await metrics({ authorization: `Bearer ${token}` }, '10.1.2.3')).statusCode).toBe(401);
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp({ maintenance: true });

  it('answers loopback only, and still during maintenance', async () => {
    expect((await ctx.app.inject({ url: '/api/metrics' })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      url: '/api/metrics',
      remoteAddress: '192.168.0.10',
      headers: { authorization: 'Bearer ' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
  });
});

describe('GET /api/metrics behind a reverse proxy (TRUST_PROXY=1) without METRICS_ALLOW', () => {
  const ctx = useTestApp({ trustProxy: 1 });

  it('refuses loopback: a plain nginx proxy_pass connects from it for every visitor, with no header', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await ctx.app.inject({ url: '/api/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    const forwarded = await ctx.app.inject({ url: '/api/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe('GET /api/metrics behind a reverse proxy with METRICS_ALLOW', () => {
  const ctx = useTestApp({ trustProxy: 1, metricsAllow: ['127.0.0.1', '10.20.0.0/16'] });

  it('answers the addresses listed, as the nearest proxy saw the client', async () => {
    expect((await ctx.app.inject({ url: '/api/metrics' })).statusCode).toBe(200);
    const scraper = await ctx.app.inject({ url: '/api/metrics', headers: { 'x-forwarded-for': '10.20.3.4' } });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_request_duration_seconds');
    // A visitor through the proxy, whatever it wrote into the header itself.
    for (const chain of ['203.0.113.7', '127.0.0.1, 203.0.113.7', '10.20.3.4, 203.0.113.7']) {
      const res = await ctx.app.inject({ url: '/api/metrics', headers: { 'x-forwarded-for': chain } });
      expect(res.statusCode, chain).toBe(403);
      expect(res.json()).toEqual(refused);
    }
  });
});

describe('GET /api/metrics behind a reverse proxy with METRICS_TOKEN', () => {
  const ctx = useTestApp({ trustProxy: 1, metricsToken: TOKEN });

  it('answers the token only: loopback without it gets 401', async () => {
    const res = await ctx.app.inject({ url: '/api/metrics' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: tokenNeeded });
    const allowed = await ctx.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('GET /api/metrics with METRICS_ALLOW of IPv4 and IPv6 networks', () => {
  const ctx = useTestApp({ metricsAllow: ['10.0.0.0/8', '2001:db8::/32'] });
  const status = async (remoteAddress: string) =>
    (await ctx.app.inject({ url: '/api/metrics', remoteAddress })).statusCode;

  it('answers those networks only: the list replaces loopback', async () => {
    expect(await status('10.1.2.3')).toBe(200);
    expect(await status('::ffff:10.1.2.3')).toBe(200);
    expect(await status('2001:db8:1::5')).toBe(200);
    expect(await status('2001:db9::5')).toBe(403);
    expect(await status('11.0.0.1')).toBe(403);
    expect(await status('127.0.0.1')).toBe(403);
    expect(await status('::1')).toBe(403);
  });
});

describe('METRICS_ALLOW', () => {
  it('takes comma-separated IPs and CIDRs, and refuses to start on anything else', () => {
    expect(loadConfig({ METRICS_ALLOW: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8' }).metricsAllow).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({}).metricsAllow).toBeNull();
    expect(loadConfig({ METRICS_ALLOW: '' }).metricsAllow).toBeNull();
    for (const wrong of ['localhost', '10.0.0.0/33', '10.0.0.1/', '::1/129', '10.0.0.0/8/1', '300.1.1.1']) {
      expect(() => loadConfig({ METRICS_ALLOW: `127.0.0.1,${wrong}` }), wrong).toThrow(
        `Неверные настройки окружения — METRICS_ALLOW: «${wrong}» не IP-адрес и не подсеть`,
      );
    }
  });
});
