import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { chunkedStore } from '../../db/chunked-store';
import type { Database, Db } from '../../db/client';
import { pipedWrite } from '../../lib/piped-write';

/** How long a generated download stays: long enough to click it, short enough not to pile up. */
export const EXPORT_LIFETIME_MS = 60 * 60_000;
export const exportTokenPattern = /^[a-f0-9]{32}$/;

/**
 * Generated downloads (the statistics' xlsx now): kept for an hour under an unguessable token, so
 * that the link works in a plain browser download without the bearer header, through any server
 * instance when they are kept in the database.
 */
export interface ExportStore {
  /** Keeps what `write` writes into its stream (which it ends) and answers the token of its link. */
  save(extension: string, write: (into: Writable) => Promise<void>): Promise<string>;
  /** A token's file, unless there is none or it expired. */
  open(token: string, extension: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the expired ones; answers how many. */
  prune(): Promise<number>;
}

/** The exports where FILES_STORE keeps files: in the database (store `exports`), or DATA_DIR/exports. */
export const exportStore = (config: Pick<Config, 'filesStore' | 'dataDir'>, database: Pick<Database, 'db'>) =>
  config.filesStore === 'database' ? databaseExports(database.db) : folderExports(join(config.dataDir, 'exports'));

const newToken = () => randomBytes(16).toString('hex');
const expired = (since: number) => Date.now() - since >= EXPORT_LIFETIME_MS;

function databaseExports(db: Db): ExportStore {
  const store = chunkedStore(db, 'exports');
  return {
    async save(extension, write) {
      const token = newToken();
      await pipedWrite(write, (content) => store.save(content, () => `${token}.${extension}`));
      return token;
    },
    async open(token, extension) {
      if (!exportTokenPattern.test(token)) return null;
      const found = await store.open(`${token}.${extension}`);
      if (!found || expired(found.createdAt.getTime())) return null;
      return { stream: found.stream, size: found.size };
    },
    prune: () => store.removeKeptBefore(new Date(Date.now() - EXPORT_LIFETIME_MS)),
  };
}

/** A file under `dir` named by its token; behind several servers the folder must be shared. */
function folderExports(dir: string): ExportStore {
  return {
    async save(extension, write) {
      await mkdir(dir, { recursive: true });
      const token = newToken();
      const path = join(dir, `${token}.${extension}`);
      try {
        await pipedWrite(write, (content) => pipeline(content, createWriteStream(path, { flags: 'wx' })));
      } catch (err) {
        await rm(path, { force: true });
        throw err;
      }
      return token;
    },
    async open(token, extension) {
      if (!exportTokenPattern.test(token)) return null;
      const path = join(dir, `${token}.${extension}`);
      const info = await stat(path).catch(() => null);
      return info && !expired(info.mtimeMs) ? { stream: createReadStream(path), size: info.size } : null;
    },
    async prune() {
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (info && expired(info.mtimeMs)) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
