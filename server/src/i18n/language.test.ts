import { describe, expect, it } from 'vitest';
import { bearer, json, loginToken, useTestApp } from '../test/app';
import { factories } from '../test/factories';

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  await f.student((await f.user('student@test.local')).id);
  await f.student((await f.user('traveller@test.local')).id);
  const admin = await f.user('admin@test.local');
  await f.admin(admin.id);
});

let tries = 0;
// Each try another login, so that the sign-in throttle does not step in.
const wrongPassword = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: `nobody${++tries}@test.local`, password: 'wrong' },
    headers,
  });
const setLanguage = (token: string, language: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/language',
    payload: { language },
    headers: { ...bearer(token), ...headers },
  });
const accounts = (token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/accounts', headers: { ...bearer(token), ...headers } });

describe('the language of the answers before sign-in (decision 10)', () => {
  it("is English when the web app names the sign-in screen's choice in X-Language", async () => {
    for (const language of ['en', 'EN', ' en ']) {
      const res = await wrongPassword({ 'x-language': language });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({
        success: false,
        message: 'Incorrect login and/or password',
        errors: { credentials: ['Incorrect login and/or password'] },
      });
    }
  });

  it("is the spec's Russian otherwise, whatever Accept-Language a browser sends unasked", async () => {
    for (const headers of [
      { 'accept-language': 'en' },
      { 'accept-language': 'en-US,en;q=0.9' },
      {},
      { 'x-language': 'ru' },
      { 'x-language': 'de' },
      { 'x-language': 'en-US' },
    ] as Record<string, string>[]) {
      const res = await wrongPassword(headers);
      expect(json(res)).toEqual({
        success: false,
        message: 'Неверный логин и/или пароль',
        errors: { credentials: ['Неверный логин и/или пароль'] },
      });
    }
  });

  it("says the framework's own refusals and zod's field errors in it too", async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
    });
    expect(json(malformed).message).toBe('Check the data you entered');
    const missing = await ctx.app.inject({ url: '/api/nothing-here', headers: { 'x-language': 'en' } });
    expect(json(missing)).toEqual({ success: false, message: 'Not found' });
  });

  it("says the contract's own checks (a page, an id, a NUL in a text) in the user's language", async () => {
    const token = await loginToken(ctx.app, 'admin@test.local');
    const ask = (url: string) => ctx.app.inject({ url, headers: bearer(token) });
    expect(json(await ask('/api/account/admin/report/update?page=abc')).errors).toEqual({
      page: ['Ожидается номер страницы'],
    });
    await setLanguage(token, 'en');
    try {
      expect(json(await ask('/api/account/admin/report/update?page=abc')).errors).toEqual({
        page: ['A page number is expected'],
      });
      expect(json(await ask('/api/account/admin/admins/x1')).errors).toEqual({ id: ['A number is expected'] });
      expect(
        json(await ask(`/api/account/admin/audit-log?search_string=${encodeURIComponent('a\u0000b')}`)).errors,
      ).toEqual({ search_string: ['The text contains a character that is not allowed'] });
    } finally {
      await setLanguage(token, 'ru');
    }
  });
});

describe('POST /api/account/language', () => {
  it('is Russian for a user who never chose', async () => {
    const token = await loginToken(ctx.app, 'student@test.local');
    expect(json(await accounts(token)).result.user_info.language).toBe('ru');
  });

  it(
    'keeps the choice for every device: answers and the ' + 'next sign-in are in it, whatever the browser asks',
    async () => {
      const first = await loginToken(ctx.app, 'traveller@test.local');
      const other = await loginToken(ctx.app, 'traveller@test.local');
      const chosen = await setLanguage(first, 'en', { 'x-language': 'ru' });
      expect(chosen.statusCode).toBe(200);
      expect(json(chosen).result.user_info.language).toBe('en');

      // The other open session follows at once (its cached row is forgotten).
      expect(json(await accounts(other, { 'x-language': 'ru' })).result.user_info.language).toBe('en');
      const refused = await setLanguage(other, 'de', { 'x-language': 'ru' });
      expect(refused.statusCode).toBe(422);
      expect(json(refused).message).toBe('Check the data you entered');
      expect(json(refused).errors.language[0]).toMatch(/^Invalid option/);

      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'traveller@test.local', password: 'demo' },
        headers: { 'x-language': 'ru' },
      });
      expect(json(login).result.user_info.language).toBe('en');

      const back = await setLanguage(first, 'ru');
      expect(json(back).result.user_info.language).toBe('ru');
      expect(json(await setLanguage(first, 'de', { 'x-language': 'en' })).message).toBe('Проверьте введённые данные');
    },
  );

  it('during an impersonation changes only that session: the user keeps their own choice', async () => {
    const admin = await loginToken(ctx.app, 'admin@test.local');
    await setLanguage(admin, 'en');
    const student = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'student@test.local', password: 'demo' },
      }),
    ).result.user_info;
    const impersonation = json(
      await ctx.app.inject({ url: `/api/account/admin/user/${student.id}/token`, headers: bearer(admin) }),
    ).result;
    const token: string = impersonation.token;
    // The admin reads the user's screens in their own language.
    expect(json(await accounts(token)).result.user_info.language).toBe('en');
    await setLanguage(token, 'ru');
    expect(json(await accounts(token)).result.user_info.language).toBe('ru');
    expect(json(await accounts(student.api_token)).result.user_info.language).toBe('ru');
    expect(json(await accounts(admin)).result.user_info.language).toBe('en');
  });

  it('is refused without a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/language',
      payload: { language: 'en' },
      headers: { 'x-language': 'en' },
    });
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe('Your session has expired. Please sign in again.');
  });
});
