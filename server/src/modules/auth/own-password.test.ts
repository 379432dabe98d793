import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, passwordMessages, type AuditEntry } from '@portal/contract';
import { loadConfig } from '../../config';
import { bearer, json, loginToken, startTestApp, useTestApp, type TestContext } from '../../test/app';
import { factories } from '../../test/factories';

const people = { admin: 0, student: 0, employee: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const admin = await f.user('admin@own.local');
  await f.admin(admin.id);
  const student = await f.user('student@own.local', { surname: 'Орлова', name: 'Дарья', patronymic: 'Игоревна' });
  await f.student(student.id);
  const employee = await f.user('employee@own.local');
  await f.employee(employee.id);
  await f.student((await f.user('guess@own.local')).id);
  Object.assign(people, { admin: admin.id, student: student.id, employee: employee.id });
});

const login = (app: TestContext['app'], login: string, password: string, ip = '198.51.100.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { login, password }, remoteAddress: ip });
const change = (
  app: TestContext['app'],
  token: string,
  body: { current_password: string; password: string; password_confirmation?: string },
  ip = '198.51.100.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/account/password/change',
    headers: bearer(token),
    payload: { password_confirmation: body.password, ...body },
    remoteAddress: ip,
  });
const accounts = (app: TestContext['app'], token: string) =>
  app.inject({ url: '/api/accounts', headers: bearer(token) });

