import { generateKeyPairSync } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { keepServerSecret } from '../../db/server-secrets';

/** The server's VAPID key pair (RFC 8292), base64url: the P-256 public point and the private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Its name in `server_secrets`. */
export const KEPT_VAPID_KEYS = 'push-vapid';

/** A new P-256 key pair as the Push API wants it: the uncompressed point (65 bytes) and the scalar (32). */
export function newVapidKeys(): VapidKeys {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.of(4), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/**
 * The VAPID keys, made at the first start and kept in the database: every instance and the job
 * worker sign with the same, and the browsers' subscriptions (made for its public key) stay valid.
 */
export async function keptVapidKeys(db: Db): Promise<VapidKeys> {
  const kept = JSON.parse(await keepServerSecret(db, KEPT_VAPID_KEYS, () => JSON.stringify(newVapidKeys())));
  if (typeof kept?.publicKey !== 'string' || typeof kept?.privateKey !== 'string')
    throw new Error(`server_secrets ${KEPT_VAPID_KEYS}: not a VAPID key pair`);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/**
 * Who runs the server, as the push services are told (the JWT's `sub`): PUBLIC_URL when it is https
 * and not localhost (Apple's service refuses that), else a mailto: of MAIL_FROM's address.
 */
export function vapidSubject(config: Pick<Config, 'publicUrl' | 'mail'>): string {
  const url = new URL(config.publicUrl);
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from.trim();
  return `mailto:${address.includes('@') && !/\s/.test(address) ? address : 'no-reply@localhost'}`;
}
