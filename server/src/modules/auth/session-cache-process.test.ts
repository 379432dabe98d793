import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database';
import { factories } from '../../test/factories';
import { healthy, killServers, spawnServer } from '../../test/spawn-server';
import { waitFor } from '../../test/wait';
import type { Database } from '../../db/client';

/**
 * Two server processes on one PostgreSQL database: a token one of them has seen (and keeps) is
 * refused by it soon after the session ended through the other (not when its cache entry lapses).
 * Skipped without TEST_DATABASE_URL.
 */
const pg = process.env.TEST_DATABASE_URL;
let database: Database | null = null;

afterAll(async () => {
  killServers();
  await database?.close();
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
});
