import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, passwordMessages, type AuditEntry } from '@portal/contract';
import { loadConfig } from '../../config';
import { bearer, json, loginToken, startTestApp, useTestApp, type TestContext } from '../../test/app';
import { factories } from '../../test/factories';
import { ru } from './i18n/ru';

const people = { admin: 0, otherAdmin: 0, student: 0, employee: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const admin = await f.user('admin@reset.local', { surname: 'Смирнова', name: 'Елена', patronymic: 'Викторовна' });
  await f.admin(admin.id);
  await f.employee(admin.id);
  const otherAdmin = await f.user('other-admin@reset.local');
  await f.admin(otherAdmin.id);
  const student = await f.user('student@reset.local', { surname: 'Волков', name: 'Никита', patronymic: 'Андреевич' });
  await f.student(student.id);
  const employee = await f.user('employee@reset.local');
  await f.employee(employee.id);
  await f.student((await f.user('plain@reset.local')).id);
  Object.assign(people, { admin: admin.id, otherAdmin: otherAdmin.id, student: student.id, employee: employee.id });
});

const login = (login: string, password: string, ip = '198.51.100.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { login, password }, remoteAddress: ip });
const adminToken = () => loginToken(ctx.app, 'admin@reset.local');
const status = async (userId: number, token?: string) =>
  ctx.app.inject({ url: `/api/account/admin/user/${userId}/password`, headers: bearer(token ?? (await adminToken())) });
const reset = async (userId: number, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/account/admin/user/${userId}/password/reset`,
    headers: bearer(token ?? (await adminToken())),
    remoteAddress: '203.0.113.9',
  });
const change = (token: string, password: string, confirmation = password) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: bearer(token),
    payload: { password, password_confirmation: confirmation },
  });
const unread = (token: string) => ctx.app.inject({ url: '/api/notifications/my/unread/count', headers: bearer(token) });

describe('an admin resets a password (issue 16, forgotten passwords)', () => {
  let temporary = '';

  it('offers the reset for a student with a portal password', async () => {
    const res = await status(people.student);
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toEqual({ can_reset: true, reason: null, must_change: false });
  });

  it('gives a temporary password once, ends the old sessions, and the old password no longer signs in', async () => {
    const before = await loginToken(ctx.app, 'student@reset.local');
    expect((await unread(before)).statusCode).toBe(200); // now in the session cache

    const res = await reset(people.student);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    temporary = json(res).result.password;
    // 12 characters without look-alikes (no 0, O, o, 1, l, I).
    expect(temporary).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
    expect(json(await reset(people.employee)).result.password).not.toBe(temporary);

    expect((await unread(before)).statusCode).toBe(401);
    const old = await login('student@reset.local', 'demo');
    expect(old.statusCode).toBe(422);
    expect(json(old).message).toBe(messages.credentials);
    expect(json(await status(people.student)).result.must_change).toBe(true);
  });

  it('signs in with the temporary password and tells the client the password must change', async () => {
    const res = await login('student@reset.local', temporary);
    expect(res.statusCode).toBe(200);
    const info = json(res).result.user_info;
    expect(info).toMatchObject({
      email: 'student@reset.local',
      default_account_key: 'student',
      password_must_change: true,
    });
    const me = await ctx.app.inject({ url: '/api/accounts', headers: bearer(info.api_token) });
    expect(me.statusCode).toBe(200);
    expect(json(me).result.user_info.password_must_change).toBe(true);
  });

  it('refuses every other call of that session until the password is changed', async () => {
    const token = json(await login('student@reset.local', temporary)).result.user_info.api_token;
    for (const call of [
      { url: '/api/notifications/my/unread/count' },
      { url: '/api/tickets/my' },
      {
        method: 'POST' as const,
        url: '/api/account/set-default-account',
        payload: { account_key: 'student', account_id: 1 },
      },
    ]) {
      const res = await ctx.app.inject({ ...call, headers: bearer(token) });
      expect(res.statusCode, call.url).toBe(403);
      expect(json(res)).toMatchObject({ success: false, message: passwordMessages.mustChange });
    }
    // Public calls and sign-out stay.
    expect((await ctx.app.inject({ url: '/api/config', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await unread(token)).statusCode).toBe(401);
  });

  it('checks the new password: the rules, twice the same, not the temporary one', async () => {
    const token = json(await login('student@reset.local', temporary)).result.user_info.api_token;
    const short = await change(token, 'кот12');
    expect(short.statusCode).toBe(422);
    expect(json(short).errors.password).toEqual(['Пароль слишком короткий: нужно не меньше 8 символов.']);
    const blank = await change(token, '          ');
    expect(json(blank).errors.password).toEqual([passwordMessages.blank]);
    // A control character nobody types into the sign-in's field (a line break, a tab, DEL, NUL).
    for (const password of [
      'новый\nпароль 1',
      'новый\tпароль 1',
      'новый пароль 1\r',
      'новый\u007fпароль',
      'нов\0ый пар',
    ]) {
      const control = await change(token, password);
      expect(control.statusCode, JSON.stringify(password)).toBe(422);
      expect(json(control)).toMatchObject({ success: false, message: messages.validation });
      expect(json(control).errors.password).toEqual([
        'Пароль не может содержать управляющие символы (перевод строки, табуляцию и подобные).',
      ]);
    }
    const mismatch = await change(token, 'новый пароль 1', 'новый пароль 2');
    expect(mismatch.statusCode).toBe(422);
    expect(json(mismatch).errors.password_confirmation).toEqual([passwordMessages.mismatch]);
    const same = await change(token, temporary);
    expect(same.statusCode).toBe(422);
    expect(json(same).message).toBe(passwordMessages.sameAsTemporary);
    expect((await unread(token)).statusCode).toBe(403);
  });

  it('the change clears the flag: this session goes on, others end, only the new password signs in', async () => {
    const other = json(await login('student@reset.local', temporary)).result.user_info.api_token;
    const token = json(await login('student@reset.local', temporary)).result.user_info.api_token;
    expect((await unread(token)).statusCode).toBe(403); // the flagged row is in the session cache

    const res = await change(token, 'Весенний сад 2027');
    expect(res.statusCode).toBe(200);
    expect(json(res).result.user_info).toMatchObject({
      email: 'student@reset.local',
      api_token: token,
      password_must_change: false,
    });
    expect((await unread(token)).statusCode).toBe(200);
    expect(
      json(await ctx.app.inject({ url: '/api/accounts', headers: bearer(token) })).result.user_info
        .password_must_change,
    ).toBe(false);
    expect((await unread(other)).statusCode).toBe(401);

    expect((await login('student@reset.local', temporary)).statusCode).toBe(422);
    const fresh = await login('student@reset.local', 'Весенний сад 2027');
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).result.user_info.password_must_change).toBe(false);
    expect(json(await status(people.student)).result.must_change).toBe(false);

    // Without a temporary password there is nothing to change here.
    const again = await change(json(fresh).result.user_info.api_token, 'Другой пароль 2028');
    expect(again.statusCode).toBe(422);
    expect(json(again).message).toBe(passwordMessages.notRequired);
  });

  it('writes the reset and the change to the audit log, never the password', async () => {
    const res = await ctx.app.inject({ url: '/api/account/admin/audit-log', headers: bearer(await adminToken()) });
    const entries = json<{ result: AuditEntry[] }>(res).result;
    const resets = entries.filter((e) => e.action === 'password_reset' && e.target?.id === people.student);
    expect(resets).toHaveLength(1);
    expect(resets[0]).toMatchObject({
      action_name: 'Сброс пароля',
      actor: { id: people.admin, full_name: 'Смирнова Елена Викторовна' },
      target: { full_name: 'Волков Никита Андреевич' },
      ip: '203.0.113.9',
    });
    const changes = entries.filter((e) => e.action === 'password_change');
    expect(changes[0]).toMatchObject({
      action_name: 'Смена временного пароля',
      actor: { id: people.student },
      target: { id: people.student },
    });
    expect(res.body).not.toContain(temporary);
  });

  it('lets the student in at once even after too many failed tries', async () => {
    for (let i = 0; i < 5; i++) await login('employee@reset.local', 'wrong', '198.51.100.77');
    expect((await login('employee@reset.local', 'wrong', '198.51.100.77')).statusCode).toBe(429);
    const password = json(await reset(people.employee)).result.password;
    const res = await login('employee@reset.local', password, '198.51.100.77');
    expect(res.statusCode).toBe(200);
    expect(json(res).result.user_info.password_must_change).toBe(true);
  });

  it('does not force the change on an admin signed in as the user', async () => {
    const admin = await adminToken();
    await reset(people.employee, admin);
    const { token } = json(
      await ctx.app.inject({ url: `/api/account/admin/user/${people.employee}/token`, headers: bearer(admin) }),
    ).result;
    expect(
      json(await ctx.app.inject({ url: '/api/accounts', headers: bearer(token) })).result.user_info
        .password_must_change,
    ).toBe(false);
    expect((await unread(token)).statusCode).toBe(200);
    // …nor lets that session choose the user's password: it is the user's own to change (issue 30 §3).
    const refused = await change(token, 'Пароль администратора');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(
      'Под чужой учётной записью это недоступно: это может сделать только сам пользователь.',
    );
  });

  it('refuses other callers, an admin, oneself and an unknown user', async () => {
    const student = await loginToken(ctx.app, 'plain@reset.local');
    expect((await reset(people.employee, student)).statusCode).toBe(403);
    expect((await status(people.employee, student)).statusCode).toBe(403);

    const otherAdmin = await reset(people.otherAdmin);
    expect(otherAdmin.statusCode).toBe(403);
    expect(json(otherAdmin).message).toBe(ru.adminPassword);
    expect(json(await status(people.otherAdmin)).result).toEqual({
      can_reset: false,
      reason: ru.adminPassword,
      must_change: false,
    });
    const own = await reset(people.admin);
    expect(own.statusCode).toBe(422);
    expect(json(own).message).toBe(ru.ownPassword);
    const nobody = await reset(999_999);
    expect(nobody.statusCode).toBe(404);
    expect(json(nobody).message).toBe(ru.userNotFound);
    expect((await loginToken(ctx.app, 'other-admin@reset.local')).length).toBeGreaterThan(0);
  });
});

describe('with the university directory (LDAP_URL)', () => {
  let app: TestContext;
  const ids = { directory: 0, portal: 0 };
  beforeAll(async () => {
    const base = { LDAP_URL: 'ldap://ldap.invalid', LDAP_SEARCH_BASE: 'ou=people,dc=univ,dc=test' };
    app = await startTestApp({ ldap: loadConfig(base).ldap });
    const f = factories(app.database.db);
    await f.admin((await f.user('admin@reset.local')).id);
    const directory = await f.user('directory@reset.local', { password: null });
    await f.student(directory.id);
    const portal = await f.user('portal@reset.local');
    await f.student(portal.id);
    Object.assign(ids, { directory: directory.id, portal: portal.id });
  });
  afterAll(async () => {
    await app?.app.close();
    await app?.database.close();
  });

  it(
    'refuses the reset of a user whose password lives in the ' +
      'directory, and offers it for one with a portal password',
    async () => {
      const token = await loginToken(app.app, 'admin@reset.local');
      const ask = (id: number) =>
        app.app.inject({ url: `/api/account/admin/user/${id}/password`, headers: bearer(token) });
      expect(json(await ask(ids.directory)).result).toEqual({
        can_reset: false,
        reason: ru.directoryPassword,
        must_change: false,
      });
      const refused = await app.app.inject({
        method: 'POST',
        url: `/api/account/admin/user/${ids.directory}/password/reset`,
        headers: bearer(token),
      });
      expect(refused.statusCode).toBe(422);
      expect(json(refused).message).toBe(ru.directoryPassword);

      expect(json(await ask(ids.portal)).result.can_reset).toBe(true);
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/account/admin/user/${ids.portal}/password/reset`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const signIn = await app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'portal@reset.local', password: json(res).result.password },
      });
      expect(json(signIn).result.user_info.password_must_change).toBe(true);
    },
  );
});
