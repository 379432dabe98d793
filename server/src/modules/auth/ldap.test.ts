import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Client } from 'ldapts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type LdapConfig } from '../../config';
import { users } from '../../db/schema';
import { json, startTestApp, type TestContext } from '../../test/app';
import { factories } from '../../test/factories';
import { freePort, hasSlapd, SLAPD, startSlapd, type DirectoryPerson, type TestSlapd } from '../../test/ldap';
import { waitFor } from '../../test/wait';
import { ldapDirectory, loginFilter } from './ldap';

// A developer machine without Debian's slapd skips these; CI (CI=true) installs it and must run them.
const runs = hasSlapd || !!process.env.CI;
if (!runs) console.warn(`ldap.test.ts skipped: ${SLAPD} is missing (apt-get install slapd); CI runs these tests`);

const anna: DirectoryPerson = {
  uid: 'anna',
  mail: 'anna@univ.test',
  password: 'Зима-2026 пароль',
  name: 'Анна Лебедева',
};
/** In the directory, not in the portal. */
const boris: DirectoryPerson = { uid: 'boris', mail: 'boris@univ.test', password: 'boris-secret' };
/** In both, with a password of the portal's own too ('demo'): that one counts. */
const local: DirectoryPerson = { uid: 'local', mail: 'local@univ.test', password: 'directory-secret' };
const vera: DirectoryPerson = { uid: 'vera', mail: 'vera@univ.test', password: 'vera-secret' };
/** Two entries with one e-mail: the filter does not tell who signs in. */
const twins: DirectoryPerson[] = [
  { uid: 'twin1', mail: 'twin@univ.test', password: 'twin-secret' },
  { uid: 'twin2', mail: 'twin@univ.test', password: 'twin-secret' },
];

const CREDENTIALS = {
  success: false,
  message: 'Неверный логин и/или пароль',
  errors: { credentials: ['Неверный логин и/или пароль'] },
};
const UNAVAILABLE = { success: false, message: 'Вход временно недоступен' };

const silent = pino({ level: 'silent' });

/** A logger whose lines a test reads. */
function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'debug' }, sink), text: () => lines.join('') };
}

function ldapConfigOf(slapd: TestSlapd, overrides: Partial<LdapConfig> = {}): LdapConfig {
  return {
    url: slapd.url,
    bind: { dn: slapd.bindDn, password: slapd.bindPassword },
    searchBase: slapd.baseDn,
    searchFilter: '(mail={{login}})',
    startTls: false,
    tls: { caFile: null, rejectUnauthorized: true },
    timeoutMs: 5000,
    ...overrides,
  };
}

describe('the search filter', () => {
  it('takes the login escaped per RFC 4515, with no replacement patterns read in it', () => {
    expect(loginFilter('(mail={{login}})', 'anna@univ.test')).toBe('(mail=anna@univ.test)');
    expect(loginFilter('(mail={{login}})', '*')).toBe('(mail=\\2a)');
    expect(loginFilter('(mail={{login}})', '*)(mail=*')).toBe('(mail=\\2a\\29\\28mail=\\2a)');
    expect(loginFilter('(mail={{login}})', 'x)(|(mail=*')).toBe('(mail=x\\29\\28|\\28mail=\\2a)');
    expect(loginFilter('(mail={{login}})', 'a\\b')).toBe('(mail=a\\5cb)');
    expect(loginFilter('(mail={{login}})', "a$&b$'c$`d")).toBe("(mail=a$&b$'c$`d)");
    expect(loginFilter('(|(mail={{login}})(userPrincipalName={{login}}))', 'a*')).toBe(
      '(|(mail=a\\2a)(userPrincipalName=a\\2a))',
    );
  });
});

