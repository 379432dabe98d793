import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { keepServerSecret } from '../db/server-secrets';
import { writeOnce } from './write-once';

/**
 * Where the keys a server generates are kept: the database (`server_secrets`) with DATABASE_URL,
 * so that every instance on it has the same ones; `DATA_DIR/secrets` on the embedded database.
 */
export interface KeptPlace {
  dataDir: string;
  db: Db | null;
}

export const keptPlaceOf = (config: Pick<Config, 'dataDir' | 'databaseUrl'>, database: Pick<Database, 'db'>) => ({
  dataDir: config.dataDir,
  db: config.databaseUrl ? database.db : null,
});

const newSecret = () => randomBytes(32).toString('base64url');

/** The key kept in `DATA_DIR/secrets/<name>.key` (readable by the server's user only), or null. */
export function localSecret(dataDir: string, name: string): string | null {
  try {
    const kept = readFileSync(join(dataDir, 'secrets', `${name}.key`), 'utf8').trim();
    return kept.length >= 32 ? kept : null;
  } catch {
    return null;
  }
}

/**
 * A server secret (a key things are signed or derived with): the configured one, or one generated
 * once and kept (`KeptPlace`). In the database, a key a server kept in DATA_DIR/secrets before is
 * the one kept there when the database has none yet, so links and passwords given out stay valid
 * (`npm run files -- migrate` does the same without a start).
 */
export async function keptSecret(place: KeptPlace, name: string, configured: string | null): Promise<string> {
  if (configured) return configured;
  if (place.db) return keepServerSecret(place.db, name, () => localSecret(place.dataDir, name) ?? newSecret());
  const kept = localSecret(place.dataDir, name);
  if (kept) return kept;
  const dir = join(place.dataDir, 'secrets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${name}.key`);
  const secret = newSecret();
  // A server starting at the same moment that wrote one first wins; this one reads it back.
  return writeOnce(path, secret, 0o600) ? secret : readFileSync(path, 'utf8').trim();
}
