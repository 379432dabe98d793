import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chunkedStore } from '../../db/chunked-store';
import type { DbOrTx } from '../../db/client';

/**
 * Where uploaded content lives, addressed by its SHA-256 (hex): the same content is kept once.
 * Two implementations: the database's chunks (every server instance reads them) and a local folder;
 * an S3-compatible object store can implement the same four calls.
 */
export interface FileStorage {
  /** Stores the content of `stream` and answers its hash and size (bytes). */
  put(stream: Readable): Promise<{ hash: string; size: number }>;
  /** The content of `hash`; throws when there is none (check `exists` first). */
  get(hash: string): Readable;
  remove(hash: string): Promise<void>;
  exists(hash: string): Promise<boolean>;
}

const hashPattern = /^[a-f0-9]{64}$/;
const checkedHash = (hash: string) => {
  if (!hashPattern.test(hash)) throw new Error(`not a SHA-256: ${hash}`);
  return hash;
};

/**
 * The content in the database (db/chunked-store.ts, store `files`): streamed in while hashed, read a
 * chunk at a time. A put of content kept already, or kept by a concurrent put, keeps one copy; an
 * interrupted one names nothing, and the cleanup job prunes its chunks.
 */
export function databaseFileStorage(db: DbOrTx): FileStorage {
  const store = chunkedStore(db, 'files');
  return {
    async put(stream) {
      const { hash, size } = await store.save(stream, (digest) => digest);
      return { hash, size };
    },
    get: (hash) => store.read(checkedHash(hash)),
    remove: (hash) => store.remove(checkedHash(hash)),
    exists: (hash) => store.exists(checkedHash(hash)),
  };
}

/** The content under `dir` (DATA_DIR/files), in folders by the hash's first bytes: ab/cd/abcd…. */
export function localFileStorage(dir: string): FileStorage {
  const pathOf = (hash: string) => join(dir, checkedHash(hash).slice(0, 2), hash.slice(2, 4), hash);
  return {
    async put(stream) {
      // Written to a temporary name beside the store first, then renamed into place: a reader
      // never sees half a file, and an interrupted upload leaves nothing under a hash.
      const tmpDir = join(dir, 'tmp');
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, randomBytes(12).toString('hex'));
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, counter, createWriteStream(tmp, { flags: 'wx' }));
        const digest = hash.digest('hex');
        const path = pathOf(digest);
        await mkdir(dirname(path), { recursive: true });
        // The same content stored already (or by a concurrent upload) is the same bytes.
        await rename(tmp, path);
        return { hash: digest, size };
      } finally {
        await rm(tmp, { force: true });
      }
    },
    get: (hash) => createReadStream(pathOf(hash)),
    remove: (hash) => rm(pathOf(hash), { force: true }),
    exists: async (hash) => (await stat(pathOf(hash)).catch(() => null))?.isFile() === true,
  };
}

/**
 * Removes temporary files (of uploads and of `put`) older than an hour from `tmpDir`: left by a
 * process that stopped in the middle. Answers how many went.
 */
export async function pruneTemporaryFiles(tmpDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(tmpDir, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > 60 * 60_000) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}
