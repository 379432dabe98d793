import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HOURS_DEFAULT, SESSION_HOURS_REMEMBERED } from '@portal/contract';
import { loadConfig, type OidcConfig } from '../../config';
import { queryRows } from '../../db/client';
import { startTestApp, type TestContext } from '../../test/app';
import { factories } from '../../test/factories';
import { atProvider, oidcConfigOf, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';

/**
 * Sign-in through the university's identity provider (issue 33) against a real OpenID provider
 * (oidc-provider) on a free port: the whole flow as a browser goes it (the start's address, the
 * provider's login and consent pages, the redirect back, the finish with the flow's cookie), and its
 * failures: a wrong state, an unknown person, a person who left, a refusal at the provider, no flow,
 * the provider down.
 */
const PUBLIC_URL = 'http://portal.test';
let provider: TestOidcProvider;
let ctx: TestContext;
let oidc: OidcConfig;

beforeAll(async () => {
  provider = await startOidcProvider([`${PUBLIC_URL}/login/oidc`]);
  oidc = oidcConfigOf(provider, PUBLIC_URL);
  ctx = await startTestApp({ oidc, publicUrl: PUBLIC_URL });
  const f = factories(ctx.database.db);
  await f.student((await f.user('Oidc.Student@test.local', { password: null })).id);
  await f.employee((await f.user('oidc.leaver@test.local', { password: null })).id);
  await ctx.database.db.execute(sql`update users set left_at = now() where email = 'oidc.leaver@test.local'`);
});
afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
  await provider?.stop();
});

/** The start's answer: the provider's address and the flow's cookie (name=value). */
async function start(remember?: boolean) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/oidc/start',
    payload: remember === undefined ? {} : { remember },
  });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  return { url: res.json().result.url as string, cookie: setCookie.split(';')[0]! };
}

/** The finish with what the provider sent the browser back with, as the web app's /login/oidc hands it on. */
function finish(back: URL, cookie: string | null) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login/oidc/finish',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', ...(cookie && { cookie }) },
    payload: Object.fromEntries(back.searchParams),
  });
}

const f = () => factories(ctx.database.db);
const sessionsOf = (email: string) =>
  queryRows<{ hours: number; remember: boolean }>(
    ctx.database.db,
    sql`select round(extract(epoch from s.expires_at - s.created_at) / 3600)::int as hours,
          (select e.remember from login_events e where e.user_id = s.user_id order by e.id desc limit 1) as remember
        from sessions s join users u on u.id = s.user_id where lower(u.email) = lower(${email}) order by s.id`,
  );