describe('a person changes their own password (issue 30 §7)', () => {
  it('tells the session it may change the password here', async () => {
    const token = await loginToken(ctx.app, 'employee@own.local');
    expect(json(await accounts(ctx.app, token)).result.user_info.can_change_password).toBe(true);
  });

  it('refuses a wrong or missing current password under its field', async () => {
    const token = await loginToken(ctx.app, 'employee@own.local');
    const wrong = await change(ctx.app, token, { current_password: 'не тот пароль', password: 'Новый пароль 2027' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({
      success: false,
      message: 'Неверный текущий пароль.',
      errors: { current_password: ['Неверный текущий пароль.'] },
    });
    const missing = await change(ctx.app, token, { current_password: '', password: 'Новый пароль 2027' });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors.current_password).toEqual([passwordMessages.currentMissing]);
    // The new password's rules are those of the change after a temporary password.
    const short = await change(ctx.app, token, { current_password: 'demo', password: 'кот12' });
    expect(json(short).errors.password).toEqual(['Пароль слишком короткий: нужно не меньше 8 символов.']);
    const mismatch = await change(ctx.app, token, {
      current_password: 'demo',
      password: 'Новый пароль 2027',
      password_confirmation: 'Новый пароль 2028',
    });
    expect(json(mismatch).errors.password_confirmation).toEqual([passwordMessages.mismatch]);
    expect((await login(ctx.app, 'employee@own.local', 'demo')).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the sign-in limits of the login', async () => {
    const token = await loginToken(ctx.app, 'guess@own.local');
    const ip = '198.51.100.66';
    for (let i = 0; i < 5; i++) {
      const res = await change(ctx.app, token, { current_password: `guess ${i}`, password: 'Новый пароль 2027' }, ip);
      expect(res.statusCode).toBe(422);
    }
    const refused = await change(ctx.app, token, { current_password: 'demo', password: 'Новый пароль 2027' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toBe(messages.tooManyAttempts);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same pair is refused at the sign-in too; the password is unchanged.
    expect((await login(ctx.app, 'guess@own.local', 'demo', ip)).statusCode).toBe(429);
    expect((await login(ctx.app, 'guess@own.local', 'demo', '198.51.100.67')).statusCode).toBe(200);
  });

  it('keeps this session, ends the others, and only the new password signs in', async () => {
    const other = await loginToken(ctx.app, 'student@own.local');
    expect((await accounts(ctx.app, other)).statusCode).toBe(200); // now in the session cache
    const token = await loginToken(ctx.app, 'student@own.local');

    const res = await change(ctx.app, token, { current_password: 'demo', password: 'Осенний лес 2027' });
    expect(res.statusCode).toBe(200);
    expect(json(res).result.user_info).toMatchObject({
      email: 'student@own.local',
      api_token: token,
      can_change_password: true,
    });
    expect((await accounts(ctx.app, token)).statusCode).toBe(200);
    expect((await accounts(ctx.app, other)).statusCode).toBe(401);

    expect(json(await login(ctx.app, 'student@own.local', 'demo')).message).toBe(messages.credentials);
    const fresh = await login(ctx.app, 'student@own.local', 'Осенний лес 2027');
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).result.user_info.password_must_change).toBe(false);

    const same = await change(ctx.app, token, { current_password: 'Осенний лес 2027', password: 'Осенний лес 2027' });
    expect(same.statusCode).toBe(422);
    expect(json(same)).toMatchObject({
      message: passwordMessages.sameAsCurrent,
      errors: { password: [passwordMessages.sameAsCurrent] },
    });
  });

  it('writes the change to the audit log, never the password', async () => {
    const admin = await loginToken(ctx.app, 'admin@own.local');
    const res = await ctx.app.inject({ url: '/api/account/admin/audit-log', headers: bearer(admin) });
    const entries = json<{ result: AuditEntry[] }>(res).result.filter((e) => e.action === 'password_own_change');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action_name: 'Смена пароля',
      actor: { id: people.student, full_name: 'Орлова Дарья Игоревна' },
      target: { id: people.student },
      ip: '198.51.100.1',
    });
    expect(res.body).not.toContain('Осенний лес 2027');
  });

  it('is refused to an admin signed in as the user', async () => {
    const admin = await loginToken(ctx.app, 'admin@own.local');
    const { token } = json(
      await ctx.app.inject({ url: `/api/account/admin/user/${people.employee}/token`, headers: bearer(admin) }),
    ).result;
    expect(json(await accounts(ctx.app, token)).result.user_info.can_change_password).toBe(false);
    const refused = await change(ctx.app, token, { current_password: 'demo', password: 'Пароль администратора' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(messages.inPersonOnly);
    expect((await login(ctx.app, 'employee@own.local', 'demo')).statusCode).toBe(200);
  });

  it('is refused to a session that must change a temporary password first', async () => {
    const admin = await loginToken(ctx.app, 'admin@own.local');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/admin/user/${people.employee}/password/reset`,
      headers: bearer(admin),
    });
    const temporary = json(reset).result.password as string;
    const token = json(await login(ctx.app, 'employee@own.local', temporary)).result.user_info.api_token;
    const res = await change(ctx.app, token, { current_password: temporary, password: 'Новый пароль 2027' });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(passwordMessages.mustChange);
  });
});

describe('with the university directory (LDAP_URL)', () => {
  let app: TestContext;
  const tokens = { directory: '', portal: '' };
  beforeAll(async () => {
    const base = { LDAP_URL: 'ldap://ldap.invalid', LDAP_SEARCH_BASE: 'ou=people,dc=univ,dc=test' };
    app = await startTestApp({ ldap: loadConfig(base).ldap });
    const f = factories(app.database.db);
    // Signed in with the directory's password: a session of its own, as the directory is not there.
    const directory = await f.user('directory@own.local', { password: null });
    tokens.directory = await f.session(directory.id, { key: 'student', id: (await f.student(directory.id)).id });
    await f.student((await f.user('portal@own.local')).id);
    tokens.portal = await loginToken(app.app, 'portal@own.local');
  });
  afterAll(async () => {
    await app?.app.close();
    await app?.database.close();
  });

  it('refuses a user whose password lives in the directory, and lets one with a portal password change', async () => {
    expect(json(await accounts(app.app, tokens.directory)).result.user_info.can_change_password).toBe(false);
    const refused = await change(app.app, tokens.directory, { current_password: 'x', password: 'Новый пароль 2027' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(passwordMessages.inDirectory);

    expect(json(await accounts(app.app, tokens.portal)).result.user_info.can_change_password).toBe(true);
    const res = await change(app.app, tokens.portal, { current_password: 'demo', password: 'Новый пароль 2027' });
    expect(res.statusCode).toBe(200);
  });
});
