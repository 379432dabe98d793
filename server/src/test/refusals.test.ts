import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { useTestApp } from './app';

/** Fastify's and Node's own refusals answer the Russian envelope like every other error. */
describe('refusals made before a handler', () => {
  const ctx = useTestApp();
  const envelope = (message: string) => ({ success: false, message });

  it('a URL that does not decode: 400', async () => {
    const res = await ctx.app.inject({ url: '/api/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(messages.badUrl));
  });

  it('a path parameter longer than Fastify allows: 414', async () => {
    const res = await ctx.app.inject({ url: `/api/account/admin/students/${'1'.repeat(150)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(envelope(messages.uriTooLong));
  });

  it('a body that is not JSON by its type: 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(envelope(messages.unsupportedMediaType));
  });

  it('malformed JSON: 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(messages.validation));
  });

  it('a body over the limit: 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope(messages.bodyTooLarge));
  });

  it('an unknown API path or method: 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/health'],
      ['DELETE', '/api/login'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(envelope(messages.notFound));
    }
  });
});

/** Errors of Node's HTTP parser never reach Fastify's request cycle: a real socket shows them. */
describe("refusals of Node's HTTP parser", () => {
  const ctx = useTestApp();
  let port = 0;
  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.app.server.closeAllConnections());

  /** Sends raw bytes and reads the whole answer until the server closes the connection. */
  function raw(request: string): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => undefined); // the server resets after answering; the answer is read
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
        const body = text.slice(text.indexOf('\r\n\r\n') + 4);
        try {
          resolve({ status, body: JSON.parse(body) });
        } catch {
          reject(new Error(`not the envelope: ${text.slice(0, 300)}`));
        }
      });
      socket.write(request);
    });
  }

  it('headers over the limit: 431', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res).toEqual({ status: 431, body: { success: false, message: messages.headersTooLarge } });
  });

  it('a request line over the limit: 414', async () => {
    const res = await raw(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res).toEqual({ status: 414, body: { success: false, message: messages.uriTooLong } });
  });

  it('a request that is not HTTP: 400', async () => {
    const res = await raw('HELLO THERE\r\n\r\n');
    expect(res).toEqual({ status: 400, body: { success: false, message: messages.badRequest } });
  });
});
