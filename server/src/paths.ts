import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The server package's folder (`…/server`), found from this module's place whether it runs from
 * `src/` (tsx, tests) or from a bundle in `dist/` (the compiled server): the migrations and the
 * relative paths of the settings are resolved from it.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'drizzle')) && existsSync(resolve(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`The server's folder (with drizzle/) is not above ${from}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
/** The repository's root: relative paths in settings mean the same wherever a command runs from. */
export const projectRoot = resolve(serverRoot, '..');
export const migrationsFolder = resolve(serverRoot, 'drizzle');
