import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { freePort } from './spawn-server';

/** Debian's OpenLDAP server (the package slapd); CI installs it (.ci/run). */
export const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
export const hasSlapd = existsSync(SLAPD) && existsSync(SLAPADD);

/** A person of the test directory: an inetOrgPerson under ou=people, found by `mail`. */
export interface DirectoryPerson {
  uid: string;
  mail: string;
  password: string;
  /** The full name (cn), Cyrillic welcome. */
  name?: string;
}

export interface TestSlapd {
  /** ldap://127.0.0.1:port */
  url: string;
  /** ldaps://127.0.0.1:port when started with `tls` (its certificate for 127.0.0.1 and localhost). */
  ldapsUrl: string | null;
  /** The CA that signed the server's certificate (a PEM file), when started with `tls`. */
  caFile: string | null;
  baseDn: string;
  /** The portal's service account, allowed to search (anonymous binds see nothing). */
  bindDn: string;
  bindPassword: string;
  dnOf(uid: string): string;
  /** Kills the server (by its PID) and removes its folder. */
  stop(): Promise<void>;
}

const BASE = 'dc=univ,dc=test';
const SERVICE_DN = `cn=portal,ou=services,${BASE}`;

/** {SSHA}: what slappasswd makes by default (SHA-1 of the password and a 4-byte salt, then the salt). */
function ssha(password: string): string {
  const salt = randomBytes(4);
  const digest = createHash('sha1').update(password, 'utf8').update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString('base64')}`;
}

/** One LDIF line: a value that is not plain ASCII (or starts awkwardly) is written in base64 (RFC 2849). */
function ldifLine(attribute: string, value: string): string {
  const safe = /^[\x21-\x39\x3b\x3d-\x7e][\x20-\x7e]*$/.test(value) && !value.endsWith(' ');
  return safe ? `${attribute}: ${value}` : `${attribute}:: ${Buffer.from(value, 'utf8').toString('base64')}`;
}

function ldif(people: DirectoryPerson[], servicePassword: string): string {
  const entry = (dn: string, lines: [string, string][]) =>
    [ldifLine('dn', dn), ...lines.map(([a, v]) => ldifLine(a, v))].join('\n');
  return (
    [
      entry(BASE, [
        ['objectClass', 'dcObject'],
        ['objectClass', 'organization'],
        ['dc', 'univ'],
        ['o', 'Тестовый университет'],
      ]),
      entry(`ou=people,${BASE}`, [
        ['objectClass', 'organizationalUnit'],
        ['ou', 'people'],
      ]),
      entry(`ou=services,${BASE}`, [
        ['objectClass', 'organizationalUnit'],
        ['ou', 'services'],
      ]),
      entry(SERVICE_DN, [
        ['objectClass', 'person'],
        ['cn', 'portal'],
        ['sn', 'portal'],
        ['userPassword', ssha(servicePassword)],
      ]),
      ...people.map((p) =>
        entry(`uid=${p.uid},ou=people,${BASE}`, [
          ['objectClass', 'inetOrgPerson'],
          ['uid', p.uid],
          ['cn', p.name ?? p.uid],
          ['sn', (p.name ?? p.uid).split(' ')[0]!],
          ['mail', p.mail],
          ['userPassword', ssha(p.password)],
        ]),
      ),
    ].join('\n\n') + '\n'
  );
}

/**
 * The server's settings: the schemas inetOrgPerson needs, one mdb database, and access as a
 * university's directory has it: the passwords only for binding, the entries for bound users (the
 * portal's service account) and for nobody anonymous. `allow bind_anon_dn` lets a bind with a DN
 * and an empty password succeed as anonymous ("unauthenticated bind", RFC 4513 §5.1.2), as some
 * servers do: the portal must never send one.
 */
function slapdConf(dir: string, rootPassword: string, tls: { cert: string; key: string } | null): string {
  return [
    'include /etc/ldap/schema/core.schema',
    'include /etc/ldap/schema/cosine.schema',
    'include /etc/ldap/schema/inetorgperson.schema',
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    `pidfile ${join(dir, 'slapd.pid')}`,
    `argsfile ${join(dir, 'slapd.args')}`,
    'allow bind_anon_dn',
    ...(tls ? [`TLSCertificateFile ${tls.cert}`, `TLSCertificateKeyFile ${tls.key}`] : []),
    'database mdb',
    `suffix "${BASE}"`,
    `rootdn "cn=admin,${BASE}"`,
    `rootpw ${rootPassword}`,
    `directory ${join(dir, 'db')}`,
    'maxsize 10485760',
    'access to attrs=userPassword by anonymous auth by * none',
    'access to * by users read by * none',
    '',
  ].join('\n');
}

/** A CA and a server certificate for 127.0.0.1 and localhost signed by it, as PEM. */
function certificates() {
  const pair = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      forgePrivate: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
      forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    };
  };
  const validity = (cert: forge.pki.Certificate, serial: string) => {
    cert.serialNumber = serial;
    cert.validity.notBefore = new Date(Date.now() - 3_600_000);
    cert.validity.notAfter = new Date(Date.now() + 24 * 3_600_000);
  };
  const caKeys = pair();
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.forgePublic;
  validity(ca, '01');
  const caName = [{ name: 'commonName', value: 'Test directory CA' }];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  ca.sign(caKeys.forgePrivate, forge.md.sha256.create());

  const serverKeys = pair();
  const server = forge.pki.createCertificate();
  server.publicKey = serverKeys.forgePublic;
  validity(server, '02');
  server.setSubject([{ name: 'commonName', value: 'localhost' }]);
  server.setIssuer(caName);
  server.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  server.sign(caKeys.forgePrivate, forge.md.sha256.create());
  return {
    caPem: forge.pki.certificateToPem(ca),
    certPem: forge.pki.certificateToPem(server),
    keyPem: serverKeys.keyPem,
  };
}

export { freePort };

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${output}`)),
    );
  });
}

