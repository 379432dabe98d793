import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';

const ctx = useTestApp();

async function signedIn(email: string) {
  const f = factories(ctx.database.db);
  const user = await f.user(email);
  const student = await f.student(user.id);
  return f.session(user.id, { key: 'student', id: student.id });
}

const accounts = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) });

/**
 * Asks until the answer's status is `status` (a notification crosses the LISTEN connection): within
 * 10 s, well before the cache's own 30 s would let the session go.
 */
const statusWithin = (token: string, status: number) =>
  waitFor(async () => (await accounts(token)).statusCode === status && status, { what: `status ${status}` });

describe('the sessions of tokens seen lately', () => {
  it('keeps a signed-in token’s session, and refuses the token at once after its sign-out', async () => {
    const token = await signedIn('cache-logout@test.local');
    expect((await accounts(token)).statusCode).toBe(200);
    expect(ctx.app.sessionCache.size).toBeGreaterThan(0);
    expect((await accounts(token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await accounts(token)).statusCode).toBe(401);
  });

  it(
    'forgets a session another process changed or removed ' +
      '(the trigger’s NOTIFY): a user removed, an account changed',
    async () => {
      const token = await signedIn('cache-removed@test.local');
      expect((await accounts(token)).statusCode).toBe(200);
      // As an import or another server instance would: straight in the database.
      await ctx.database.db.execute(sql`delete from users where email = 'cache-removed@test.local'`);
      expect(await statusWithin(token, 401)).toBe(401);

      const other = await signedIn('cache-changed@test.local');
      expect((await accounts(other)).json().result.user_info.default_account_key).toBe('student');
      await ctx.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where
          email = 'cache-changed@test.local')`,
      );
      expect(await statusWithin(other, 401)).toBe(401);
    },
  );
});
