import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../plugins/auth';
import { t } from '../i18n';
import { forbidden, HttpError } from './http-error';
import { addressMatcher } from './address-range';

/** Headers a reverse proxy adds: a request that carries one came from elsewhere, whatever its socket says. */
const forwardedHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** This machine's own addresses (IPv4 loopback written as IPv6 too): METRICS_ALLOW's default without a proxy. */
const LOOPBACK = ['127.0.0.0/8', '::1'];

const digest = (text: string) => createHash('sha256').update(text).digest();

export interface MonitoringSettings {
  /** METRICS_TOKEN; null: none. */
  metricsToken: string | null;
  /** METRICS_ALLOW; null: the default. */
  metricsAllow: string[] | null;
  /** TRUST_PROXY: how many proxies stand in front. */
  trustProxy: number;
}

/**
 * Who may read the metrics (rule 'monitoring'): whoever sends `Authorization: Bearer <METRICS_TOKEN>` (compared in
 * constant time), or a request from an address of METRICS_ALLOW, by default loopback when TRUST_PROXY is 0 and
 * nobody behind a proxy: a proxy on this machine connects from loopback for every visitor, and a plain nginx
 * `proxy_pass` says so by no header. The address is the client's as TRUST_PROXY makes it (request.ip). Without
 * TRUST_PROXY a request carrying a forwarding header (X-Forwarded-For, Forwarded, X-Real-IP) was relayed by a proxy
 * nobody declared, and its socket's address says nothing of the client: it needs the token.
 *
 * Returns the refusal to answer, or null: 401 when a token is configured (the caller may send it), else 403.
 */
export function monitoringAccess(settings: MonitoringSettings): (request: FastifyRequest) => HttpError | null {
  const expected = settings.metricsToken ? digest(settings.metricsToken) : null;
  const allowed = addressMatcher(settings.metricsAllow ?? (settings.trustProxy > 0 ? [] : LOOPBACK));
  const refusal = () => (expected ? new HttpError(401, t('platform:metricsTokenNeeded')) : forbidden());
  return (request) => {
    const token = bearerToken(request);
    if (expected && token !== null && timingSafeEqual(digest(token), expected)) return null;
    if (settings.trustProxy === 0 && forwardedHeaders.some((name) => request.headers[name] !== undefined)) {
      return refusal();
    }
    return allowed(request.ip) ? null : refusal();
  };
}
