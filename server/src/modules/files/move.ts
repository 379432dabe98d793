import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage';

/** What moving a folder store's content went like: moved, found in the target already, damaged (not moved). */
export interface MovedFiles {
  moved: number;
  bytes: number;
  already: number;
  damaged: string[];
}

const sha256Of = async (path: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
};

/** The content files of a folder store (localFileStorage): `ab/cd/<sha256>`, without its temporary folder. */
async function* contentFiles(dir: string): AsyncGenerator<{ path: string; hash: string }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !/^[a-f0-9]{64}$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if (path === join(dir, entry.name.slice(0, 2), entry.name.slice(2, 4), entry.name))
      yield { path, hash: entry.name };
  }
}

/**
 * Copies the content of the folder store `dir` (DATA_DIR/files) into `storage` (the database's),
 * each file once: content the storage has already is skipped, so a second run copies nothing. A
 * file whose bytes no longer hash to its name is damaged and left out. The folder stays as it is.
 */
export async function moveLocalFiles(dir: string, storage: FileStorage): Promise<MovedFiles> {
  const result: MovedFiles = { moved: 0, bytes: 0, already: 0, damaged: [] };
  for await (const { path, hash } of contentFiles(dir)) {
    if (await storage.exists(hash)) result.already++;
    else if ((await sha256Of(path)) !== hash) result.damaged.push(path);
    else {
      result.bytes += (await storage.put(createReadStream(path))).size;
      result.moved++;
    }
  }
  return result;
}
