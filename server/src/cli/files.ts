// npm run files -- migrate
// Moves what a server kept in DATA_DIR (uploaded files and made reports, the keys of the file links
// and the Wi-Fi passwords, the Wi-Fi CA) into the PostgreSQL database of DATABASE_URL, where every
// server instance on it finds them.
import { join } from 'node:path';
import { loadConfig } from '../config';
import { adoptServerSecret } from '../db/server-secrets';
import { readCommandArgs } from '../lib/command-args';
import { localSecret } from '../lib/kept-secret';
import { databaseFileStorage, moveLocalFiles } from '../modules/files';
import { KEPT_WIFI_CA, moveWifiCa } from '../modules/wifi';
import { databaseName, openForCommand } from './database';
import { CliError, runCommand } from './errors';

const COMMAND = 'npm run files';

const usage = `Использование: npm run files -- migrate

Переносит в базу данных PostgreSQL (DATABASE_URL) то, что сервер хранил в папке DATA_DIR:
  files     загруженные файлы и готовые отчёты (DATA_DIR/files);
  secrets   ключи ссылок на файлы и паролей Wi-Fi (DATA_DIR/secrets);
  wifi      центр сертификации Wi-Fi (DATA_DIR/wifi), если WIFI_DIR не задан.
После переноса их находит каждый экземпляр сервера на этой базе, а выданные ссылки, пароли Wi-Fi
и сертификаты остаются действительными.

Уже перенесённое пропускается: команду можно запускать повторно, в том числе при работающих
серверах. Ключ или центр сертификации, который в базе уже есть и отличается от того, что в
DATA_DIR, не заменяется. Папки в DATA_DIR не удаляются: удалите их сами, проверив портал.
С FILES_STORE=fs файлы остаются в папке, переносятся только ключи и центр сертификации.`;

const noDatabase =
  'DATABASE_URL не задан: переносить файлы и ключи некуда. Эта команда переносит их из DATA_DIR в базу ' +
  'PostgreSQL — запустите её с тем же DATABASE_URL (и DATA_DIR), с которыми работают серверы.';

function refuse(message: string): never {
  throw new CliError(`${message}\n\n${usage}`, 2);
}

function readArgs(): 'migrate' | 'help' {
  const [command = 'help', ...rest] = readCommandArgs({ usage, refuse }).positionals;
  if (command === 'help') return 'help';
  if (command !== 'migrate') refuse(`Неизвестная команда «${command}».`);
  if (rest.length) refuse(`Лишние аргументы: ${rest.join(' ')}`);
  return command;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} МБ`;

/** How a key's or the CA's move went (`name`: its row in server_secrets), as a line's end. */
const outcome = (result: 'none' | 'moved' | 'same' | 'differs', name: string) =>
  ({
    none: 'в DATA_DIR нет, переносить нечего.',
    moved: 'перенесён.',
    same: 'уже в базе.',
    differs:
      'в базе уже другой — оставлен тот, что в базе. Чтобы заменить его, удалите его из базы ' +
      `(delete from server_secrets where name = '${name}'), повторите перенос и перезапустите серверы.`,
  })[result];

async function main() {
  if (readArgs() === 'help') {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  if (!config.databaseUrl) throw new CliError(noDatabase);
  const database = await openForCommand(config, COMMAND);
  let moved = 0;
  try {
    await database.migrate();
    console.log(`База данных: ${databaseName(config)}. Папка: ${config.dataDir}.`);

    const filesDir = join(config.dataDir, 'files');
    if (config.filesStore === 'fs') {
      console.log(`Файлы: FILES_STORE=fs — остаются в ${filesDir}.`);
    } else {
      const files = await moveLocalFiles(filesDir, databaseFileStorage(database.db));
      moved += files.moved;
      console.log(
        `Файлы (${filesDir}): перенесено ${files.moved} (${megabytes(files.bytes)}), уже были в базе ${files.already}.`,
      );
      if (files.damaged.length)
        console.log(
          `Повреждены (содержимое не совпадает с именем) и не перенесены: ${files.damaged.length}:\n` +
            files.damaged.map((path) => `  ${path}`).join('\n'),
        );
    }

    const keys = [
      { name: 'file-links', label: 'Ключ ссылок на файлы' },
      { name: 'wifi-passwords', label: 'Ключ паролей Wi-Fi' },
    ];
    for (const { name, label } of keys) {
      const local = localSecret(config.dataDir, name);
      const result = local === null ? 'none' : await adoptServerSecret(database.db, name, local);
      if (result === 'moved') moved++;
      console.log(`${label} (${join(config.dataDir, 'secrets', `${name}.key`)}): ${outcome(result, name)}`);
    }

    if (config.wifi.dir !== null) {
      console.log(`Центр сертификации Wi-Fi: задан WIFI_DIR — остаётся в ${config.wifi.dir}.`);
    } else {
      const wifiDir = join(config.dataDir, 'wifi');
      const result = await moveWifiCa(database.db, wifiDir);
      if (result === 'moved') moved++;
      console.log(`Центр сертификации Wi-Fi (${wifiDir}): ${outcome(result, KEPT_WIFI_CA)}`);
    }
  } finally {
    await database.close();
  }
  console.log(
    moved
      ? `Готово, перенесено: ${moved}. Папки в DATA_DIR не удалены: удалите их, проверив портал.`
      : 'Ничего не перенесено.',
  );
}

await runCommand(main, 'Перенос не завершён.');
