import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { addressGroup, loginDelay, loginThrottle } from '../../lib/login-throttle';
import { limitHashing } from '../../lib/passwords';
import { json, testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { factories } from '../../test/factories';
import { loginFailureStore } from './repository';

/**
 * Sign-in limits: per login and address together, per address across logins, shared by every
 * instance through the database, a progressive delay across addresses instead of a lock-out, and a
 * bound on the passwords hashed at once.
 */
const limits = testConfig().loginThrottle;
let database: Database;
/** Two instances of the portal on one database, each with its own clock and a recorded sleep. */
let one: App;
let two: App;
const slept: number[] = [];
let now = Date.now();

function instance() {
  const throttle = loginThrottle(loginFailureStore(database.db), limits, {
    now: () => now,
    sleep: async (ms) => void slept.push(ms),
  });
  return buildApp({ config: testConfig(), database, throttle });
}

beforeAll(async () => {
  database = await freshDatabase();
  one = await instance();
  two = await instance();
  const f = factories(database.db);
  for (const login of ['owner', 'burst', 'proxied', 'shared', 'slow', 'campus-a', 'campus-b', 'window', 'sprayed'])
    await f.student((await f.user(`${login}@throttle.local`)).id);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

const login = (app: App, email: string, password: string, remoteAddress = '10.1.1.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { login: email, password }, remoteAddress });

describe('sign-in limits', () => {
  it('refuse the sixth try of a login from one address, not the owner from another address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(one, 'owner@throttle.local', 'wrong', '203.0.113.7')).statusCode).toBe(422);
    const sixth = await login(one, 'owner@throttle.local', 'demo', '203.0.113.7');
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toEqual({
      success: false,
      message: 'Слишком много попыток входа. Повторите попытку через несколько минут.',
    });
    expect((await login(one, 'owner@throttle.local', 'demo', '198.51.100.20')).statusCode).toBe(200);
  });

  it('do not lock out the other logins of an address (a campus behind one NAT)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(one, 'campus-a@throttle.local', 'wrong', '192.0.2.1')).statusCode).toBe(422);
    expect((await login(one, 'campus-a@throttle.local', 'demo', '192.0.2.1')).statusCode).toBe(429);
    expect((await login(one, 'campus-b@throttle.local', 'demo', '192.0.2.1')).statusCode).toBe(200);
  });

  it('let no parallel tries slip past the limit', async () => {
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => login(one, 'burst@throttle.local', 'wrong', '10.3.0.1')),
    );
    expect(tries.filter((r) => r.statusCode === 422)).toHaveLength(5);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('see the address the reverse proxy saw with TRUST_PROXY=1, whatever the client wrote before it', async () => {
    const proxied = await buildApp({
      config: testConfig({ trustProxy: 1 }),
      database,
      throttle: loginThrottle(loginFailureStore(database.db), limits, { sleep: async () => {} }),
    });
    try {
      const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.44' };
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'proxied@throttle.local', password: 'wrong' },
        headers,
        remoteAddress: '10.0.0.2',
      });
      expect(res.statusCode).toBe(422);
      const rows = await database.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.login, 'proxied@throttle.local'));
      expect(rows.map((r) => r.ip)).toEqual(['198.51.100.44']);
      // Something that is no address counts as the proxy's own.
      const odd = await proxied.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'proxied@throttle.local', password: 'wrong' },
        headers: { 'x-forwarded-for': 'not-an-address' },
        remoteAddress: '10.0.0.2',
      });
      expect(odd.statusCode).toBe(422);
    } finally {
      await proxied.close();
    }
  });

  it('are counted in the database, so every instance sees the failures of the others', async () => {
    for (let i = 0; i < 3; i++) expect((await login(one, 'shared@throttle.local', 'wrong')).statusCode).toBe(422);
    for (let i = 0; i < 2; i++) expect((await login(two, 'shared@throttle.local', 'wrong')).statusCode).toBe(422);
    expect((await login(one, 'shared@throttle.local', 'demo')).statusCode).toBe(429);
    expect((await login(two, 'shared@throttle.local', 'demo')).statusCode).toBe(429);
  });

  it('start afresh for the pair after a successful sign-in, and after the window', async () => {
    for (let i = 0; i < 4; i++) await login(one, 'window@throttle.local', 'wrong', '10.9.9.9');
    expect((await login(two, 'window@throttle.local', 'demo', '10.9.9.9')).statusCode).toBe(200);
    expect(
      await database.db.select().from(loginFailures).where(eq(loginFailures.login, 'window@throttle.local')),
    ).toEqual([]);

    for (let i = 0; i < 5; i++) await login(one, 'window@throttle.local', 'wrong', '10.9.9.9');
    expect((await login(one, 'window@throttle.local', 'demo', '10.9.9.9')).statusCode).toBe(429);
    now += limits.windowMs + 1000;
    expect((await login(one, 'window@throttle.local', 'demo', '10.9.9.9')).statusCode).toBe(200);
    // The hourly cleanup drops counters whose window is over.
    await login(one, 'window@throttle.local', 'wrong', '10.9.9.10');
    now += limits.windowMs + 1000;
    await loginThrottle(loginFailureStore(database.db), limits, { now: () => now }).prune();
    expect(
      await database.db.select().from(loginFailures).where(eq(loginFailures.login, 'window@throttle.local')),
    ).toEqual([]);
  });

  it('slow a login down progressively across addresses instead of refusing it', async () => {
    slept.length = 0;
    // Each address stays under its own limit: four failures from each of three addresses.
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      for (let i = 0; i < 4; i++) expect((await login(one, 'slow@throttle.local', 'wrong', ip)).statusCode).toBe(422);
    }
    // Failures so far before each try: 0…11; the delay starts at the fifth.
    expect(slept).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000]);
    slept.length = 0;
    const owner = await login(two, 'slow@throttle.local', 'demo', '10.2.0.99');
    expect(owner.statusCode).toBe(200);
    expect(slept).toEqual([10_000]);
  });

  it('compute the delay as 250 ms doubled per failure past the limit, capped', () => {
    const at = (n: number) => loginDelay(n, { maxFailures: 5, maxDelayMs: 10_000 });
    expect([0, 4, 5, 6, 7, 10, 11, 1000].map(at)).toEqual([0, 0, 250, 500, 1000, 8000, 10_000, 10_000]);
  });

  it('refuse an address that failed 30 times across logins (password spraying), with Retry-After', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login(one, `spray-${i}@throttle.local`, 'Winter2026', '203.0.113.50')).statusCode).toBe(422);
    }
    const refused = await login(one, 'sprayed@throttle.local', 'demo', '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(limits.windowMs / 1000));
    expect(json(refused).message).toBe('Слишком много попыток входа. Повторите попытку через несколько минут.');
    expect((await login(two, 'sprayed@throttle.local', 'demo', '203.0.113.50')).statusCode).toBe(429);
    expect((await login(one, 'sprayed@throttle.local', 'demo', '203.0.113.51')).statusCode).toBe(200);
  });

  it('let no parallel tries from one address slip past its limit across logins', async () => {
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(one, `spray-burst-${i}@throttle.local`, 'wrong', '203.0.113.60')),
    );
    expect(tries.filter((r) => r.statusCode === 422)).toHaveLength(30);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it('count an IPv6 client by its /64, which one household or host is given whole', async () => {
    expect(['10.0.0.1', '::ffff:10.0.0.1', '2001:db8:1:2:3:4:5:6', '2001:db8::1', '::1'].map(addressGroup)).toEqual([
      '10.0.0.1',
      '10.0.0.1',
      '2001:db8:1:2::/64',
      '2001:db8:0:0::/64',
      '0:0:0:0::/64',
    ]);
    for (let i = 1; i <= 30; i++) {
      expect((await login(one, `v6-${i}@throttle.local`, 'wrong', `2001:db8:7:1::${i.toString(16)}`)).statusCode).toBe(
        422,
      );
    }
    expect((await login(one, 'sprayed@throttle.local', 'demo', '2001:db8:7:1:ffff::1')).statusCode).toBe(429);
    expect((await login(one, 'sprayed@throttle.local', 'demo', '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('hash a bounded number of passwords: in a flood health answers, the overflow is 503, uncounted', async () => {
    const flooded = await buildApp({
      config: testConfig({ hashing: { concurrency: 1, queue: 20 } }),
      database,
      throttle: loginThrottle(loginFailureStore(database.db), limits, { sleep: async () => {} }),
    });
    try {
      let finished = 0;
      // 300 sign-ins from as many addresses: no sign-in limit stops them, only the hashing bound.
      const flood = Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          login(flooded, `flood-${i}@throttle.local`, 'wrong', `10.200.${i >> 8}.${i & 255}`).then((answer) => {
            finished++;
            return answer;
          }),
        ),
      );
      const health = await flooded.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(finished).toBeLessThan(300);
      const answers = await flood;
      const busy = answers.filter((r) => r.statusCode === 503);
      const wrong = answers.filter((r) => r.statusCode === 422);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.length + wrong.length).toBe(300);
      expect(busy[0]!.headers['retry-after']).toBe('5');
      expect(json(busy[0]!)).toEqual({
        success: false,
        message: 'Сейчас входит слишком много людей. Повторите попытку через несколько секунд.',
      });
      const counted = await database.db.select().from(loginFailures).where(like(loginFailures.login, 'flood-%'));
      expect(counted).toHaveLength(wrong.length);
    } finally {
      await flooded.close();
      limitHashing(testConfig().hashing);
    }
  });

  it('answer a login with a NUL character as a wrong one, not a 500, and store nothing of it', async () => {
    const res = await login(one, 'a\u0000@demo.local', 'x');
    expect(res.statusCode).toBe(422);
    expect(json(res).success).toBe(false);
    const rows = await database.db.select().from(loginFailures);
    expect(rows.some((r) => r.login.includes('\u0000'))).toBe(false);
  });
});
