import { afterAll, beforeAll } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { freshDatabase } from './database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DEMO_DATA: '0', LOG_LEVEL: process.env.TEST_LOG ?? 'silent', CHECK_ANSWERS: '1' }),
    webDist: null,
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  database: Database;
}

/** Builds the real app on a fresh database, at once (the caller closes both). */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: Omit<AppOptions, 'config' | 'database'> = {},
): Promise<TestContext> {
  const database = await freshDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, ...options });
  await app.ready();
  return { app, database };
}

/**
 * Builds the real app on a fresh database for the file's tests. `ctx` is filled in beforeAll:
 * read it inside tests, not at module level.
 */
export function useTestApp(overrides: Partial<Config> = {}, setup?: (ctx: TestContext) => Promise<void>) {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await startTestApp(overrides));
    if (setup) await setup(ctx);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

export const json = <T = any>(res: LightMyRequestResponse): T => res.json() as T;

/** Signs in through the real endpoint and returns the bearer token. */
export async function loginToken(app: App, login: string, password = 'demo'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { login, password } });
  if (res.statusCode !== 200) throw new Error(`login ${login} failed: ${res.statusCode} ${res.body}`);
  return res.json().result.user_info.api_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A `multipart/form-data` body of one file part (after the text fields given), for `app.inject({ payload, headers })`.
 */
export function multipartFile(
  field: string,
  file: { name: string; type: string; content: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; ` +
    `name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What a test reads of an answer that may have been a stream. */
export interface StreamAwareAnswer {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  /** The whole body of an ordinary answer; empty for a stream (it was ended at once). */
  body: string;
  json<T = any>(): T;
  /** The answer was a stream of server-sent events, ended by the test as a client going away. */
  stream: boolean;
}

/**
 * `app.inject` for a call that may answer a stream (`text/event-stream`, GET /api/events): a
 * stream is ended as soon as its headers came, as a client that goes away; any other answer
 * (a refusal) is read whole. Lets the matrix and the fuzz test walk stream routes without hanging.
 */
export async function injectStreamAware(app: App, options: InjectOptions): Promise<StreamAwareAnswer> {
  const controller = new AbortController();
  const res = await app.inject({ ...options, payloadAsStream: true, signal: controller.signal });
  const isStream = res.statusCode === 200 && String(res.headers['content-type']).includes('text/event-stream');
  let body = '';
  const stream = res.stream();
  if (isStream) {
    stream.on('error', () => undefined);
    controller.abort();
  } else {
    for await (const chunk of stream) body += (chunk as Buffer).toString();
  }
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body), stream: isStream };
}
