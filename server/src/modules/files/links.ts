import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpointUrl, fileEndpoints } from '@portal/contract';
import type { Config } from '../../config';

/** How long a file link works once issued. */
export const FILE_LINK_LIFETIME_MS = 60 * 60_000;

/**
 * The key the links are signed with: FILE_LINK_SECRET, or one generated once and kept in
 * DATA_DIR/secrets/file-links.key (readable by the server's user only). Several servers must
 * share it: set FILE_LINK_SECRET (or share DATA_DIR).
 */
export function fileLinkSecret(config: Pick<Config, 'dataDir' | 'fileLinkSecret'>): string {
  if (config.fileLinkSecret) return config.fileLinkSecret;
  const dir = join(config.dataDir, 'secrets');
  const path = join(dir, 'file-links.key');
  try {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // None yet: made below.
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    // `wx`: a server starting at the same moment that wrote one first wins; it is read back.
    writeFileSync(path, secret, { flag: 'wx', mode: 0o600 });
    chmodSync(path, 0o600);
  } catch {
    return readFileSync(path, 'utf8').trim();
  }
  return secret;
}

/**
 * Signed, short-lived links to files: `/api/file/<uuid>?expires=<unix seconds>&signature=<HMAC>`.
 * The link is the capability: it is issued only to a caller who may read the file (its uploader,
 * or a reader of what it is attached to), and the download checks nothing but the signature.
 * The session token never goes into a URL.
 */
export function fileLinkSigner(secret: string) {
  const mac = (uuid: string, expires: string) => createHmac('sha256', secret).update(`file:${uuid}:${expires}`).digest('base64url');
  return {
    link(uuid: string, now = Date.now()): string {
      const expires = String(Math.floor((now + FILE_LINK_LIFETIME_MS) / 1000));
      return endpointUrl(fileEndpoints.download, { uuid }, { expires, signature: mac(uuid, expires) });
    },
    /** Whether a link's signature is right and it has not expired. */
    verify(uuid: string, expires: string, signature: string, now = Date.now()): boolean {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const expected = Buffer.from(mac(uuid, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return Number(expires) * 1000 > now;
    },
  };
}
export type FileLinkSigner = ReturnType<typeof fileLinkSigner>;
