import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { testConfig } from '../test/app';
import { freshDatabase } from '../test/database';
import { demoAtStart, type StartLog } from './at-start';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-at-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DATABASE_URL = 'postgres://portal:secret@db.example:5432/portal';

/** The settings of a start on a university's PostgreSQL (the test's own database is given to the start apart). */
const onPostgres = (env: Record<string, string> = {}) =>
  loadConfig({ DATABASE_URL, DATA_DIR: dataDir, DEMO_STUDENTS: '60', DEMO_EMPLOYEES: '20', ...env });

/** A logger that keeps the warnings: what the operator reads in the start's log. */
function startLog(): StartLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => undefined, warn: (_obj, msg) => warnings.push(msg ?? '') };
}

/** Whether the demo's admin signs in with the demo's password, through the real sign-in on that database. */
async function demoAdminSignsIn(database: Database): Promise<boolean> {
  const app = await buildApp({ config: testConfig({ dataDir }), database });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: DEMO_LOGINS.admin, password: DEMO_PASSWORD },
    });
    return res.statusCode === 200;
  } finally {
    await app.close();
  }
}

describe('the demo by default', () => {
  it('is loaded into the embedded database outside production, with DATABASE_URL or in production when asked', () => {
    expect(loadConfig({}).demo.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demo.enabled).toBe(true);
    expect(loadConfig({ DATABASE_URL }).demo.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demo.enabled).toBe(false);
    expect(loadConfig({ DATABASE_URL, DEMO_DATA: '1' }).demo.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demo.enabled).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demo.enabled).toBe(false);
  });

  it('makes no demo Wi-Fi CA on a production start without WIFI_DIR, unless the demo is asked for', () => {
    expect(loadConfig({}).wifi.makeDemoCa).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).wifi.makeDemoCa).toBe(true);
    expect(loadConfig({ DATABASE_URL }).wifi.makeDemoCa).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).wifi.makeDemoCa).toBe(false);
    expect(loadConfig({ DATABASE_URL, DEMO_DATA: '1' }).wifi.makeDemoCa).toBe(true);
    // A folder named by the operator keeps its rule: a demo CA when it holds none.
    expect(loadConfig({ NODE_ENV: 'production', WIFI_DIR: '/etc/portal/wifi' }).wifi.makeDemoCa).toBe(true);
  });
});

describe('a start on a database with DATABASE_URL', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('without DEMO_DATA loads no demo: the demo admin cannot sign in, and nothing is warned', async () => {
    database = await freshDatabase();
    const log = startLog();
    await demoAtStart(onPostgres(), database, log);
    expect(await demoAdminSignsIn(database)).toBe(false);
    expect(log.warnings).toEqual([]);
  });

  it(
    'with DEMO_DATA=1 loads it; a start not told it is a demo then warns at every start, in Russian, ' +
      'naming the demo sign-ins',
    async () => {
      database = await freshDatabase();
      const asked = startLog();
      await demoAtStart(onPostgres({ DEMO_DATA: '1' }), database, asked);
      expect(await demoAdminSignsIn(database)).toBe(true);
      expect(asked.warnings).toEqual([]);

      for (const env of [{}, {}, { DEMO_DATA: '0' }, { DEMO_DATA: '' }] as Record<string, string>[]) {
        const log = startLog();
        await demoAtStart(onPostgres(env), database, log);
        expect(log.warnings).toHaveLength(1);
        const [warning] = log.warnings;
        expect(warning).toContain('В базе есть демонстрационные учётные записи (');
        for (const login of Object.values(DEMO_LOGINS)) expect(warning).toContain(login);
        expect(warning).toContain(`пароль «${DEMO_PASSWORD}»`);
        expect(warning).toContain('DEMO_DATA=1 не задан');
      }
      // Told it is a demo: no warning, and nothing loaded a second time.
      const demo = startLog();
      await demoAtStart(onPostgres({ DEMO_DATA: '1' }), database, demo);
      expect(demo.warnings).toEqual([]);
      expect(await demoAdminSignsIn(database)).toBe(true);
    },
    120_000,
  );
});
