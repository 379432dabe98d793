import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, loginEvents, sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const admin = await f.user('admin@test.local', { surname: 'Смирнова', name: 'Елена', patronymic: 'Викторовна' });
  await f.admin(admin.id);
  await f.employee(admin.id);
  const student = await f.user('student@test.local', { surname: 'Петров', name: 'Пётр', patronymic: null });
  await f.student(student.id);
  const multi = await f.user('multi@test.local');
  const multiStudent = await f.student(multi.id);
  await f.employee(multi.id, { permissions: ['poll_manager'], timetableId: 77 });
  await f.setDefault(multi.id, 'student', multiStudent.id);
  await f.user('nopassword@test.local', { password: null });
  await f.user('throttled@test.local');
  await f.user('noaccounts@test.local');
  const manager = await f.user('manager@test.local', { surname: 'Менеджерова', name: 'Анна', patronymic: null });
  await f.employee(manager.id, { permissions: ['notification_manager'], timetableId: 78 });
});

const login = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload, headers });

describe('POST /api/login', () => {
  it('answers user_info with the accounts and a working token', async () => {
    const res = await login({ login: '  Admin@Test.local ', password: 'demo' });
    expect(res.statusCode).toBe(200);
    const { success, result } = json(res);
    expect(success).toBe(true);
    const info = result.user_info;
    expect(info).toMatchObject({
      surname: 'Смирнова',
      name: 'Елена',
      patronymic: 'Викторовна',
      default_account_key: 'admin',
      impersonated_by: null,
    });
    expect(info.accounts.map((a: { key: string }) => a.key)).toEqual(['admin', 'employee']);
    expect(info.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await ctx.app.inject({ url: '/api/accounts', headers: bearer(info.api_token) });
    expect(json(me).result.user_info.email).toBe('admin@test.local');
  });

  it('stores only the hash of the token, and a 12-hour session unless remembered', async () => {
    const short = json(await login({ login: 'student@test.local', password: 'demo' })).result.user_info.api_token;
    const long = json(await login({ login: 'student@test.local', password: 'demo', remember: true })).result.user_info
      .api_token;
    const expiry = async (token: string) => {
      const [row] = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    };
    expect(await expiry(short)).toBeCloseTo(12, 0);
    expect(await expiry(long)).toBeCloseTo(30 * 24, 0);
    const [plain] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, short));
    expect(plain).toBeUndefined();
  });

  it('describes a student account with its group and an employee account with its data', async () => {
    const info = json(await login({ login: 'multi@test.local', password: 'demo' })).result.user_info;
    expect(info.default_account_key).toBe('student');
    const student = info.accounts.find((a: { key: string }) => a.key === 'student');
    expect(student.name).toBe('Студент');
    expect(student.data.group.name).toMatch(/^ТСТ-/);
    expect(student.data.student_record_book_code).toBeTruthy();
    const employee = info.accounts.find((a: { key: string }) => a.key === 'employee');
    expect(employee.data).toEqual({
      timetable: true,
      timetable_id: 77,
      science: null,
      is_request_manager: false,
      is_question_manager: false,
    });
    expect(employee.permissions).toEqual(['poll_manager']);
  });

  it('records the sign-in for the statistics', async () => {
    const before = await ctx.database.db.select().from(loginEvents);
    await login({ login: 'student@test.local', password: 'demo' }, { 'user-agent': 'vitest' });
    const after = await ctx.database.db.select().from(loginEvents);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ accountKey: 'student', userAgent: 'vitest' });
  });

  it(
    'says Неверный логин и/или пароль for a wrong password, ' + 'an unknown login and a user without a password',
    async () => {
      for (const payload of [
        { login: 'admin@test.local', password: 'wrong' },
        { login: 'nobody@test.local', password: 'demo' },
        { login: 'nopassword@test.local', password: 'demo' },
      ]) {
        const res = await login(payload, { 'x-forwarded-for': '10.0.0.1' });
        expect(res.statusCode).toBe(422);
        expect(json(res)).toEqual({
          success: false,
          message: 'Неверный логин и/или пароль',
          errors: { credentials: ['Неверный логин и/или пароль'] },
        });
      }
    },
  );

  it('opens no session for a user without accounts', async () => {
    const before = (await ctx.database.db.select().from(sessions)).length;
    const res = await login({ login: 'noaccounts@test.local', password: 'demo' });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      success: false,
      message: 'У пользователя нет доступных аккаунтов. Обратитесь в дирекцию института.',
    });
    expect((await ctx.database.db.select().from(sessions)).length).toBe(before);
  });

  it('says Введите логин и/или пароль when a field is missing or blank', async () => {
    for (const payload of [{}, { login: '   ', password: 'demo' }, { login: 'admin@test.local' }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe('Введите логин и/или пароль');
    }
  });

  it('answers 429 in Russian after repeated failures for one login', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login({ login: 'throttled@test.local', password: 'x' })).statusCode).toBe(422);
    const blocked = await login({ login: 'throttled@test.local', password: 'demo' });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toMatchObject({ success: false, message: expect.stringMatching(/Слишком много попыток/) });
  });

  it('rejects a body of the wrong shape with the envelope, not a stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ success: false, message: 'Проверьте введённые данные' });
    const typed = await login({ login: 5, password: [] });
    expect(typed.statusCode).toBe(422);
    expect(json(typed).success).toBe(false);
    expect(res.body).not.toMatch(/at .*\.ts|SyntaxError/);
  });
});

