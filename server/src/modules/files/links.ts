import { createHmac, timingSafeEqual } from 'node:crypto';
import { endpointUrl, fileEndpoints } from '@portal/contract';

/** How long a file link works once issued. */
export const FILE_LINK_LIFETIME_MS = 60 * 60_000;

/**
 * Signed, short-lived links to files: `/api/file/<uuid>?expires=<unix seconds>&signature=<HMAC>`.
 * The link is the capability: it is issued only to a caller who may read the file (its uploader,
 * or a reader of what it is attached to), and the download checks nothing but the signature.
 * The session token never goes into a URL. The key is FILE_LINK_SECRET or the one kept
 * (files-of.ts): every server instance must sign with the same.
 */
export function fileLinkSigner(secret: string) {
  const mac = (uuid: string, expires: string) =>
    createHmac('sha256', secret).update(`file:${uuid}:${expires}`).digest('base64url');
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
