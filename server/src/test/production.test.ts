import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-logins';
import { emptyPostgresDatabase } from './database';
import { hasSlapd, startSlapd, type TestSlapd } from './ldap';
import { freePort } from './spawn-server';

/**
 * The README's «Production» section as a university's IT department follows it (issue 16): an
 * empty PostgreSQL, `DEMO_DATA=0`, the compiled server and tools (`scripts/run.mjs` is what
 * `npm start` and `npm run admin`/`import` run), the first admin by the CLI, the example files
 * imported, and an imported employee signing in with the password of the university's directory.
 * PostgreSQL only (TEST_DATABASE_URL), and a real slapd.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const root = join(import.meta.dirname, '../../..');
const examples = join(root, 'server/src/modules/imports/examples');

/** What the sign-in answers, as much of it as this test reads. */
type SignInAnswer = {
  message?: string;
  result: { user_info: { surname: string; name: string; accounts: { key: string }[] } };
};

function run(args: string[], env: Record<string, string>, input = '') {
  const child = spawn(process.execPath, ['scripts/run.mjs', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  child.stdin.end(input);
  return { child, output: () => output, done: new Promise<number | null>((resolve) => child.once('close', resolve)) };
}

describe.skipIf(!serverUrl || (!hasSlapd && !process.env.CI))(
  "the README's Production section on an empty PostgreSQL with a directory",
  () => {
    let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
    let slapd: TestSlapd;
    let env: Record<string, string>;
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-production-'));
    let server: ReturnType<typeof run> | null = null;

    beforeAll(async () => {
      database = await emptyPostgresDatabase(serverUrl!);
      slapd = await startSlapd([
        {
          uid: 'kuznetsov',
          mail: DEMO_LOGINS.employee,
          password: 'Пароль почты 2026',
          name: 'Кузнецов Андрей Павлович',
        },
      ]);
      env = {
        DATABASE_URL: database.url,
        DEMO_DATA: '0',
        DATA_DIR: dataDir,
        LDAP_URL: slapd.url,
        LDAP_BIND_DN: slapd.bindDn,
        LDAP_BIND_PASSWORD: slapd.bindPassword,
        LDAP_SEARCH_BASE: slapd.baseDn,
      };
    }, 120_000);
    afterAll(async () => {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.done;
      }
      await slapd?.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it(
      'ends with the first admin signed in, the example files ' +
        "imported and an employee signed in with the directory's password",
      async () => {
        const admin = run(
          ['admin', 'create', 'it@univ.test', '--surname', 'Петров', '--name', 'Олег'],
          env,
          'Надёжный пароль 1\n',
        );
        expect(await admin.done, admin.output()).toBe(0);

        const port = await freePort();
        server = run(['main'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
        const base = `http://127.0.0.1:${port}`;
        await expect
          .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
            timeout: 90_000,
            interval: 250,
          })
          .toBe(200);

        for (const kind of ['employees', 'students']) {
          const imported = run(['import', kind, join(examples, `${kind}.csv`)], env);
          expect(await imported.done, imported.output()).toBe(0);
        }

        const signIn = (login: string, password: string) =>
          fetch(`${base}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ login, password }),
          });
        const adminAnswer = await signIn('it@univ.test', 'Надёжный пароль 1');
        expect(adminAnswer.status).toBe(200);
        expect(((await adminAnswer.json()) as SignInAnswer).result.user_info.accounts.map((a) => a.key)).toContain(
          'admin',
        );

        const employee = await signIn(DEMO_LOGINS.employee, 'Пароль почты 2026');
        expect(employee.status).toBe(200);
        const info = ((await employee.json()) as SignInAnswer).result.user_info;
        expect(`${info.surname} ${info.name}`).toBe('Кузнецов Андрей');
        expect(info.accounts.map((a) => a.key)).toContain('employee');

        const wrong = await signIn(DEMO_LOGINS.employee, 'не тот пароль');
        expect(wrong.status).toBe(422);
        expect(((await wrong.json()) as SignInAnswer).message).toBe('Неверный логин и/или пароль');
        // Imported people have no password of the portal's own: one the directory does not know stays out.
        expect((await signIn(DEMO_LOGINS.student, DEMO_PASSWORD)).status).toBe(422);
      },
      300_000,
    );
  },
);
