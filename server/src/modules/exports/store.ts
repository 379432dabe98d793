import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** How long a generated download stays: long enough to click it, short enough not to pile up. */
export const EXPORT_LIFETIME_MS = 60 * 60_000;
export const exportTokenPattern = /^[a-f0-9]{32}$/;

/**
 * Generated downloads (statistics now, reports later): a file under DATA_DIR/exports named by an
 * unguessable token, so that its link works in a plain browser download without the bearer
 * header. On several servers this folder must be shared (or this moved to an object store).
 */
export function exportStore(dataDir: string) {
  const dir = join(dataDir, 'exports');
  return {
    /** A new file path and the token of its link; the caller writes the file. */
    async create(extension: string) {
      await mkdir(dir, { recursive: true });
      const token = randomBytes(16).toString('hex');
      return { token, path: join(dir, `${token}.${extension}`) };
    },

    /** The file of a token, if it exists and has not expired. */
    async find(token: string, extension: string): Promise<string | null> {
      if (!exportTokenPattern.test(token)) return null;
      const path = join(dir, `${token}.${extension}`);
      const info = await stat(path).catch(() => null);
      return info && Date.now() - info.mtimeMs < EXPORT_LIFETIME_MS ? path : null;
    },

    /** Removes expired files; returns how many. */
    async prune(): Promise<number> {
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (info && Date.now() - info.mtimeMs >= EXPORT_LIFETIME_MS) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
export type ExportStore = ReturnType<typeof exportStore>;
