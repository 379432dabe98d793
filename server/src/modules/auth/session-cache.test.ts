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
  it(
    'ends a user’s sessions in an account removed from the database (admin, student, employee), only those: ' +
      'the next call answers 401',
    async () => {
      const f = factories(ctx.database.db);
      const user = await f.user('cache-accounts@test.local');
      const admin = await f.admin(user.id);
      const student = await f.student(user.id);
      const employee = await f.employee(user.id);
      const asAdmin = await f.session(user.id, { key: 'admin', id: admin.id });
      const asStudent = await f.session(user.id, { key: 'student', id: student.id });
      const asEmployee = await f.session(user.id, { key: 'employee', id: employee.id });
      const auditLog = (token: string) =>
        ctx.app.inject({ url: '/api/account/admin/audit-log', headers: bearer(token) });
      // Each in the session cache now.
      expect((await auditLog(asAdmin)).statusCode).toBe(200);
      for (const token of [asStudent, asEmployee]) expect((await accounts(token)).statusCode).toBe(200);

      // As an operator in psql (or another server instance) would: straight in the database.
      await ctx.database.db.execute(sql`delete from admins where id = ${admin.id}`);
      expect(await statusWithin(asAdmin, 401)).toBe(401);
      expect((await auditLog(asAdmin)).statusCode).toBe(401);
      for (const token of [asStudent, asEmployee]) expect((await accounts(token)).statusCode).toBe(200);

      await ctx.database.db.execute(sql`delete from students where id = ${student.id}`);
      expect(await statusWithin(asStudent, 401)).toBe(401);
      expect((await accounts(asEmployee)).statusCode).toBe(200);

      // A student record the import gives to another person (a new e-mail): its former user's session ends too.
      const other = await f.user('cache-accounts-other@test.local');
      const moved = await f.student(other.id);
      const before = await f.session(other.id, { key: 'student', id: moved.id });
      expect((await accounts(before)).statusCode).toBe(200);
      await ctx.database.db.execute(sql`update students set user_id = ${user.id} where id = ${moved.id}`);
      expect(await statusWithin(before, 401)).toBe(401);
      expect((await accounts(asEmployee)).statusCode).toBe(200);

      // An employee account too (its permissions were already read at each call; its session now ends).
      await ctx.database.db.execute(sql`delete from employees where id = ${employee.id}`);
      expect(await statusWithin(asEmployee, 401)).toBe(401);
    },
  );
});