describe('the LDAP settings', () => {
  const base = {
    LDAP_URL: 'ldaps://ldap.univ.test',
    LDAP_SEARCH_BASE: 'ou=people,dc=univ,dc=test',
    LDAP_BIND_DN: 'cn=portal,dc=univ,dc=test',
    LDAP_BIND_PASSWORD: 's3cret',
  };

  it('are off without LDAP_URL, and filled with defaults with it', () => {
    expect(loadConfig({}).ldap).toBeNull();
    expect(loadConfig(base).ldap).toEqual({
      url: 'ldaps://ldap.univ.test',
      bind: { dn: 'cn=portal,dc=univ,dc=test', password: 's3cret' },
      searchBase: 'ou=people,dc=univ,dc=test',
      searchFilter: '(mail={{login}})',
      startTls: false,
      tls: { caFile: null, rejectUnauthorized: true },
      timeoutMs: 5000,
    });
    expect(loadConfig({ ...base, LDAP_BIND_DN: '', LDAP_BIND_PASSWORD: '' }).ldap?.bind).toBeNull();
    expect(
      loadConfig({
        ...base,
        LDAP_URL: 'ldap://10.0.0.5:3389/',
        LDAP_STARTTLS: '1',
        LDAP_TLS_CA_FILE: '/etc/ssl/univ-ca.pem',
        LDAP_TLS_REJECT_UNAUTHORIZED: '0',
        LDAP_TIMEOUT_MS: '2000',
      }).ldap,
    ).toMatchObject({
      url: 'ldap://10.0.0.5:3389',
      startTls: true,
      tls: { caFile: '/etc/ssl/univ-ca.pem', rejectUnauthorized: false },
      timeoutMs: 2000,
    });
  });

  it('are refused at start when they do not make sense, naming the setting', () => {
    const refused = (env: Record<string, string>, message: RegExp) =>
      expect(() => loadConfig({ ...base, ...env })).toThrow(message);
    refused({ LDAP_URL: 'ldap.univ.test' }, /Неверные настройки окружения — LDAP_URL: ожидается ldap:\/\//);
    refused({ LDAP_URL: 'https://ldap.univ.test' }, /LDAP_URL/);
    refused({ LDAP_URL: 'ldap://ldap.univ.test/dc=univ' }, /LDAP_URL/);
    refused({ LDAP_SEARCH_BASE: '' }, /LDAP_SEARCH_BASE: обязателен/);
    refused({ LDAP_BIND_PASSWORD: '' }, /LDAP_BIND_DN и LDAP_BIND_PASSWORD: задаются вместе/);
    refused({ LDAP_BIND_DN: '' }, /LDAP_BIND_DN и LDAP_BIND_PASSWORD/);
    refused({ LDAP_SEARCH_FILTER: '(mail=anna@univ.test)' }, /LDAP_SEARCH_FILTER: должен содержать \{\{login\}\}/);
    refused({ LDAP_SEARCH_FILTER: '(mail={{login}}' }, /LDAP_SEARCH_FILTER: не фильтр LDAP/);
    refused({ LDAP_STARTTLS: '1' }, /LDAP_STARTTLS: не нужен с ldaps/);
    refused({ LDAP_URL: 'ldap://ldap.univ.test', LDAP_TLS_CA_FILE: '/etc/ssl/ca.pem' }, /LDAP_TLS_CA_FILE: без ldaps/);
    refused({ LDAP_TIMEOUT_MS: '10' }, /LDAP_TIMEOUT_MS/);
  });

  it('refuse a CA file that cannot be read when the app starts', () => {
    expect(() =>
      ldapDirectory(
        { ...loadConfig(base).ldap!, tls: { caFile: '/nonexistent/ca.pem', rejectUnauthorized: true } },
        silent,
      ),
    ).toThrow(/LDAP_TLS_CA_FILE: не удалось прочитать \/nonexistent\/ca.pem/);
  });
});

describe.skipIf(!runs)('sign-in with the password of a real OpenLDAP (slapd)', () => {
  let slapd: TestSlapd;
  let ctx: TestContext;
  const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/login', payload });

  beforeAll(async () => {
    slapd = await startSlapd([anna, boris, local, vera, ...twins], { tls: true });
    ctx = await startTestApp({ ldap: ldapConfigOf(slapd) });
    const f = factories(ctx.database.db);
    for (const email of [anna.mail, vera.mail, 'twin@univ.test', 'ann*@univ.test', '*']) {
      const user = await f.user(email, { password: null, surname: 'Лебедева', name: 'Анна' });
      await f.employee(user.id);
    }
    const withOwnPassword = await f.user(local.mail); // 'demo', argon2
    await f.admin(withOwnPassword.id);
  }, 120_000);

  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.database.close();
    await slapd?.stop();
  });

  it(
    'signs in a portal user with no password of its own ' + 'by the directory password, and stores nothing of it',
    async () => {
      const res = await login({ login: ' Anna@Univ.Test ', password: anna.password });
      expect(res.statusCode).toBe(200);
      expect(json(res).result.user_info).toMatchObject({
        email: anna.mail,
        surname: 'Лебедева',
        default_account_key: 'employee',
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, anna.mail));
      expect(row!.passwordHash).toBeNull();
    },
  );

  it('says Неверный логин и/или пароль for a wrong password', async () => {
    for (const password of ['wrong', anna.password.toUpperCase(), `${anna.password} `]) {
      const res = await login({ login: anna.mail, password });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual(CREDENTIALS);
    }
  });

  it('refuses a person of the directory the portal does not know, with the same answer', async () => {
    const res = await login({ login: boris.mail, password: boris.password });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual(CREDENTIALS);
    const nobody = await login({ login: 'nobody@univ.test', password: 'whatever' });
    expect(nobody.statusCode).toBe(422);
    expect(json(nobody)).toEqual(CREDENTIALS);
  });

  it("checks a user with a password of the portal's own by that one only", async () => {
    const own = await login({ login: local.mail, password: 'demo' });
    expect(own.statusCode).toBe(200);
    expect(json(own).result.user_info.default_account_key).toBe('admin');
    const directory = await login({ login: local.mail, password: local.password });
    expect(directory.statusCode).toBe(422);
    expect(json(directory)).toEqual(CREDENTIALS);
  });

  it('refuses a login two entries answer to', async () => {
    const res = await login({ login: 'twin@univ.test', password: 'twin-secret' });
    expect(json(res)).toEqual(CREDENTIALS);
  });

  it('refuses LDAP filter injections in the login', async () => {
    // Unescaped, `ann*@univ.test` is a substring filter that finds Anna's entry alone: with her
    // password it would have signed in the portal user "ann*@univ.test".
    const raw = new Client({ url: slapd.url });
    await raw.bind(slapd.bindDn, slapd.bindPassword);
    const { searchEntries } = await raw.search(slapd.baseDn, { filter: '(mail=ann*@univ.test)' });
    expect(searchEntries.map((e) => e.dn)).toEqual([slapd.dnOf('anna')]);
    const everyone = await raw.search(slapd.baseDn, { filter: '(mail=*)' });
    expect(everyone.searchEntries.length).toBeGreaterThan(1);
    await raw.unbind();

    for (const injected of [
      'ann*@univ.test',
      '*',
      '*)(mail=*',
      'x)(|(mail=*',
      'anna@univ.test)(|(mail=*',
      '*)(uid=anna',
      '\\2a',
    ]) {
      const res = await login({ login: injected, password: anna.password });
      expect(res.statusCode, injected).toBe(422);
      expect(json(res)).toEqual(CREDENTIALS);
    }
    // Below the app: none of them reaches a bind as anybody.
    const directory = ldapDirectory(ldapConfigOf(slapd), silent);
    for (const injected of [
      'ann*@univ.test',
      '*',
      '*)(mail=*',
      'x)(|(mail=*',
      "anna@univ.test$'",
      '$`anna@univ.test',
    ]) {
      expect(await directory.verify(injected, anna.password), injected).toBe('wrong');
    }
    expect(await directory.verify(anna.mail, anna.password)).toBe('ok');
  });

  it('never sends an empty password (this server takes it for an anonymous bind)', async () => {
    // The danger is real here: a DN with an empty password binds.
    const raw = new Client({ url: slapd.url });
    await expect(raw.bind(slapd.dnOf('anna'), '')).resolves.toBeUndefined();
    await raw.unbind();

    const res = await login({ login: anna.mail, password: '' });
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe('Введите логин и/или пароль');
    // Refused before any connection: a directory that is not there does not even get asked.
    const nowhere = ldapDirectory(ldapConfigOf(slapd, { url: `ldap://127.0.0.1:${await freePort()}` }), silent);
    expect(await nowhere.verify(anna.mail, '')).toBe('wrong');
  });

  it('counts failed tries for the sign-in limits', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login({ login: vera.mail, password: `wrong-${i}` })).statusCode).toBe(422);
    // Refused before a bind (her right password would bind): nobody locks her out of the directory through the portal.
    const blocked = await login({ login: vera.mail, password: vera.password });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toMatch(/Слишком много попыток/);
  });

  it('gives up on a directory that accepts the connection and never answers, within the timeout', async () => {
    const sockets = new Set<Socket>();
    const closed = new Set<Socket>();
    const silentServer: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => closed.add(socket));
      socket.resume(); // reads the requests, answers nothing
    });
    await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
    const { port } = silentServer.address() as { port: number };
    const captured = capturedLog();
    const directory = ldapDirectory(
      ldapConfigOf(slapd, { url: `ldap://127.0.0.1:${port}`, timeoutMs: 400 }),
      captured.log,
    );
    // Without its timeout (400 ms here) it would wait for ever: the test's own timeout bounds it.
    expect(await directory.verify(anna.mail, anna.password)).toBe('unavailable');
    // The client closed its connection, its only one.
    await waitFor(() => closed.size > 0, { what: 'the client closing its connection' });
    expect(sockets.size).toBe(1);
    expect(closed.size).toBe(1);
    await new Promise((resolve) => silentServer.close(resolve));
    expect(captured.text()).toMatch(/could not check a sign-in/);
    expect(captured.text()).not.toContain(anna.password);
  }, 10_000);

  it("is unavailable, not a wrong password, when the portal's own account is refused", async () => {
    const captured = capturedLog();
    const directory = ldapDirectory(
      ldapConfigOf(slapd, { bind: { dn: slapd.bindDn, password: 'not-the-password' } }),
      captured.log,
    );
    expect(await directory.verify(anna.mail, anna.password)).toBe('unavailable');
    expect(captured.text()).toMatch(/service bind/);
    expect(captured.text()).not.toContain(anna.password);
    expect(captured.text()).not.toContain('not-the-password');
  });

  it('is unavailable when the search base cannot be seen (here: searching without the service account)', async () => {
    const captured = capturedLog();
    const anonymous = ldapDirectory(ldapConfigOf(slapd, { bind: null }), captured.log);
    expect(await anonymous.verify(anna.mail, anna.password)).toBe('unavailable');
    expect(captured.text()).toMatch(/"step":"search"/);
  });

  describe('over TLS', () => {
    it('checks the password over ldaps:// with the CA of LDAP_TLS_CA_FILE', async () => {
      const directory = ldapDirectory(
        ldapConfigOf(slapd, { url: slapd.ldapsUrl!, tls: { caFile: slapd.caFile, rejectUnauthorized: true } }),
        silent,
      );
      expect(await directory.verify(anna.mail, anna.password)).toBe('ok');
      expect(await directory.verify(anna.mail, 'wrong')).toBe('wrong');
    });

    it('upgrades ldap:// with StartTLS, checking the certificate against the host name', async () => {
      const tls = { caFile: slapd.caFile, rejectUnauthorized: true };
      expect(
        await ldapDirectory(ldapConfigOf(slapd, { startTls: true, tls }), silent).verify(anna.mail, anna.password),
      ).toBe('ok');
      const byName = slapd.url.replace('127.0.0.1', 'localhost');
      expect(
        await ldapDirectory(ldapConfigOf(slapd, { url: byName, startTls: true, tls }), silent).verify(
          anna.mail,
          anna.password,
        ),
      ).toBe('ok');
    });

    it('is unavailable when the certificate does not check out, unless told not to check it', async () => {
      const captured = capturedLog();
      const untrusted = ldapDirectory(ldapConfigOf(slapd, { url: slapd.ldapsUrl! }), captured.log);
      expect(await untrusted.verify(anna.mail, anna.password)).toBe('unavailable');
      expect(captured.text()).toMatch(/certificate/);
      const startTls = ldapDirectory(ldapConfigOf(slapd, { startTls: true }), silent);
      expect(await startTls.verify(anna.mail, anna.password)).toBe('unavailable');
      const unchecked = ldapDirectory(
        ldapConfigOf(slapd, { url: slapd.ldapsUrl!, tls: { caFile: null, rejectUnauthorized: false } }),
        silent,
      );
      expect(await unchecked.verify(anna.mail, anna.password)).toBe('ok');
    });
  });

  // Last: it stops the directory.
  it('says Вход временно недоступен, not a 5xx, when the directory is down, and lets nobody in', async () => {
    await slapd.stop();
    for (const payload of [
      { login: anna.mail, password: anna.password },
      { login: boris.mail, password: 'wrong' },
      { login: 'nobody@univ.test', password: 'x' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(424);
      expect(json(res)).toEqual(UNAVAILABLE);
    }
    // An outage is nobody's wrong password: more tries than the sign-in limit, and still not 429.
    for (let i = 0; i < 7; i++)
      expect((await login({ login: anna.mail, password: anna.password })).statusCode).toBe(424);
    // The portal's own passwords do not depend on it.
    expect((await login({ login: local.mail, password: 'demo' })).statusCode).toBe(200);
    // Nor does a port nothing listens on differ from a stopped server.
    const nowhere = ldapDirectory(ldapConfigOf(slapd, { url: `ldap://127.0.0.1:${await freePort()}` }), silent);
    expect(await nowhere.verify(anna.mail, anna.password)).toBe('unavailable');
  });
});
