import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { freshDatabase } from './database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DEMO_DATA: '0', LOG_LEVEL: 'silent' }), webDist: null, ...overrides };
}

export interface TestContext {
  app: App;
  database: Database;
}

/** Builds the real app on a fresh database, at once (the caller closes both). */
export async function startTestApp(overrides: Partial<Config> = {}, options: Omit<AppOptions, 'config' | 'database'> = {}): Promise<TestContext> {
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
