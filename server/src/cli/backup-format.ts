import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite } from '../db/client';
import { operatorService } from '../modules/operator';
import type { TarSource } from './tar';

/**
 * A backup of the embedded database (`npm run backup`): a tar.gz whose first entry is this
 * manifest, then the folders of DATA_DIR below, each under its own name.
 */
export const MANIFEST = 'portal-backup.json';
export const FORMAT = 'portal-backup';
export const VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  parts: Part[];
}

/**
 * pg: the database; files: uploaded files and made reports; secrets: the keys of the file links
 * and the Wi-Fi passwords (without them restored links and passwords would change); wifi: the
 * Wi-Fi certificate authority when it lives in DATA_DIR. exports (files kept for an hour) is not kept.
 */
export type Part = 'pg' | 'files' | 'secrets' | 'wifi';
export const PARTS: readonly Part[] = ['pg', 'files', 'secrets', 'wifi'];

/** The parts of DATA_DIR a backup takes: wifi only when WIFI_DIR does not point elsewhere. */
export const partsOf = (config: Pick<Config, 'wifi'>): Part[] =>
  PARTS.filter((p) => p !== 'wifi' || config.wifi.dir === null);

/** Skipped in a copy: unfinished uploads and reports being made. */
const skipped = new Set(['files/tmp']);

export const partNames: Record<Part, string> = {
  pg: 'база данных',
  files: 'файлы',
  secrets: 'ключи (secrets)',
  wifi: 'центр сертификации Wi-Fi',
};

export async function isNonEmptyDir(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length > 0;
  } catch {
    return false;
  }
}

/** The folders and files under `root`/`name`, folders first, as tar entries named from `root`. */
export async function* walk(root: string, name: string): AsyncGenerator<TarSource> {
  if (skipped.has(name)) return;
  const path = join(root, name);
  const info = await stat(path);
  if (info.isDirectory()) {
    yield { entry: { name, type: 'directory', size: 0, mode: info.mode, mtime: info.mtime } };
    for (const child of (await readdir(path)).sort()) yield* walk(root, `${name}/${child}`);
  } else if (info.isFile()) {
    yield { entry: { name, type: 'file', size: info.size, mode: info.mode, mtime: info.mtime }, path };
  }
}

/** Opens the embedded database of `pgDir` and tells what it holds; closing it leaves it checkpointed. */
export async function databaseContents(pgDir: string) {
  const database = await openPglite(pgDir);
  try {
    return await operatorService(database.db).contents();
  } finally {
    await database.close();
  }
}

export const describeContents = (c: { users: number; sessions: number; reports: number }) =>
  `пользователей ${c.users}, сеансов ${c.sessions}, отчётов обновлений ${c.reports}`;

/**
 * What `npm run backup` and `restore` say with DATABASE_URL: PostgreSQL copies the database, and
 * with it the files, the kept keys and the Wi-Fi CA kept there; what lives elsewhere is named.
 */
export const postgresAdvice = (what: 'backup' | 'restore', config: Pick<Config, 'filesStore' | 'dataDir' | 'wifi'>) =>
  [
    'База данных — PostgreSQL (DATABASE_URL): её копирует и восстанавливает сам PostgreSQL, а не эта команда.',
    what === 'backup'
      ? '  Копия:          pg_dump -Fc -f portal.dump "$DATABASE_URL"'
      : '  Восстановление: pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" portal.dump',
    config.filesStore === 'database'
      ? 'Загруженные файлы, отчёты, ключи ссылок и паролей Wi-Fi хранятся в этой базе и входят в её копию.'
      : `Ключи ссылок и паролей Wi-Fi хранятся в базе и входят в её копию, а файлы (FILES_STORE=fs) — в папке ` +
        `${join(config.dataDir, 'files')}: копируйте её отдельно.`,
    config.wifi.dir === null
      ? 'Центр сертификации Wi-Fi тоже хранится в базе.'
      : `Центр сертификации Wi-Fi (WIFI_DIR=${config.wifi.dir}) копируйте отдельно.`,
    'Ключи, заданные в настройках (FILE_LINK_SECRET, WIFI_PASSWORD_SECRET), храните вместе с настройками ' +
      '(docs/operations.md, раздел Backups).',
  ].join('\n');
