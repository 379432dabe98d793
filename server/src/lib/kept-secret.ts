import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeOnce } from './write-once';

/**
 * A server secret (a key things are signed or derived with): the configured one, or one generated
 * once and kept in `DATA_DIR/secrets/<name>.key`, readable by the server's user only. Several
 * servers must share it: configure it (or share DATA_DIR).
 */
export function keptSecret(dataDir: string, name: string, configured: string | null): string {
  if (configured) return configured;
  const dir = join(dataDir, 'secrets');
  const path = join(dir, `${name}.key`);
  try {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // None yet: made below.
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  // A server starting at the same moment that wrote one first wins; this one reads it back.
  return writeOnce(path, secret, 0o600) ? secret : readFileSync(path, 'utf8').trim();
}