describe('the session token', () => {
  it('is required: missing, unknown and expired tokens answer 401 with errors.token', async () => {
    const token = await loginToken(ctx.app, 'student@test.local');
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    for (const headers of [{}, bearer('not-a-token'), bearer(token)]) {
      const res = await ctx.app.inject({ url: '/api/accounts', headers });
      expect(res.statusCode).toBe(401);
      const body = json(res);
      expect(body.success).toBe(false);
      expect(body.errors.token).toHaveLength(1);
    }
  });

  it('is pruned from the database once expired', async () => {
    const token = await loginToken(ctx.app, 'student@test.local');
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const { authService } = await import('./service');
    await authService(ctx.database.db, {
      attempt: async () => null,
      failed: async () => {},
      succeeded: async () => {},
      abandoned: () => {},
      prune: async () => {},
    }).pruneSessions();
    expect(
      await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toEqual([]);
  });

  it('stops working after POST /api/logout', async () => {
    const token = await loginToken(ctx.app, 'student@test.local');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/accounts', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('POST /api/account/set-default-account', () => {
  it('switches to an own account', async () => {
    const token = await loginToken(ctx.app, 'multi@test.local');
    const accounts = json(await ctx.app.inject({ url: '/api/accounts', headers: bearer(token) })).result.user_info
      .accounts;
    const employee = accounts.find((a: { key: string }) => a.key === 'employee');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/set-default-account',
      headers: bearer(token),
      payload: { account_key: 'employee', account_id: employee.id },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).result.user_info).toMatchObject({
      default_account_key: 'employee',
      default_account_id: employee.id,
    });
    const student = accounts.find((a: { key: string }) => a.key === 'student');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/set-default-account',
      headers: bearer(token),
      payload: { account_key: 'student', account_id: student.id },
    });
  });

  it("refuses another user's account", async () => {
    const admin = json(await login({ login: 'admin@test.local', password: 'demo' })).result.user_info;
    const token = await loginToken(ctx.app, 'multi@test.local');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/set-default-account',
      headers: bearer(token),
      payload: { account_key: 'admin', account_id: admin.accounts[0].id },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ success: false, message: 'Аккаунт не найден' });
  });
});

describe('GET /api/account/admin/user/{id}/token', () => {
  it('gives an admin a short session of the user, marked with the admin and audited', async () => {
    const admin = json(await login({ login: 'admin@test.local', password: 'demo' })).result.user_info;
    const student = json(await login({ login: 'student@test.local', password: 'demo' })).result.user_info;
    const res = await ctx.app.inject({
      url: `/api/account/admin/user/${student.id}/token`,
      headers: bearer(admin.api_token),
    });
    expect(res.statusCode).toBe(200);
    const { token, expires_at } = json(res).result;
    const hours = (Date.parse(expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.9);
    expect(hours).toBeLessThanOrEqual(1);
    const me = json(await ctx.app.inject({ url: '/api/accounts', headers: bearer(token) })).result.user_info;
    expect(me).toMatchObject({ id: student.id, surname: 'Петров', impersonated_by: admin.id });
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'impersonate'));
    expect(audit.at(-1)).toMatchObject({ actorUserId: admin.id, targetUserId: student.id });
  });

  it('keeps the user’s secrets and powers from the admin: Wi-Fi, calendar link, password, permissions', async () => {
    const admin = json(await login({ login: 'admin@test.local', password: 'demo' })).result.user_info;
    const manager = json(await login({ login: 'manager@test.local', password: 'demo' })).result.user_info;
    const { token } = json(
      await ctx.app.inject({ url: `/api/account/admin/user/${manager.id}/token`, headers: bearer(admin.api_token) }),
    ).result;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
    const refusals = [
      await call('GET', '/api/wifi'),
      await call('GET', `/api/wifi/file?name=crtandroid&at=${token}`),
      await call('POST', '/api/timetable/calendar', { type: 2, id: 78 }),
      await call('POST', '/api/account/password', {
        password: 'Новый-пароль-2026',
        password_confirmation: 'Новый-пароль-2026',
      }),
      await call('POST', '/api/permissions/add', { permission_key: 'poll_manager', account_uuid: randomUUID() }),
      await call('POST', '/api/permissions/remove', { permission_key: 'poll_manager', account_uuid: randomUUID() }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(json(refusals[0]!)).toEqual({
      success: false,
      message: 'Под чужой учётной записью это недоступно: это может сделать только сам пользователь.',
    });
    // The rest of the user's cabinet works, and the user in person still has them.
    expect((await call('GET', '/api/notifications/my/unread/count')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/wifi', headers: bearer(manager.api_token) })).statusCode).toBe(200);
  });

  it('refuses non-admins, unknown users and other admins', async () => {
    const admin = json(await login({ login: 'admin@test.local', password: 'demo' })).result.user_info;
    const multi = await loginToken(ctx.app, 'multi@test.local');
    expect(
      (await ctx.app.inject({ url: `/api/account/admin/user/${admin.id}/token`, headers: bearer(multi) })).statusCode,
    ).toBe(403);
    const unknown = await ctx.app.inject({
      url: '/api/account/admin/user/999999/token',
      headers: bearer(admin.api_token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Пользователь не найден');
    const self = await ctx.app.inject({
      url: `/api/account/admin/user/${admin.id}/token`,
      headers: bearer(admin.api_token),
    });
    expect(self.statusCode).toBe(422);
  });
});
