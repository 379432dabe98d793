import { randomBytes } from 'node:crypto';
import { linkSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes a file only if it does not exist yet, whole or not at all: a temporary file linked into
 * place, so that servers starting together on one folder never read one another's half-written file.
 * Returns whether this call wrote it.
 */
export function writeOnce(path: string, content: string, mode: number): boolean {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { mode });
  try {
    linkSync(temporary, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(temporary, { force: true });
  }
}
