import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import forge from 'node-forge';
import { parse as parsePlist } from 'plist';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../config';
import { bearer, loginToken, startTestApp, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { redactedUrl } from '../../lib/log-redaction';
import { demoUniversity } from '../university';
import { academicYear } from './academic-year';
import { makeCa, wifiCa } from './ca';
import { pkcs12Maker } from './certificate';
import { wifiIdentity, wifiPassword } from './service';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { readServerSecret } from '../../db/server-secrets';
import { freshDatabase } from '../../test/database';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-wifi-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const wifi = demoUniversity.wifi;

const ctx = useTestApp({ dataDir }, async ({ database }) => {
  const f = factories(database.db);
  await f.employee((await f.user('k.ivanova@university.example')).id);
  await f.employee((await f.user('p.petrov@university.example')).id);
  await f.student((await f.user('s.student@university.example')).id);
  await f.admin((await f.user('it.admin@university.example')).id);
});

const credentials = async (token: string) =>
  (await ctx.app.inject({ url: '/api/wifi', headers: bearer(token) })).json().result as {
    username: string;
    password: string;
    valid_until: string;
  };
const file = (name: string, at: string | null, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/wifi/file?name=${name}${at === null ? '' : `&at=${encodeURIComponent(at)}`}`, headers });

/** The CA the server made in DATA_DIR/wifi. */
const ca = () =>
  wifiCa(join(dataDir, 'wifi'), { university: demoUniversity.name, radiusServer: wifi.radius_server }, {
    info: () => undefined,
  } as unknown as FastifyBaseLogger);

/** A PKCS#12 opened with its password: its certificates and whether it holds a key. */
const CERT_BAG = forge.pki.oids.certBag!;
const KEY_BAG = forge.pki.oids.pkcs8ShroudedKeyBag!;
function openPkcs12(der: Buffer, password: string) {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der.toString('binary')), password);
  const certs = (p12.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).map((bag) => bag.cert!);
  const keys = p12.getBags({ bagType: KEY_BAG })[KEY_BAG] ?? [];
  return { certs, keys };
}

// `openssl verify` checks name constraints as FreeRADIUS does (OpenSSL); CI installs it, a machine without it skips.
const runsOpenssl = spawnSync('openssl', ['version']).status === 0 || !!process.env.CI;
if (!runsOpenssl) console.warn('wifi.test.ts: openssl is missing, the check of certificates by openssl is skipped');
const ayear = () => academicYear('Europe/Moscow');

/** `openssl verify` of a client certificate against the CA alone, for client authentication. */
function opensslVerify(authority: forge.pki.Certificate, cert: forge.pki.Certificate) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-wifi-verify-'));
  try {
    writeFileSync(join(dir, 'ca.pem'), forge.pki.certificateToPem(authority));
    writeFileSync(join(dir, 'client.pem'), forge.pki.certificateToPem(cert));
    const run = spawnSync('openssl', ['verify', '-CAfile', 'ca.pem', '-purpose', 'sslclient', 'client.pem'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The employee's own certificate of a PKCS#12, checked: signed by the CA, for `username`, valid to the year's end, its
 * key inside.
 */
async function expectOwnCertificate(der: Buffer, password: string, username: string) {
  const { certs, keys } = openPkcs12(der, password);
  expect(keys).toHaveLength(1);
  const own = certs.find((c) => c.subject.getField('CN')?.value === username);
  expect(own, `a certificate for ${username}`).toBeDefined();
  const authority = (await ca()).cert;
  expect(authority.verify(own!)).toBe(true);
  expect(own!.issuer.hash).toBe(authority.subject.hash);
  const year = academicYear('Europe/Moscow');
  expect(own!.validity.notAfter.toISOString()).toBe(year.end.toISOString());
  // 31 August, 23:59:59 in Moscow (UTC+3).
  expect(own!.validity.notAfter.toISOString()).toBe(`${year.start + 1}-08-31T20:59:59.000Z`);
  expect((own!.getExtension('extKeyUsage') as { clientAuth?: boolean }).clientAuth).toBe(true);
  expect(
    keys[0]!.key &&
      (keys[0]!.key as forge.pki.rsa.PrivateKey).n.compareTo((own!.publicKey as forge.pki.rsa.PublicKey).n),
  ).toBe(0);
  return own!;
}

describe('Wi-Fi (issue 15 §4)', () => {
  it(
    'gives an employee their network identity (the e-mail, user@realm) ' +
      'and a certificate password that stays the same all year',
    async () => {
      const token = await loginToken(ctx.app, 'k.ivanova@university.example');
      const mine = await credentials(token);
      expect(mine.username).toBe('k.ivanova@university.example');
      expect(mine.password).toMatch(/^[a-hj-km-np-z2-9]{12}$/);
      expect(mine.valid_until).toBe(academicYear('Europe/Moscow').lastDay);
      expect(await credentials(await loginToken(ctx.app, 'k.ivanova@university.example'))).toEqual(mine);
      const other = await credentials(await loginToken(ctx.app, 'p.petrov@university.example'));
      expect(other.username).toBe('p.petrov@university.example');
      expect(other.password).not.toBe(mine.password);
      // The demo CA was made at start in DATA_DIR/wifi, its key readable by the server's user only.
      expect(statSync(join(dataDir, 'wifi', 'ca.key')).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, 'wifi', 'ca.crt')).isFile()).toBe(true);
    },
  );

  it('refuses a student and an admin account (403) and nobody (401)', async () => {
    for (const login of ['s.student@university.example', 'it.admin@university.example']) {
      const token = await loginToken(ctx.app, login);
      expect((await ctx.app.inject({ url: '/api/wifi', headers: bearer(token) })).statusCode).toBe(403);
      const res = await file('crtandroid', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await ctx.app.inject({ url: '/api/wifi' })).statusCode).toBe(401);
  });

  it(
    'authenticates the file by `at` alone: missing or wrong ' + 'is 401, another user’s token gives that user’s file',
    async () => {
      const mine = await loginToken(ctx.app, 'k.ivanova@university.example');
      const missing = await file('crtandroid', null, bearer(mine));
      expect(missing.statusCode).toBe(401);
      expect(missing.json().errors.token).toBeDefined();
      expect((await file('crtandroid', 'not-a-session')).statusCode).toBe(401);
      expect((await file('crtandroid', '')).statusCode).toBe(401);

      // The caller's bearer says Ivanova, the link's token is Petrov's: the file is Petrov's.
      const petrov = await loginToken(ctx.app, 'p.petrov@university.example');
      const res = await file('crtandroid', petrov, bearer(mine));
      expect(res.statusCode).toBe(200);
      await expectOwnCertificate(res.rawPayload, (await credentials(petrov)).password, 'p.petrov@university.example');
      expect(() => openPkcs12(res.rawPayload, 'wrong-password')).toThrow();
    },
  );

  it(
    'crtandroid: a PKCS#12 that opens with the password and holds ' +
      'the employee’s certificate, signed by the CA, valid to 31 August',
    async () => {
      const token = await loginToken(ctx.app, 'k.ivanova@university.example');
      const { password } = await credentials(token);
      const res = await file('crtandroid', token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/x-pkcs12');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${wifi.certificate_network}-k.ivanova.p12"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const own = await expectOwnCertificate(res.rawPayload, password, 'k.ivanova@university.example');
      expect((own.getExtension('subjectAltName') as { altNames: { value: string }[] }).altNames[0]!.value).toBe(
        'k.ivanova@university.example',
      );
      // The CA's certificate comes along (Android offers it as the network's CA).
      expect(openPkcs12(res.rawPayload, password).certs).toHaveLength(2);
    },
  );

  it('profileios: a valid plist with the CA, the PKCS#12 and the EAP-TLS network that trusts that CA', async () => {
    const token = await loginToken(ctx.app, 'k.ivanova@university.example');
    const { password } = await credentials(token);
    const res = await file('profileios', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(res.headers['content-disposition']).toMatch(/\.mobileconfig"$/);
    type Payload = Record<string, unknown> & { PayloadType: string; PayloadUUID: string };
    const profile = parsePlist(res.body) as { PayloadType: string; PayloadContent: Payload[] };
    expect(profile.PayloadType).toBe('Configuration');
    const byType = Object.fromEntries(profile.PayloadContent.map((p) => [p.PayloadType, p]));
    expect(Object.keys(byType).sort()).toEqual([
      'com.apple.security.pkcs12',
      'com.apple.security.root',
      'com.apple.wifi.managed',
    ]);
    const root = byType['com.apple.security.root']!;
    expect(Buffer.from(root.PayloadContent as Uint8Array).equals((await ca()).der)).toBe(true);
    const identity = byType['com.apple.security.pkcs12']!;
    expect(identity.Password).toBe(password);
    await expectOwnCertificate(
      Buffer.from(identity.PayloadContent as Uint8Array),
      password,
      'k.ivanova@university.example',
    );
    const network = byType['com.apple.wifi.managed']!;
    expect(network).toMatchObject({
      SSID_STR: wifi.certificate_network,
      EncryptionType: 'WPA2',
      PayloadCertificateUUID: identity.PayloadUUID,
    });
    expect(network.EAPClientConfiguration).toEqual({
      AcceptEAPTypes: [13],
      UserName: 'k.ivanova@university.example',
      TLSTrustedServerNames: [wifi.radius_server],
      PayloadCertificateAnchorUUID: [root.PayloadUUID],
    });
  });

  it(
    'wininstaller: a .cmd that hands itself to PowerShell ' + 'and installs the CA, the PKCS#12 and the network',
    async () => {
      const token = await loginToken(ctx.app, 'k.ivanova@university.example');
      const { password } = await credentials(token);
      const res = await file('wininstaller', token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/\.cmd"$/);
      const script = res.body;
      expect(script.startsWith('<# :\r\n@echo off\r\n')).toBe(true);
      expect(script.split('\r\n').length).toBeGreaterThan(20);
      expect(script.replace(/\r\n/g, '')).not.toContain('\n');
      // The batch part is ASCII (cmd reads it in the console's code page).
      expect(/^[\x20-\x7e\r\n]*$/.test(script.slice(0, script.indexOf('#>')))).toBe(true);
      expect(script).toContain(`Cert:\\CurrentUser\\Root`);
      expect(script).toContain(`Cert:\\CurrentUser\\My`);
      expect(script).toContain('netsh wlan add profile');
      expect(script).toContain(`<name>${wifi.certificate_network}</name>`);
      expect(script).toContain(`<TrustedRootCA>${(await ca()).thumbprint}</TrustedRootCA>`);
      expect(script).toContain((await ca()).der.toString('base64'));
      const p12 = /\$p12, \[Convert\]::FromBase64String\('([^']+)'\)/.exec(script)![1]!;
      await expectOwnCertificate(Buffer.from(p12, 'base64'), password, 'k.ivanova@university.example');
    },
  );

  it('refuses an unknown file name (422)', async () => {
    const token = await loginToken(ctx.app, 'k.ivanova@university.example');
    const res = await file('windows', token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toBeDefined();
  });

  it('never writes the `at` token to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await startTestApp({ dataDir }, { logger: { level: 'trace', stream } });
    let token: string;
    try {
      await factories(logged.database.db).employee(
        (await factories(logged.database.db).user('log@university.example')).id,
      );
      token = await loginToken(logged.app, 'log@university.example');
      for (const url of [
        `/api/wifi/file?name=crtandroid&at=${token}`,
        `/api/wifi/file?%61t=${token}&name=profileios`,
        `/api/wifi/file?name=nothing&at=${token}`,
      ]) {
        const res = await logged.app.inject({ url });
        expect(res.statusCode).toBeLessThan(500);
      }
    } finally {
      await logged.app.close();
      await logged.database.close();
    }
    const requests = lines.filter((line) => line.includes('/api/wifi/file'));
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(requests.some((line) => line.includes('at=[redacted]'))).toBe(true);
    expect(token.length).toBeGreaterThan(20);
    // Nowhere: not in the request lines, not in any other.
    expect(lines.join('\n')).not.toContain(token);
    for (const line of lines) expect(line).not.toMatch(/[?&](at|%61t)=(?!\[redacted\])/);
  });

  it('redacts `at` however it is written and leaves the rest of the URL', () => {
    expect(redactedUrl('/api/wifi/file?name=crtandroid&at=SECRET')).toBe(
      '/api/wifi/file?name=crtandroid&at=[redacted]',
    );
    expect(redactedUrl('/api/wifi/file?%61t=SECRET&name=x')).toBe('/api/wifi/file?%61t=[redacted]&name=x');
    expect(redactedUrl('/api/wifi/file?at=A&at=B')).toBe('/api/wifi/file?at=[redacted]&at=[redacted]');
    expect(redactedUrl('/api/students?page=2&format=at')).toBe('/api/students?page=2&format=at');
    expect(redactedUrl('/api/health')).toBe('/api/health');
  });
});

describe('the academic year (002 §9)', () => {
  it('starts on 1 September in the university’s time zone', () => {
    // 31 August 2027, 23:30 in Moscow: still 2026/27.
    expect(academicYear('Europe/Moscow', new Date('2027-08-31T20:30:00Z'))).toEqual({
      start: 2026,
      lastDay: '2027-08-31',
      end: new Date('2027-08-31T20:59:59Z'),
    });
    // 1 September 2027, 00:30 in Moscow (still 31 August in UTC): 2027/28.
    expect(academicYear('Europe/Moscow', new Date('2027-08-31T21:30:00Z')).start).toBe(2027);
    expect(academicYear('Asia/Vladivostok', new Date('2027-01-15T12:00:00Z')).end).toEqual(
      new Date('2027-08-31T13:59:59Z'),
    );
    expect(academicYear('America/New_York', new Date('2026-11-25T12:00:00Z')).end).toEqual(
      new Date('2027-09-01T03:59:59Z'),
    );
  });
});

describe('the network identity (the certificate’s CN)', () => {
  it('is the e-mail in lower case, user@realm; an e-mail without a domain takes the RADIUS server’s', () => {
    expect(wifiIdentity(' K.Ivanova@University.Example ', 'radius.university.example')).toBe(
      'k.ivanova@university.example',
    );
    expect(wifiIdentity('k.ivanova', 'radius.university.example')).toBe('k.ivanova@university.example');
    expect(wifiIdentity('k.ivanova@', 'radius')).toBe('k.ivanova@radius');
  });
});

describe('the university’s CA in WIFI_DIR', () => {
  const log = { info: () => undefined } as unknown as FastifyBaseLogger;
  const names = { university: 'У', radiusServer: 'radius.example' };

  it('makes a CA that can sign only what Wi-Fi needs, and whose client certificates verify against it', async () => {
    const authority = await ca();
    const { Class } = forge.asn1;
    const constraints = authority.cert.getExtension('nameConstraints') as { critical?: boolean; value: string };
    expect(constraints.critical).toBe(true);
    // NameConstraints: permitted subtrees [0] and no excluded ones, one subtree whose base is the dNSName [2].
    const subtrees = forge.asn1.fromDer(constraints.value).value as forge.asn1.Asn1[];
    expect(subtrees.map((tree) => [tree.tagClass, tree.type])).toEqual([[Class.CONTEXT_SPECIFIC, 0]]);
    const permitted = subtrees[0]!.value as forge.asn1.Asn1[];
    expect(permitted).toHaveLength(1);
    const [base, ...bounds] = permitted[0]!.value as forge.asn1.Asn1[];
    expect(bounds).toEqual([]);
    expect([base!.tagClass, base!.type, base!.value]).toEqual([Class.CONTEXT_SPECIFIC, 2, wifi.radius_server]);

    const usage = authority.cert.getExtension('extKeyUsage') as { value: string };
    const purposes = (forge.asn1.fromDer(usage.value).value as forge.asn1.Asn1[]).map((oid) =>
      forge.asn1.derToOid(oid.value as string),
    );
    // clientAuth and serverAuth (RFC 5280 §4.2.1.12), nothing else.
    expect(purposes.sort()).toEqual(['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2']);
    const x509 = new X509Certificate(authority.der);
    expect(x509.ca).toBe(true);
    expect(x509.verify(x509.publicKey)).toBe(true);

    const token = await loginToken(ctx.app, 'k.ivanova@university.example');
    const res = await file('crtandroid', token);
    const own = await expectOwnCertificate(
      res.rawPayload,
      (await credentials(token)).password,
      'k.ivanova@university.example',
    );
    const client = new X509Certificate(
      Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(own)).getBytes(), 'binary'),
    );
    expect(client.checkIssued(x509)).toBe(true);
    expect(client.verify(x509.publicKey)).toBe(true);
  });

  it.skipIf(!runsOpenssl)(
    'a client certificate of a login with a dot verifies under the constrained CA with openssl (FreeRADIUS’s checks)',
    async () => {
      const authority = await ca();
      const token = await loginToken(ctx.app, 'k.ivanova@university.example');
      const res = await file('crtandroid', token);
      const own = await expectOwnCertificate(
        res.rawPayload,
        (await credentials(token)).password,
        'k.ivanova@university.example',
      );
      expect(opensslVerify(authority.cert, own)).toEqual({ ok: true, output: expect.stringMatching(/: OK$/m) });

      // The check is real: the same certificate named by the bare login (as before) is a host name to OpenSSL, outside
      // the CA's one permitted DNS name, and refused. The constraint itself is unchanged.
      const p12 = await pkcs12Maker(
        authority,
        wifi.certificate_network,
        demoUniversity.name,
      )(
        {
          username: 'k.ivanova',
          login: 'k.ivanova',
          email: 'k.ivanova@university.example',
          password: 'p',
          year: ayear(),
        },
        new Date(),
      );
      const bare = openPkcs12(p12, 'p').certs.find((c) => c.subject.getField('CN')?.value === 'k.ivanova')!;
      expect(opensslVerify(authority.cert, bare)).toEqual({
        ok: false,
        output: expect.stringMatching(/permitted subtree violation/),
      });
    },
  );

  it('uses the CA a university put there, and refuses half of one', async () => {
    const dir = join(dataDir, 'own-ca');
    mkdirSync(dir, { recursive: true });
    const own = makeCa('Политехнический университет', 'radius.polytech.example');
    writeFileSync(join(dir, 'ca.crt'), own.certPem);
    writeFileSync(join(dir, 'ca.key'), own.keyPem, { mode: 0o600 });
    const loaded = await wifiCa(dir, { university: 'не это имя', radiusServer: 'radius.example' }, log);
    expect(forge.util.decodeUtf8(loaded.cert.subject.getField('O').value as string)).toBe(
      'Политехнический университет',
    );
    expect(forge.pki.certificateToPem(loaded.cert).replace(/\r\n/g, '\n')).toBe(own.certPem.replace(/\r\n/g, '\n'));

    const half = join(dataDir, 'half-ca');
    mkdirSync(half, { recursive: true });
    writeFileSync(join(half, 'ca.crt'), own.certPem);
    await expect(wifiCa(half, names, log)).rejects.toThrow(/WIFI_DIR: .*есть ca\.crt, но нет ca\.key/);

    const mismatched = join(dataDir, 'mismatched-ca');
    mkdirSync(mismatched, { recursive: true });
    writeFileSync(join(mismatched, 'ca.crt'), own.certPem);
    writeFileSync(join(mismatched, 'ca.key'), makeCa('другой', 'radius.example').keyPem);
    await expect(wifiCa(mismatched, names, log)).rejects.toThrow(/не подходит к ca\.crt/);
  });

  it('makes one CA in an empty folder, which the next start uses', async () => {
    const dir = join(dataDir, 'together');
    const made = await Promise.all([wifiCa(dir, names, log), wifiCa(dir, names, log), wifiCa(dir, names, log)]);
    expect(new Set(made.map((c) => c.thumbprint)).size).toBe(1);
  });
});

describe('a production start without WIFI_DIR (DATABASE_URL or NODE_ENV=production)', () => {
  const notSetUp = {
    success: false,
    message: 'Выдача сертификатов Wi-Fi пока не настроена. Обратитесь в службу поддержки.',
  };

  /** The app with the Wi-Fi settings such a start has, on DATA_DIR `dir`, and what it logged. */
  async function productionStart(dir: string) {
    const { wifi } = loadConfig({ DATABASE_URL: 'postgres://portal:secret@db.example:5432/portal', DATA_DIR: dir });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const started = await startTestApp({ dataDir: dir, wifi }, { logger: { level: 'warn', stream } });
    await factories(started.database.db).employee(
      (await factories(started.database.db).user('e@university.example')).id,
    );
    return { ...started, lines, token: await loginToken(started.app, 'e@university.example') };
  }

  it('makes no demo CA, warns the operator, and answers the Wi-Fi calls «не настроена» (503)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-wifi-production-'));
    const started = await productionStart(dir);
    try {
      const res = await started.app.inject({ url: '/api/wifi', headers: bearer(started.token) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(notSetUp);
      const download = await started.app.inject({
        url: `/api/wifi/file?name=crtandroid&at=${encodeURIComponent(started.token)}`,
      });
      expect(download.statusCode).toBe(503);
      expect(download.json()).toEqual(notSetUp);
      expect(existsSync(join(dir, 'wifi')) ? readdirSync(join(dir, 'wifi')) : []).toEqual([]);
      const warning = started.lines.find((line) => line.includes('Wi-Fi не настроен'));
      expect(warning).toContain(`в ${join(dir, 'wifi')} нет удостоверяющего центра`);
      expect(JSON.parse(warning!).level).toBe(40);
    } finally {
      await started.app.close();
      await started.database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses the CA already in DATA_DIR/wifi (a university’s own, or one an earlier start made)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-wifi-production-'));
    mkdirSync(join(dir, 'wifi'));
    const own = makeCa('Политехнический университет', 'radius.polytech.example');
    writeFileSync(join(dir, 'wifi', 'ca.crt'), own.certPem);
    writeFileSync(join(dir, 'wifi', 'ca.key'), own.keyPem, { mode: 0o600 });
    const started = await productionStart(dir);
    try {
      const res = await started.app.inject({ url: '/api/wifi', headers: bearer(started.token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.username).toBe('e@university.example');
      expect(started.lines.some((line) => line.includes('Wi-Fi не настроен'))).toBe(false);
    } finally {
      await started.app.close();
      await started.database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('with DATABASE_URL and no WIFI_DIR: the CA and the password key kept in the database', () => {
  const DATABASE_URL = 'postgres://portal:secret@db.example:5432/portal';

  /** An app as a production start with DATABASE_URL makes it, on `database` (the test's own), DATA_DIR `dir`. */
  async function startOn(database: Database, dir: string, lines: string[] = []) {
    const config = { ...loadConfig({ DATABASE_URL, DATA_DIR: dir, LOG_LEVEL: 'silent' }), webDist: null };
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.ready();
    return app;
  }

  it(
    'keeps the CA and the key of DATA_DIR/wifi and secrets/ at the first start, ' +
      'which a server with an empty DATA_DIR then uses',
    { timeout: 120_000 },
    async () => {
      const database = await freshDatabase();
      const dirs = [mkdtempSync(join(tmpdir(), 'portal-wifi-kept-')), mkdtempSync(join(tmpdir(), 'portal-wifi-kept-'))];
      const own = makeCa('Политехнический университет', 'radius.polytech.example');
      mkdirSync(join(dirs[0]!, 'wifi'));
      writeFileSync(join(dirs[0]!, 'wifi', 'ca.crt'), own.certPem);
      writeFileSync(join(dirs[0]!, 'wifi', 'ca.key'), own.keyPem, { mode: 0o600 });
      const key = 'k'.repeat(43);
      mkdirSync(join(dirs[0]!, 'secrets'));
      writeFileSync(join(dirs[0]!, 'secrets', 'wifi-passwords.key'), key);
      const user = await factories(database.db).user('e@university.example');
      await factories(database.db).employee(user.id);
      try {
        const lines: string[] = [];
        for (const dir of dirs) {
          const app = await startOn(database, dir, lines);
          try {
            const token = await loginToken(app, 'e@university.example');
            const res = await app.inject({ url: '/api/wifi', headers: bearer(token) });
            expect(res.statusCode).toBe(200);
            expect(res.json().result.password).toBe(wifiPassword(key, user.id, ayear().start));
            const p12 = await app.inject({ url: `/api/wifi/file?name=crtandroid&at=${encodeURIComponent(token)}` });
            const { certs } = openPkcs12(p12.rawPayload, res.json().result.password);
            expect(certs.map((c) => forge.pki.certificateToPem(c).replace(/\r\n/g, '\n'))).toContain(
              own.certPem.replace(/\r\n/g, '\n'),
            );
          } finally {
            await app.close();
          }
        }
        expect(
          lines.filter((line) => line.includes('the Wi-Fi CA of the folder is kept in the database')),
        ).toHaveLength(1);
        expect(readdirSync(dirs[1]!)).toEqual([]);
      } finally {
        await database.close();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it(
    'makes no demo CA there either, and says neither the database nor DATA_DIR/wifi has one',
    { timeout: 120_000 },
    async () => {
      const database = await freshDatabase();
      const dir = mkdtempSync(join(tmpdir(), 'portal-wifi-kept-'));
      try {
        const lines: string[] = [];
        const app = await startOn(database, dir, lines);
        await app.close();
        const warning = lines.find((line) => line.includes('Wi-Fi не настроен'));
        expect(warning).toContain(`ни в базе данных, ни в ${join(dir, 'wifi')} нет удостоверяющего центра`);
        expect(await readServerSecret(database.db, 'wifi-ca')).toBeNull();
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
