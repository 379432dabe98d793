import { createPublicKey } from 'node:crypto';
import type { PushServices } from '../../config';

/**
 * Whether the server may POST to `endpoint`: a push service of PUSH_SERVICES, by https on its
 * standard port at one of the hosts (or below one), or at one of the exact origins listed. A user
 * gives the endpoint, so anything else (the portal's own network, another site) is refused.
 */
export function pushServiceAllowed(endpoint: string, services: PushServices): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (services.origins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname;
  return services.hosts.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** Whether the keys are a browser's: a point on P-256 (65 bytes uncompressed) and a 16-byte secret. */
export function pushKeysValid(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((b) => b.toString('base64url'));
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
