import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@portal/contract';
import type { App } from '../app';
import { queryRows, type Database } from '../db/client';
import { bearer, loginToken, testConfig, useTestApp } from '../test/app';
import { freshDatabase, migratedPgliteDir } from '../test/database';
import { factories } from '../test/factories';
import { healthy, killServers, spawnServer } from '../test/spawn-server';
import { runAdmin } from './admin-command';
import { CliError } from './errors';
import { passwordFromInput } from './password-input';
import { runCli, type CliRun } from './testing';

/**
 * `npm run admin`: its commands run in this process on the test's database (`runAdmin`, with the
 * password piped as a string), what they did read back through the real app; and as the process an
 * operator starts, on the embedded database in a folder of its own or (TEST_DATABASE_URL) a fresh
 * PostgreSQL database through DATABASE_URL.
 */
const dir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const ctx = useTestApp();
const slow = { timeout: 240_000 };

afterAll(() => {
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

/** The command in this process; its printed lines, or its refusal, as the process would give them. */
async function admin(args: string[], input = ''): Promise<CliRun> {
  const printed: string[] = [];
  const stdout = () => printed.map((line) => `${line}\n`).join('');
  try {
    await runAdmin(args, {
      config: () => testConfig(),
      open: async () => ({ ...ctx.database, close: async () => undefined }),
      readPassword: async (whose) => passwordFromInput(input, whose),
      print: (line) => printed.push(line),
    });
    return { code: 0, stdout: stdout(), stderr: '' };
  } catch (err) {
    if (err instanceof CliError) return { code: err.code, stdout: stdout(), stderr: err.message };
    throw err;
  }
}

/** The real app over the commands' database. */
const withApp = <T>(fn: (app: App, database: Database) => Promise<T>): Promise<T> => fn(ctx.app, ctx.database);

const signIn = (app: App, login: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { login, password } });
const employeePermissions = async (app: App, login: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(await loginToken(app, login)) });
  return res.json().result.user_info.accounts.find((a: { key: string }) => a.key === 'employee')
    .permissions as string[];
};

describe('npm run admin as a process', () => {
  it.skipIf(postgres)(
    'the first start without an admin says how to make one; while it runs the tools refuse with its PID',
    slow,
    async () => {
      const env = { DATABASE_URL: '', DATA_DIR: dir };
      await migratedPgliteDir(join(dir, 'pg'));
      const server = spawnServer('main', 3900 + Math.floor(Math.random() * 90), { ...env, DEMO_DATA: '0' });
      await healthy(server, 120);
      expect(server.output()).toContain(
        'Администраторов пока нет. Первого создайте так (сервер на встроенной ' +
          'базе сначала остановите):\n  npm run admin -- create you@university.ru',
      );
      const busy = `Сервер запущен на этой базе (PID ${server.child.pid}): остановите его и повторите.`;
      const list = await runCli('admin', ['list'], env);
      expect(list.code).toBe(1);
      expect(list.stderr).toContain(busy);
      const backup = await runCli('backup', [join(dir, 'copy.tar.gz')], env);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(busy);
      expect(existsSync(join(dir, 'copy.tar.gz'))).toBe(false);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(join(dir, 'database.pid'))).toBe(false);
      await pipedCreate(env);
    },
  );

  it.runIf(postgres)('on PostgreSQL: reads the password piped to it, refuses a wrong argument', slow, async () => {
    const other = await freshDatabase();
    try {
      await pipedCreate({ DATABASE_URL: (other.driver as { url: string }).url, DATA_DIR: dir });
    } finally {
      await other.close();
    }
  });
});

/** The process reads a piped password and prints to stdout; a refusal goes to stderr with exit code 2. */
async function pipedCreate(env: Record<string, string>) {
  const made = await runCli('admin', ['create', 'first@uni.ru'], env, 'Первый-пароль-1\n');
  expect(made.stderr).toBe('');
  expect(made.code).toBe(0);
  expect(made.stdout).toContain('Создан пользователь first@uni.ru');
  expect((await runCli('admin', ['list'], env)).stdout).toMatch(/first@uni\.ru\s+.+\s+есть/);
  const inline = await runCli('admin', ['password', 'first@uni.ru', 'Секрет-пароль-1'], env);
  expect(inline.code).toBe(2);
  expect(inline.stderr).toContain('Пароль в командной строке не принимается');
}