describe('sign-in through the identity provider', () => {
  it('tells the web app the button and checks its settings', async () => {
    const res = await ctx.app.inject({ url: '/api/config' });
    expect(res.json().result.oidc_button).toBe('Войти через единую учётную запись');
    const partial = () => loadConfig({ OIDC_ISSUER: 'https://sso.university.ru/realms/u', OIDC_CLIENT_ID: 'portal' });
    expect(partial).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID и OIDC_CLIENT_SECRET: задаются все три вместе/);
    const http = { OIDC_ISSUER: 'http://sso.university.ru', OIDC_CLIENT_ID: 'p', OIDC_CLIENT_SECRET: 's' };
    expect(() => loadConfig(http)).toThrow(/OIDC_ISSUER: ожидается адрес https/);
    const config = loadConfig({ ...http, OIDC_ISSUER: 'https://sso.university.ru', PUBLIC_URL: 'https://lk.u.ru/' });
    expect(config.oidc).toMatchObject({ loginClaim: 'email', redirectUri: 'https://lk.u.ru/login/oidc' });
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('signs a known person in with the portal’s own session, «Запомнить меня» carried through', async () => {
    const flow = await start(true);
    const authorization = new URL(flow.url);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/login/oidc`);
    const back = await atProvider(flow.url, 'oidc.student@TEST.local');
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/login/oidc`);
    expect(back.searchParams.get('code')).toBeTruthy();
    const res = await finish(back, flow.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().result.user_info;
    expect(info).toMatchObject({ email: 'Oidc.Student@test.local', default_account_key: 'student' });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/); // the flow is over
    // The portal's own session: its token works, it lasts the remembered 30 days, the sign-in is recorded.
    const me = await ctx.app.inject({ url: '/api/accounts', headers: { authorization: `Bearer ${info.api_token}` } });
    expect(me.statusCode).toBe(200);
    expect(await sessionsOf('oidc.student@test.local')).toEqual([{ hours: SESSION_HOURS_REMEMBERED, remember: true }]);
    // The same answer again: the provider takes its code once.
    expect((await finish(back, flow.cookie)).statusCode).toBe(422);

    // Not remembered: 12 hours.
    const second = await start();
    const res2 = await finish(await atProvider(second.url, 'oidc.student@test.local'), second.cookie);
    expect(res2.statusCode, res2.body).toBe(200);
    expect((await sessionsOf('oidc.student@test.local')).at(-1)).toEqual({
      hours: SESSION_HOURS_DEFAULT,
      remember: false,
    });
  });

  it('refuses an answer of another flow (a wrong state), and one without the flow’s cookie', async () => {
    const mine = await start();
    const other = await start();
    const back = await atProvider(other.url, 'oidc.student@test.local');
    const res = await finish(back, mine.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Вход через единую учётную запись не удался: ответ сервера не прошёл проверку/);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/); // a flow is finished once, failed too
    const noCookie = await finish(back, null);
    expect(noCookie.statusCode).toBe(422);
    expect(noCookie.json().message).toMatch(/время входа истекло/);
    const forged = await finish(back, `${other.cookie.split('=')[0]}=${'x'.repeat(40)}.y.z`);
    expect(forged.statusCode).toBe(422);
  });

  it('refuses an unknown person and one who left, in Russian, with no session', async () => {
    for (const login of ['nobody@test.local', 'oidc.leaver@test.local']) {
      const flow = await start();
      const res = await finish(await atProvider(flow.url, login), flow.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^Учётная запись не найдена в личном кабинете/);
      expect(await sessionsOf(login)).toEqual([]);
    }
  });

  it('refuses an e-mail address the provider has not verified, even of a known person', async () => {
    const login = 'unverified.student@test.local';
    await f().student((await f().user(login, { password: null })).id);
    const flow = await start();
    const res = await finish(await atProvider(flow.url, login), flow.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/не сообщил логин \(email\)/);
    expect(await sessionsOf(login)).toEqual([]);
  });

  it('says so when the person cancels at the provider', async () => {
    const flow = await start();
    const back = await atProvider(flow.url, null);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await finish(back, flow.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/вход отменён или отклонён на сервере единой учётной записи/);
  });

  it('says the provider is unavailable when it does not answer, and works again when it is back', async () => {
    const flow = await start();
    const back = await atProvider(flow.url, 'oidc.student@test.local');
    await provider.stop();
    try {
      const res = await finish(back, flow.cookie);
      expect(res.statusCode, res.body).toBe(424);
      expect(res.json().message).toMatch(/^Сервер единой учётной записи недоступен/);
      // An instance that has not discovered it yet cannot even start.
      const fresh = await startTestApp({ oidc, publicUrl: PUBLIC_URL });
      try {
        const started = await fresh.app.inject({ method: 'POST', url: '/api/login/oidc/start', payload: {} });
        expect(started.statusCode).toBe(424);
        expect(started.json().message).toMatch(/^Сервер единой учётной записи недоступен/);
      } finally {
        await fresh.app.close();
        await fresh.database.close();
      }
    } finally {
      await provider.start();
    }
    const again = await start();
    expect((await finish(await atProvider(again.url, 'oidc.student@test.local'), again.cookie)).statusCode).toBe(200);
  });
});
