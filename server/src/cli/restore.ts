// npm run restore -- FILE [--force]
// Puts a copy made by `npm run backup` back into DATA_DIR: the embedded database, the files, the
// keys and the Wi-Fi CA. An existing database is replaced only with --force, and then moved aside,
// never deleted. With DATABASE_URL it says how PostgreSQL is restored instead.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { loadConfig } from '../config';
import { readCommandArgs, typedPath } from '../lib/command-args';
import {
  databaseContents,
  describeContents,
  FORMAT,
  isNonEmptyDir,
  MANIFEST,
  PARTS,
  partNames,
  postgresAdvice,
  VERSION,
  type Manifest,
  type Part,
} from './backup-format';
import { claimOrExit } from './database';
import { CliError, runCommand } from './errors';
import { readTar, TarError } from './tar';

const usage = `Использование: npm run restore -- ФАЙЛ [--force]

Восстанавливает в DATA_DIR копию, записанную командой npm run backup: встроенную базу данных,
загруженные файлы, ключи и центр сертификации Wi-Fi. Сервер на этой базе сначала остановите.
Если в DATA_DIR уже есть база (или файлы, ключи), она не заменяется; с --force нынешние папки
переносятся в DATA_DIR/before-restore-ДАТА (не удаляются) и на их место встаёт копия.`;

function refuse(message: string): never {
  throw new CliError(`${message}\n\n${usage}`, 2);
}

function readArgs() {
  const { values, positionals } = readCommandArgs({
    usage,
    refuse,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file, ...rest] = positionals;
  if (!file || rest.length) refuse('Нужно указать один файл.');
  return { file: typedPath(file), force: values.force };
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

class NotABackup extends Error {}

function checkManifest(text: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new NotABackup();
  }
  if (
    manifest?.format !== FORMAT ||
    !Array.isArray(manifest.parts) ||
    !manifest.parts.includes('pg') ||
    manifest.parts.some((p) => !PARTS.includes(p))
  )
    throw new NotABackup();
  if (manifest.version > VERSION)
    throw new CliError(
      `Копия сделана более новой версией портала (формат ${manifest.version}): обновите портал и повторите.`,
    );
  return manifest;
}

/** Unpacks the backup into `stage`; its manifest. */
async function unpack(file: string, stage: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (err) => gunzip.destroy(err));
  const source = input.pipe(gunzip);
  try {
    await readTar(source, async (entry, body) => {
      if (!manifest) {
        if (entry.name !== MANIFEST || entry.type !== 'file' || entry.size > 64 * 1024) throw new NotABackup();
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk);
        manifest = checkManifest(Buffer.concat(chunks).toString('utf8'));
        return;
      }
      const [part] = entry.name.split('/');
      const safe = entry.name.split('/').every((s) => s && s !== '.' && s !== '..');
      if (!safe || !manifest.parts.includes(part as Part)) throw new NotABackup();
      const target = join(stage, entry.name);
      if (entry.type === 'directory') {
        await mkdir(target, { recursive: true, mode: entry.mode & 0o777 || 0o700 });
        return;
      }
      await mkdir(dirname(target), { recursive: true });
      await pipeline(body, createWriteStream(target, { flags: 'wx', mode: entry.mode & 0o777 || 0o600 }));
    });
  } catch (err) {
    if (err instanceof CliError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (err instanceof NotABackup || err instanceof TarError || code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
      throw new CliError(`Файл ${file} — не копия портала (npm run backup) или повреждён: ничего не восстановлено.`);
    }
    throw err;
  }
  if (!manifest)
    throw new CliError(`Файл ${file} — не копия портала (npm run backup) или повреждён: ничего не восстановлено.`);
  return manifest;
}

async function main() {
  const { file, force } = readArgs();
  const config = loadConfig();
  if (config.databaseUrl) throw new CliError(postgresAdvice('restore', config));
  if (!existsSync(file)) throw new CliError(`Файл не найден: ${file}`);

  const release = claimOrExit(config, 'npm run restore');
  const stage = join(config.dataDir, `.restore-${stamp()}`);
  try {
    const present: Part[] = [];
    for (const part of PARTS) if (await isNonEmptyDir(join(config.dataDir, part))) present.push(part);
    if (present.length && !force) {
      const where = present.map((p) => join(config.dataDir, p)).join(', ');
      throw new CliError(
        `В DATA_DIR уже есть данные (${where}): восстановление их не заменяет.\nЧтобы заменить, запустите с ` +
          `--force: нынешние папки будут перенесены в ${join(config.dataDir, 'before-restore-ДАТА')}, а не ` +
          `удалены.`,
      );
    }
    await mkdir(stage, { recursive: true, mode: 0o700 });
    const manifest = await unpack(file, stage);
    let contents;
    try {
      contents = await databaseContents(join(stage, 'pg'));
    } catch {
      throw new CliError(`Копия ${file} повреждена: база данных из неё не открывается. Ничего не восстановлено.`);
    }
    const replaced = manifest.parts.filter((p) => present.includes(p));
    let aside: string | null = null;
    if (replaced.length) {
      aside = join(config.dataDir, `before-restore-${stamp()}`);
      await mkdir(aside, { recursive: true, mode: 0o700 });
      for (const part of replaced) await rename(join(config.dataDir, part), join(aside, part));
    }
    for (const part of manifest.parts) {
      await rm(join(config.dataDir, part), { recursive: true, force: true }); // an empty folder left in its place
      await rename(join(stage, part), join(config.dataDir, part));
    }
    console.log(
      `Восстановлено в ${config.dataDir} из копии от ${manifest.created_at}: ` +
        `${manifest.parts.map((p) => partNames[p]).join(', ')}; в базе ${describeContents(contents)}.`,
    );
    if (aside)
      console.log(
        `Прежние данные перенесены в ${aside} (${replaced.map((p) => partNames[p]).join(', ')}); ` +
          `удалите их, когда убедитесь, что всё в порядке.`,
      );
    console.log('Запустите сервер: npm start');
  } finally {
    await rm(stage, { recursive: true, force: true });
    release();
  }
}

await runCommand(main, 'Восстановление не выполнено.');
