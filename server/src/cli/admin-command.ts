// The operator's accounts tool (`npm run admin`, admin.ts): create, grant, revoke, password, list.
import { permissionKeys, type PermissionKey } from '@portal/contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { readCommandArgs } from '../lib/command-args';
import { hashPassword } from '../lib/passwords';
import { DEFAULT_NAMES, fullName, operatorService, type Names } from '../modules/operator';
import { databaseName } from './database';
import { CliError } from './errors';
import { table } from './table';

const usage = `Использование: npm run admin -- <команда>

  create EMAIL [--surname Ф --name И --patronymic О]
                         дать пользователю учётную запись администратора; пользователь создаётся,
                         если его нет (без ФИО — «${fullName(DEFAULT_NAMES)}», пока импорт не принесёт
                         его данные); новому и тому, у кого нет пароля, пароль запрашивается
  grant EMAIL ПРАВО      выдать право учётной записи сотрудника пользователя
  revoke EMAIL ПРАВО     снять это право
  password EMAIL         задать пользователю новый пароль (его сеансы завершаются)
  list                   администраторы и сотрудники с правами
  help                   эта справка

Права: ${permissionKeys.join(', ')}.
Права даются учётной записи сотрудника; сотрудники появляются импортом
(npm run import -- employees ФАЙЛ).

Пароль запрашивается дважды без отображения, а если стандартный ввод — не терминал, читается
из него: первая строка, а вторая, если есть, должна с ней совпадать (printf 'пароль\\nпароль\\n' | …);
не короче 8 символов, без управляющих символов. В командной строке пароль не принимается.

Создание администратора, выдача и снятие права, смена пароля записываются в журнал действий
портала (кто: «Консоль администратора»).

База данных — та же, что у сервера (DATABASE_URL или DATA_DIR); сервер на встроенной базе
сначала остановите.`;

const passwordOnCommandLine =
  'Пароль в командной строке не принимается: его видно в списке процессов и в истории команд. ' +
  'Введите его по запросу или передайте через стандартный ввод: … | npm run admin -- password EMAIL';

interface Args {
  command: string;
  rest: string[];
  names: Partial<Names>;
}

function refuse(message: string): never {
  throw new CliError(`${message}\n\n${usage}`, 2);
}

function readArgs(argv: string[]): Args {
  if (argv.some((a) => /^(--?p|--pass(word)?|--pwd)(=|$)/i.test(a))) throw new CliError(passwordOnCommandLine, 2);
  const { values, positionals } = readCommandArgs({
    usage,
    refuse,
    args: argv,
    options: { surname: { type: 'string' }, name: { type: 'string' }, patronymic: { type: 'string' } },
  });
  const [command = 'help', ...rest] = positionals;
  const { surname, name, patronymic } = values;
  return { command, rest, names: { surname, name, patronymic } };
}

function email(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) refuse('Нужно указать e-mail пользователя.');
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed) || trimmed.length > 320) throw new CliError(`Это не e-mail: «${trimmed}».`, 2);
  return trimmed;
}

/** The positionals a command takes; one more after a password-taking command is most likely a password. */
function checkArgCount(args: Args, count: number, takesPassword = false): void {
  if (args.rest.length > count)
    throw new CliError(
      takesPassword ? passwordOnCommandLine : `Лишние аргументы: ${args.rest.slice(count).join(' ')}\n\n${usage}`,
      2,
    );
  if (args.names.surname !== undefined || args.names.name !== undefined || args.names.patronymic !== undefined) {
    if (args.command !== 'create') refuse('--surname, --name и --patronymic — только для create.');
  }
}

function permission(value: string | undefined): PermissionKey {
  if (!value) throw new CliError(`Нужно указать право: ${permissionKeys.join(', ')}.`, 2);
  if (!(permissionKeys as readonly string[]).includes(value))
    throw new CliError(`Неизвестное право «${value}»: нужно ${permissionKeys.join(', ')}.`, 2);
  return value as PermissionKey;
}

function newUserNames(names: Partial<Names>): Names {
  const clean = (v: string | null | undefined) => {
    const t = v?.trim();
    if (t?.includes('\0')) throw new CliError('ФИО не может содержать символ NUL.', 2);
    return t || undefined;
  };
  const surname = clean(names.surname);
  const name = clean(names.name);
  const patronymic = clean(names.patronymic) ?? null;
  if (!surname && !name && !patronymic) return DEFAULT_NAMES;
  if (!surname || !name) throw new CliError('Укажите и --surname, и --name (--patronymic — по желанию).', 2);
  return { surname, name, patronymic };
}

