import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address as the sign-in limits and the audit store it: behind a reverse proxy it
 * comes from X-Forwarded-For (TRUST_PROXY), which may hold anything; what is not an address
 * counts as the proxy's own.
 */
export function clientIp(request: FastifyRequest): string {
  const ip = request.ip.replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0) is no part of inet
  return isIP(ip) ? ip : (request.socket.remoteAddress ?? '0.0.0.0');
}