describe('npm run admin', () => {
  it(
    'create gives a new user an admin account with the password from standard input, and they sign in with it',
    slow,
    async () => {
      const made = await admin(
        ['create', 'boss@uni.ru', '--surname', 'Петрова', '--name', 'Анна'],
        'Секрет-пароль-1\n',
      );
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toContain('Создан пользователь boss@uni.ru (Петрова Анна) с учётной записью администратора.');
      await withApp(async (app) => {
        const res = await signIn(app, 'boss@uni.ru', 'Секрет-пароль-1');
        expect(res.statusCode).toBe(200);
        const user = res.json().result.user_info;
        expect([user.surname, user.name, user.default_account_key]).toEqual(['Петрова', 'Анна', 'admin']);
        // the trailing newline of standard input is not part of the password
        expect((await signIn(app, 'boss@uni.ru', 'Секрет-пароль-1\n')).statusCode).toBe(422);
      });
      const again = await admin(['create', 'BOSS@uni.ru']);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('У boss@uni.ru (Петрова Анна) уже есть учётная запись администратора.');
    },
  );

  it('refuses a password on the command line, an empty or short one, and wrong arguments', slow, async () => {
    const inline = await admin(['create', 'other@uni.ru', '--password=Секрет-пароль-1']);
    expect(inline.code).toBe(2);
    expect(inline.stderr).toContain('Пароль в командной строке не принимается');
    const positional = await admin(['password', 'boss@uni.ru', 'Секрет-пароль-1']);
    expect(positional.code).toBe(2);
    expect(positional.stderr).toContain('Пароль в командной строке не принимается');
    const empty = await admin(['create', 'other@uni.ru'], '');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Пароль для other@uni.ru не получен: стандартный ввод пуст.');
    const short = await admin(['create', 'other@uni.ru'], 'короткий'.slice(0, 5));
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Пароль слишком короткий: нужно не меньше 8 символов.');
    const unknown = await admin(['promote', 'boss@uni.ru']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Неизвестная команда «promote».');
    expect(unknown.stderr).toContain('Использование: npm run admin -- <команда>');
    const help = await admin([]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Права: notification_manager, poll_manager, request_admin, question_admin.');
    await withApp(async (_app, database) => {
      expect(await queryRows(database.db, sql`select 1 from users where email = 'other@uni.ru'`)).toEqual([]);
    });
  });

  it('grant and revoke change what the employee account answers, as the permission screens do', slow, async () => {
    await withApp(async (_app, database) => {
      const f = factories(database.db);
      await f.employee((await f.user('teacher@uni.ru', { surname: 'Соколов', name: 'Игорь', patronymic: null })).id);
      await f.user('nobody-employed@uni.ru');
    });
    const granted = await admin(['grant', 'teacher@uni.ru', 'poll_manager']);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('Право poll_manager выдано: teacher@uni.ru (Соколов Игорь).');
    await withApp(async (app, database) => {
      expect(await employeePermissions(app, 'teacher@uni.ru')).toEqual(['poll_manager']);
      const audit = await queryRows<{ action: string; actor_user_id: number | null }>(
        database.db,
        sql`select action, actor_user_id from audit_log where action like 'permission%' order by id`,
      );
      expect(audit).toEqual([{ action: 'permission_add', actor_user_id: null }]);
    });
    expect((await admin(['grant', 'teacher@uni.ru', 'poll_manager'])).stdout).toContain(
      'Право poll_manager у teacher@uni.ru (Соколов Игорь) уже есть.',
    );
    const revoked = await admin(['revoke', 'teacher@uni.ru', 'poll_manager']);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('Право poll_manager снято: teacher@uni.ru (Соколов Игорь).');
    await withApp(async (app) => expect(await employeePermissions(app, 'teacher@uni.ru')).toEqual([]));

    const notEmployee = await admin(['grant', 'nobody-employed@uni.ru', 'request_admin']);
    expect(notEmployee.code).toBe(1);
    expect(notEmployee.stderr).toContain(
      'У nobody-employed@uni.ru (Иванов Иван Иванович) нет учётной записи сотрудника, а права даются сотрудникам.',
    );
    const unknownUser = await admin(['grant', 'ghost@uni.ru', 'request_admin']);
    expect(unknownUser.code).toBe(1);
    expect(unknownUser.stderr).toContain('Пользователь ghost@uni.ru не найден.');
    const unknownRight = await admin(['grant', 'teacher@uni.ru', 'superuser']);
    expect(unknownRight.code).toBe(2);
    expect(unknownRight.stderr).toContain(
      'Неизвестное право «superuser»: нужно notification_manager, poll_manager, request_admin, question_admin.',
    );
  });

  it('password sets a new password and ends the sessions signed in with the old one', slow, async () => {
    const token = await withApp((app) => loginToken(app, 'teacher@uni.ru', 'demo'));
    const changed = await admin(['password', 'teacher@uni.ru'], 'Новый-пароль-2\n');
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain('Пароль teacher@uni.ru (Соколов Игорь) изменён. Завершено сеансов: ');
    await withApp(async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) })).statusCode).toBe(401);
      expect((await signIn(app, 'teacher@uni.ru', 'demo')).statusCode).toBe(422);
      expect((await signIn(app, 'teacher@uni.ru', 'Новый-пароль-2')).statusCode).toBe(200);
    });
  });

  it(
    'takes a piped password given twice, as for a tool that asks twice: the first line, CR dropped',
    slow,
    async () => {
      const twice = await admin(['password', 'teacher@uni.ru'], 'Дважды-пароль-3\r\nДважды-пароль-3\r\n');
      expect(twice.stderr).toBe('');
      expect(twice.code).toBe(0);
      expect(twice.stdout).toContain('Пароль teacher@uni.ru (Соколов Игорь) изменён.');
      await withApp(async (app) => {
        expect((await signIn(app, 'teacher@uni.ru', 'Дважды-пароль-3')).statusCode).toBe(200);
        // Not the two lines as one password: that is a wrong password like any other.
        const joined = await signIn(app, 'teacher@uni.ru', 'Дважды-пароль-3\r\nДважды-пароль-3');
        expect(joined.statusCode).toBe(422);
        expect(joined.json()).toEqual((await signIn(app, 'teacher@uni.ru', 'не-тот-пароль')).json());
      });
    },
  );

  it('refuses two different lines, more lines, and a control character; the password stays', slow, async () => {
    const different = await admin(['password', 'teacher@uni.ru'], 'Другой-пароль-4\nДругой-пароль-5\n');
    expect(different.code).toBe(1);
    expect(different.stderr).toContain(
      'Пароль для teacher@uni.ru не задан: вторая строка стандартного ввода не совпадает с первой.',
    );
    const three = await admin(['password', 'teacher@uni.ru'], 'Другой-пароль-4\nДругой-пароль-4\nещё\n');
    expect(three.code).toBe(1);
    expect(three.stderr).toContain(
      'Пароль для teacher@uni.ru не задан: из стандартного ввода ожидается одна строка с паролем ' +
        'или две одинаковые, а получено строк: 3.',
    );
    const control = 'Пароль не может содержать управляющие символы (перевод строки, табуляцию и подобные).';
    for (const input of ['Пароль\tс-табом-6\n', 'Пароль-с-DEL-7\u007f\n', 'Пароль\u001b[A-8\n']) {
      const refused = await admin(['password', 'teacher@uni.ru'], input);
      expect(refused.code, JSON.stringify(input)).toBe(1);
      expect(refused.stderr).toContain(control);
    }
    const created = await admin(['create', 'tabbed@uni.ru'], 'Новый\tадмин-9\n');
    expect(created.code).toBe(1);
    expect(created.stderr).toContain(control);
    await withApp(async (app, database) => {
      expect((await signIn(app, 'teacher@uni.ru', 'Дважды-пароль-3')).statusCode).toBe(200);
      expect(await queryRows(database.db, sql`select 1 from users where email = 'tabbed@uni.ru'`)).toEqual([]);
    });
  });

  it('list shows the admins and the employees with permissions', slow, async () => {
    expect((await admin(['grant', 'teacher@uni.ru', 'question_admin'])).code).toBe(0);
    const list = await admin(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('Администраторы: 1');
    expect(list.stdout).toMatch(/boss@uni\.ru\s+Петрова Анна\s+есть/);
    expect(list.stdout).toContain('Сотрудники с правами: 1');
    expect(list.stdout).toMatch(/teacher@uni\.ru\s+Соколов Игорь\s+question_admin/);
  });
  it('writes create, grant, revoke and password to «Журнал действий» as done by the console', slow, async () => {
    await withApp(async (app) => {
      const res = await app.inject({
        url: '/api/account/admin/audit-log',
        headers: bearer(await loginToken(app, 'boss@uni.ru', 'Секрет-пароль-1')),
      });
      expect(res.statusCode).toBe(200);
      const entries = (res.json().result as AuditEntry[])
        .map((e) => ({
          action: e.action_name,
          actor: e.actor,
          target: e.target?.full_name,
          details: e.details,
        }))
        .reverse();
      const cli = { via: 'admin_cli' };
      expect(entries).toEqual([
        {
          action: 'Назначение администратора',
          actor: null,
          target: 'Петрова Анна',
          details: { ...cli, new_user: true, password_set: true },
        },
        {
          action: 'Назначение менеджера',
          actor: null,
          target: 'Соколов Игорь',
          details: { ...cli, permission_key: 'poll_manager', employee_id: expect.any(Number) },
        },
        {
          action: 'Снятие менеджера',
          actor: null,
          target: 'Соколов Игорь',
          details: { ...cli, permission_key: 'poll_manager', employee_id: expect.any(Number) },
        },
        {
          action: 'Установка пароля',
          actor: null,
          target: 'Соколов Игорь',
          details: { ...cli, sessions_ended: expect.any(Number) },
        },
        {
          action: 'Установка пароля',
          actor: null,
          target: 'Соколов Игорь',
          details: { ...cli, sessions_ended: expect.any(Number) },
        },
        {
          action: 'Назначение менеджера',
          actor: null,
          target: 'Соколов Игорь',
          details: { ...cli, permission_key: 'question_admin', employee_id: expect.any(Number) },
        },
      ]);
    });
  });
});