/**
 * What the command reaches outside itself: the process's in `admin.ts`, a test's own in-process (the
 * database it already has open, the password it pipes, the lines it reads back).
 */
export interface AdminIo {
  config: () => Pick<Config, 'publicUrl' | 'databaseUrl' | 'dataDir' | 'databasePoolSize'>;
  /** The database, opened for this command; closed by the command when done. */
  open: () => Promise<Database>;
  readPassword: (whose: string) => Promise<string>;
  print: (line: string) => void;
}

/** `npm run admin -- …` with these arguments; a refusal is thrown as a CliError. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<void> {
  const args = readArgs(argv);
  const print = io.print;
  if (args.command === 'help') {
    print(usage);
    return;
  }
  if (!['create', 'grant', 'revoke', 'password', 'list'].includes(args.command))
    refuse(`Неизвестная команда «${args.command}».`);
  const config = io.config();
  // Every argument is checked before the database is opened.
  const who = args.command === 'list' ? '' : email(args.rest[0]);
  const key = args.command === 'grant' || args.command === 'revoke' ? permission(args.rest[1]) : undefined;
  checkArgCount(
    args,
    { create: 1, grant: 2, revoke: 2, password: 1, list: 0 }[args.command]!,
    args.command === 'create' || args.command === 'password',
  );
  const names = args.command === 'create' ? args.names : {};

  const database = await io.open();
  try {
    await database.migrate();
    print(`База данных: ${databaseName(config)}.`);
    const service = operatorService(database.db);
    const found = who ? await service.userByEmail(who) : undefined;
    const known = (u: typeof found): NonNullable<typeof found> => {
      if (!u) throw new CliError(`Пользователь ${who} не найден.`);
      return u;
    };

    if (args.command === 'create') {
      if (found && (await service.isAdmin(found.id))) {
        print(`У ${found.email} (${fullName(found)}) уже есть учётная запись администратора.`);
        if (!found.passwordHash) print(`Пароля у него нет; задать: npm run admin -- password ${found.email}`);
        return;
      }
      const chosen = found ? null : newUserNames(names);
      if (found && (names.surname || names.name || names.patronymic))
        print(`Пользователь ${found.email} уже есть: его ФИО не меняются.`);
      const password = !found || !found.passwordHash ? await io.readPassword(who) : null;
      const user = await service.createAdmin(
        found,
        who,
        chosen ?? found!,
        password === null ? null : await hashPassword(password),
      );
      const subject = `${user.email} (${fullName(user)})`;
      print(
        found
          ? `Пользователю ${subject} дана учётная запись администратора.${password === null ? ' Пароль прежний.' : ''}`
          : `Создан пользователь ${subject} с учётной записью администратора.`,
      );
      print(`Вход: ${config.publicUrl}`);
      return;
    }

    if (args.command === 'password') {
      const user = known(found);
      const password = await io.readPassword(user.email);
      const ended = await service.setPassword(user.id, await hashPassword(password));
      print(`Пароль ${user.email} (${fullName(user)}) изменён.${ended ? ` Завершено сеансов: ${ended}.` : ''}`);
      return;
    }

    if (args.command === 'grant' || args.command === 'revoke') {
      const user = known(found);
      const grant = args.command === 'grant';
      const outcomes = await service.changePermission(user.id, key!, grant);
      if (!outcomes) {
        throw new CliError(
          `У ${user.email} (${fullName(user)}) нет учётной записи сотрудника, а права даются ` +
            `сотрудникам. Сотрудники появляются импортом: npm run import -- employees ФАЙЛ.`,
        );
      }
      const changed = outcomes.filter((o) => o === 'changed').length;
      const subject = `${user.email} (${fullName(user)})`;
      if (grant) print(changed ? `Право ${key} выдано: ${subject}.` : `Право ${key} у ${subject} уже есть.`);
      else print(changed ? `Право ${key} снято: ${subject}.` : `Права ${key} у ${subject} не было.`);
      return;
    }

    const { admins, holders } = await service.list();
    print(`\nАдминистраторы: ${admins.length}`);
    if (admins.length)
      print(
        table(
          ['e-mail', 'ФИО', 'пароль'],
          admins.map((a) => [a.email, fullName(a), a.hasPassword ? 'есть' : 'нет']),
        ),
      );
    print(`\nСотрудники с правами: ${holders.length}`);
    if (holders.length)
      print(
        table(
          ['e-mail', 'ФИО', 'права'],
          holders.map((h) => [h.email, fullName(h), h.permissions.join(', ')]),
        ),
      );
    if (!admins.length) print(`\nАдминистраторов нет. Создать первого: npm run admin -- create you@university.ru`);
  } finally {
    await database.close();
  }
}