/**
 * Starts a real OpenLDAP server for a test file: a folder of its own under the system's temporary
 * one, a slapd.conf, the people loaded with slapadd before the start, then `slapd -d 0` (in the
 * foreground, a child of the test) on free ports of 127.0.0.1. With `tls` it also listens with
 * ldaps:// and offers StartTLS, with a certificate of a CA made for it (`caFile`).
 */
export async function startSlapd(people: DirectoryPerson[], options: { tls?: boolean } = {}): Promise<TestSlapd> {
  if (!hasSlapd) throw new Error(`${SLAPD} is missing: install Debian's slapd (apt-get install slapd)`);
  const dir = await mkdtemp(join(tmpdir(), 'portal-slapd-'));
  const bindPassword = randomBytes(12).toString('hex');
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      const killed = setTimeout(() => child!.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    let tls: { cert: string; key: string } | null = null;
    let caFile: string | null = null;
    if (options.tls) {
      const made = certificates();
      tls = { cert: join(dir, 'server.crt'), key: join(dir, 'server.key') };
      caFile = join(dir, 'ca.crt');
      await writeFile(tls.cert, made.certPem);
      await writeFile(tls.key, made.keyPem, { mode: 0o600 });
      await writeFile(caFile, made.caPem);
    }
    const conf = join(dir, 'slapd.conf');
    await writeFile(conf, slapdConf(dir, randomBytes(12).toString('hex'), tls));
    await writeFile(join(dir, 'people.ldif'), ldif(people, bindPassword));
    await mkdir(join(dir, 'db'));
    await run(SLAPADD, ['-q', '-f', conf, '-l', join(dir, 'people.ldif')]);

    // A free port may be taken between the probe and slapd's bind: then try others.
    for (let tries = 0; ; tries++) {
      const port = await freePort();
      const tlsPort = options.tls ? await freePort() : null;
      const urls = [`ldap://127.0.0.1:${port}/`, ...(tlsPort ? [`ldaps://127.0.0.1:${tlsPort}/`] : [])];
      let output = '';
      const started = spawn(SLAPD, ['-d', '0', '-f', conf, '-h', urls.join(' ')], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      // A test process that ends without stop() (a crash, a timeout) takes its slapd with it.
      const orphaned = () => started.kill('SIGKILL');
      process.once('exit', orphaned);
      started.once('exit', () => process.off('exit', orphaned));
      started.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      started.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      for (let i = 0; i < 100 && started.exitCode === null && !(await accepts(port)); i++)
        await new Promise((r) => setTimeout(r, 50));
      if (started.exitCode === null && (await accepts(port)) && (tlsPort === null || (await accepts(tlsPort)))) {
        return {
          url: `ldap://127.0.0.1:${port}`,
          ldapsUrl: tlsPort ? `ldaps://127.0.0.1:${tlsPort}` : null,
          caFile,
          baseDn: BASE,
          bindDn: SERVICE_DN,
          bindPassword,
          dnOf: (uid) => `uid=${uid},ou=people,${BASE}`,
          stop,
        };
      }
      if (started.exitCode === null) started.kill('SIGKILL');
      if (tries >= 2) throw new Error(`slapd did not start: ${output.slice(-2000)}`);
    }
  } catch (err) {
    await stop();
    throw err;
  }
}
