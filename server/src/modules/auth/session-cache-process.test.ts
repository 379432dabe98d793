import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database';
import { factories } from '../../test/factories';
import { freePort, healthy, killServers, spawnServer } from '../../test/spawn-server';
import { waitFor } from '../../test/wait';
import type { Database } from '../../db/client';

/**
 * Two server processes on one PostgreSQL database: a token one of them has seen (and keeps) is
 * refused by it soon after the session ended through the other (not when its cache entry lapses).
 * Skipped without TEST_DATABASE_URL.
 */
const pg = process.env.TEST_DATABASE_URL;
let database: Database | null = null;
let second: Database | null = null;

afterAll(async () => {
  killServers();
  await database?.close();
  await second?.close();
});

describe.skipIf(!pg)('the session cache across server processes', () => {
  it('a sign-out through one server ends the session on the other soon, told by its NOTIFY', async () => {
    database = await freshDatabase();
    if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const f = factories(database.db);
    const user = await f.user('two-servers@test.local');
    const token = await f.session(user.id, { key: 'student', id: (await f.student(user.id)).id });

    const env = { DATABASE_URL: database.driver.url };
    const one = spawnServer('fixture', 3448, env);
    const two = spawnServer('fixture', 3449, env);
    await Promise.all([healthy(one), healthy(two)]);
    const headers = { authorization: `Bearer ${token}` };

    expect((await fetch(`${two.base}/api/accounts`, { headers })).status).toBe(200);
    expect((await fetch(`${two.base}/api/accounts`, { headers })).status).toBe(200);
    expect((await fetch(`${one.base}/api/logout`, { method: 'POST', headers })).status).toBe(200);
    // Told by the other's NOTIFY: within 10 s, well before its cache's own 30 s would let the session go.
    const status = await waitFor(
      async () => {
        const answer = (await fetch(`${two.base}/api/accounts`, { headers })).status;
        return answer !== 200 && answer;
      },
      { what: 'the other server refusing the token' },
    );
    expect(status).toBe(401);
  }, 120_000);

  it('a session ended in «Настройки» through one server is signed out on the other at once', async () => {
    second = await freshDatabase();
    if (second.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const f = factories(second.db);
    const user = await f.user('settings-two-servers@test.local');
    await f.student(user.id);

    const env = { DATABASE_URL: second.driver.url };
    const [one, two] = [spawnServer('fixture', await freePort(), env), spawnServer('fixture', await freePort(), env)];
    await Promise.all([healthy(one), healthy(two)]);
    const signIn = async (server: typeof one) => {
      const res = await fetch(`${server.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'settings-two-servers@test.local', password: 'demo' }),
      });
      expect(res.status).toBe(200);
      const { result } = (await res.json()) as { result: { user_info: { api_token: string } } };
      return { authorization: `Bearer ${result.user_info.api_token}` };
    };
    const mine = await signIn(one);
    const left = await signIn(two);
    // The other server has the left session in its cache.
    expect((await fetch(`${two.base}/api/accounts`, { headers: left })).status).toBe(200);
    expect((await fetch(`${two.base}/api/accounts`, { headers: left })).status).toBe(200);

    const answer = await fetch(`${one.base}/api/account/sessions`, { headers: mine });
    const listed = ((await answer.json()) as { result: { id: number; current: boolean }[] }).result;
    expect(listed).toHaveLength(2);
    const leftId = listed.find((s) => !s.current)!.id;
    const ended = await fetch(`${one.base}/api/account/sessions/${leftId}/end`, { method: 'POST', headers: mine });
    expect(ended.status).toBe(200);
    // Told by the NOTIFY: within moments, well before the other's cache would let the session go (30 s).
    const started = Date.now();
    const status = await waitFor(
      async () => {
        const answer = (await fetch(`${two.base}/api/accounts`, { headers: left })).status;
        return answer !== 200 && answer;
      },
      { what: 'the other server refusing the ended session' },
    );
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await fetch(`${two.base}/api/accounts`, { headers: mine })).status).toBe(200);
  }, 120_000);
});
