import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';

/** The active account belongs to the session; an impersonation ends with the admin's session. */
let ids = { admin: 0, student: 0, multi: 0, multiStudent: 0, multiEmployee: 0, adminEmployee: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const admin = await f.user('admin@sessions.local');
  await f.admin(admin.id);
  const adminEmployee = await f.employee(admin.id);
  const student = await f.user('student@sessions.local');
  await f.student(student.id);
  const multi = await f.user('multi@sessions.local');
  const multiStudent = await f.student(multi.id);
  const multiEmployee = await f.employee(multi.id);
  // The saved default is the student account, although the fallback order would pick the employee one.
  await f.setDefault(multi.id, 'student', multiStudent.id);
  ids = {
    admin: admin.id,
    student: student.id,
    multi: multi.id,
    multiStudent: multiStudent.id,
    multiEmployee: multiEmployee.id,
    adminEmployee: adminEmployee.id,
  };
});

const get = (url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) });
const accounts = async (token: string) => json(await get('/api/accounts', token)).result.user_info;
const adminOnly = (token: string) => get('/api/account/admin/report/update', token);
const switchTo = (token: string, key: string, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/set-default-account',
    headers: bearer(token),
    payload: { account_key: key, account_id: id },
  });
const impersonate = async (adminToken: string, userId: number) => {
  const res = await get(`/api/account/admin/user/${userId}/token`, adminToken);
  expect(res.statusCode).toBe(200);
  return json(res).result.token as string;
};
const savedDefault = async (userId: number) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return { key: row!.defaultAccountKey, id: row!.defaultAccountId };
};
const expectRefused = async (token: string) => {
  const res = await get('/api/accounts', token);
  expect(res.statusCode).toBe(401);
  expect(json(res).errors.token).toHaveLength(1);
};

describe('an impersonation session', () => {
  it('ends when the admin signs out', async () => {
    const admin = await loginToken(ctx.app, 'admin@sessions.local');
    const token = await impersonate(admin, ids.student);
    expect((await accounts(token)).impersonated_by).toBe(ids.admin);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(admin) })).statusCode).toBe(200);
    await expectRefused(token);
  });

  it("ends when the admin's session expires", async () => {
    const admin = await loginToken(ctx.app, 'admin@sessions.local');
    const token = await impersonate(admin, ids.student);
    expect((await get('/api/accounts', token)).statusCode).toBe(200);
    // Changed in the database, not by this server: its cache learns it from the NOTIFY, in milliseconds.
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(admin)));
    // Well before the cache's own 30 s would let it go.
    await waitFor(async () => (await get('/api/accounts', token)).statusCode !== 200, {
      what: 'the impersonation refused',
    });
    await expectRefused(token);
  });

  it("starts in the user's saved default, and switching there leaves the saved default alone", async () => {
    const admin = await loginToken(ctx.app, 'admin@sessions.local');
    const token = await impersonate(admin, ids.multi);
    expect(await accounts(token)).toMatchObject({
      default_account_key: 'student',
      default_account_id: ids.multiStudent,
    });

    const res = await switchTo(token, 'employee', ids.multiEmployee);
    expect(res.statusCode).toBe(200);
    expect(json(res).result.user_info).toMatchObject({
      default_account_key: 'employee',
      default_account_id: ids.multiEmployee,
      impersonated_by: ids.admin,
    });
    expect(await accounts(token)).toMatchObject({
      default_account_key: 'employee',
      default_account_id: ids.multiEmployee,
    });

    expect(await savedDefault(ids.multi)).toEqual({ key: 'student', id: ids.multiStudent });
    const own = await loginToken(ctx.app, 'multi@sessions.local');
    expect(await accounts(own)).toMatchObject({ default_account_key: 'student', default_account_id: ids.multiStudent });
  });
});

describe('switching accounts', () => {
  it('changes this session and the saved default, not the other sessions of the user', async () => {
    const here = await loginToken(ctx.app, 'admin@sessions.local');
    const there = await loginToken(ctx.app, 'admin@sessions.local');
    expect((await switchTo(here, 'employee', ids.adminEmployee)).statusCode).toBe(200);

    expect((await adminOnly(here)).statusCode).toBe(403);
    expect((await adminOnly(there)).statusCode).toBe(200);
    expect(await accounts(here)).toMatchObject({ default_account_key: 'employee' });
    expect(await accounts(there)).toMatchObject({ default_account_key: 'admin' });

    // The next sign-in starts where the user switched last.
    expect(await savedDefault(ids.admin)).toEqual({ key: 'employee', id: ids.adminEmployee });
    const next = await loginToken(ctx.app, 'admin@sessions.local');
    expect(await accounts(next)).toMatchObject({ default_account_key: 'employee' });
    expect((await adminOnly(next)).statusCode).toBe(403);
  });
});

describe('answers to a signed-in user', () => {
  it('are not stored by caches (Cache-Control: no-store), the sign-in answer neither', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'student@sessions.local', password: 'demo' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const token = json(res).result.user_info.api_token as string;
    for (const url of ['/api/accounts', '/api/notifications/my/unread/count']) {
      expect((await get(url, token)).headers['cache-control']).toBe('no-store');
    }
    // A refused one too: it carries nothing of the user, but it was asked with their session.
    expect((await adminOnly(token)).headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ url: '/api/health' })).headers['cache-control']).toBeUndefined();
  });
});
