import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { useTestApp } from '../test/app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

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
      // Never the raw URL: its ids would make a series per id.
      expect(text).not.toContain('12345');
      expect(text).not.toContain('67890');
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

  it('refuses a caller from another machine without METRICS_TOKEN (403, the envelope), with it answers', async () => {
    const refusals = [
      await metrics({}, '10.1.2.3'),
      await metrics({ authorization: 'Bearer wrong-token' }, '10.1.2.3'),
      await metrics({ authorization: `Bearer ${TOKEN}x` }, '10.1.2.3'),
      await metrics({}, '::ffff:10.1.2.3'),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: messages.forbidden });
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
        expect(res.statusCode, header).toBe(403);
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
    expect((await metrics({ authorization: `Bearer ${token}` }, '10.1.2.3')).statusCode).toBe(403);
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
    expect(res.json()).toEqual({ success: false, message: messages.forbidden });
  });
});
