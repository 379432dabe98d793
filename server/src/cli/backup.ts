// npm run backup -- FILE
// A copy of the embedded database (DATA_DIR/pg) with the uploaded files, the kept keys and the
// Wi-Fi CA, in one tar.gz. The server must be stopped: PGlite's folder is one process's. With
// DATABASE_URL it says how PostgreSQL is copied instead.
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { loadConfig } from '../config';
import { readCommandArgs, typedPath } from '../lib/command-args';
import {
  databaseContents,
  describeContents,
  FORMAT,
  isNonEmptyDir,
  MANIFEST,
  partNames,
  partsOf,
  postgresAdvice,
  VERSION,
  walk,
  type Manifest,
} from './backup-format';
import { claimOrExit } from './database';
import { CliError, runCommand } from './errors';
import { tarStream, type TarSource } from './tar';

const usage = `Использование: npm run backup -- ФАЙЛ

Записывает в ФАЙЛ (tar.gz) копию встроенной базы данных (DATA_DIR/pg) вместе с загруженными
файлами (DATA_DIR/files), ключами (DATA_DIR/secrets) и центром сертификации Wi-Fi (DATA_DIR/wifi).
Сервер на этой базе сначала остановите. Восстановление: npm run restore -- ФАЙЛ.
Файл содержит ключи и пароли пользователей в виде хешей: храните его так же бережно, как сервер.`;

function refuse(message: string): never {
  throw new CliError(`${message}\n\n${usage}`, 2);
}

function readArgs(): string {
  const [file, ...rest] = readCommandArgs({ usage, refuse }).positionals;
  if (!file || rest.length) refuse('Нужно указать один файл.');
  return typedPath(file);
}

async function main() {
  const file = readArgs();
  const config = loadConfig();
  if (config.databaseUrl) throw new CliError(postgresAdvice('backup', config));
  const pgDir = join(config.dataDir, 'pg');
  if (!(await isNonEmptyDir(pgDir))) throw new CliError(`В ${pgDir} нет базы данных: копировать нечего.`);
  if (existsSync(file)) throw new CliError(`Файл ${file} уже есть: копия его не заменяет, укажите другое имя.`);

  const release = claimOrExit(config, 'npm run backup');
  const partial = `${file}.partial`;
  try {
    // Opened and closed once first: a database whose process was killed is recovered and left
    // checkpointed, so the copy needs no recovery, and what it holds can be told.
    const contents = await databaseContents(pgDir);
    const parts = partsOf(config).filter((part) => existsSync(join(config.dataDir, part)));
    const manifest: Manifest = { format: FORMAT, version: VERSION, created_at: new Date().toISOString(), parts };
    async function* sources(): AsyncGenerator<TarSource> {
      const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      yield { entry: { name: MANIFEST, type: 'file', size: bytes.length, mode: 0o600, mtime: new Date() }, bytes };
      for (const part of parts) yield* walk(config.dataDir, part);
    }
    // The file holds the keys: readable by its owner only.
    await pipeline(
      Readable.from(tarStream(sources())),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, file);
    const size = (await stat(file)).size;
    console.log(`Копия записана: ${file} (${(size / 1024 / 1024).toFixed(1)} МБ).`);
    console.log(`В ней: ${parts.map((p) => partNames[p]).join(', ')}; в базе ${describeContents(contents)}.`);
    if (config.fileLinkSecret || config.wifi.passwordSecret)
      console.log(
        'Ключи из настроек (FILE_LINK_SECRET, WIFI_PASSWORD_SECRET) ' +
          'в копию не входят: храните их вместе с настройками.',
      );
    if (config.wifi.dir !== null)
      console.log(`Центр сертификации Wi-Fi (WIFI_DIR=${config.wifi.dir}) в копию не входит: храните его отдельно.`);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    release();
  }
}

await runCommand(main, 'Копия не записана.');
