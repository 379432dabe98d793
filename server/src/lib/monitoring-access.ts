import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../plugins/auth';

/** Headers a reverse proxy adds: a request that carries one came from elsewhere, whatever its socket says. */
const forwardedHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an address is this machine's own (127.0.0.0/8, ::1, IPv4 loopback written as IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Who may read the metrics (rule 'monitoring'): whoever sends `Authorization: Bearer <METRICS_TOKEN>`
 * (compared in constant time), or a request from the loopback address of its own connection
 * that no proxy forwarded. A reverse proxy on the same machine connects from loopback too, for
 * every visitor: the headers it adds (X-Forwarded-For, Forwarded, X-Real-IP) make its requests
 * need the token, with or without TRUST_PROXY.
 */
export function monitoringAccess(metricsToken: string | null): (request: FastifyRequest) => boolean {
  const expected = metricsToken ? digest(metricsToken) : null;
  return (request) => {
    const token = bearerToken(request);
    if (expected && token !== null && timingSafeEqual(digest(token), expected)) return true;
    if (forwardedHeaders.some((name) => request.headers[name] !== undefined)) return false;
    return isLoopback(request.socket.remoteAddress);
  };
}
