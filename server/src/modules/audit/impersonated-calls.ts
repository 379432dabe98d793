import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImpersonatedCall } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { clientIp } from '../../lib/client-ip';
import { wasAudited } from '../../lib/acting';
import { auditRepository } from './repository';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every call that changed something while an admin was signed in as a user leaves an entry naming
 * the admin as its actor, on behalf of the user (a ticket, a message, a request, a poll answer, a
 * notification, …): `impersonated_call` with the call, unless the call wrote an entry of its own
 * (recordAudit names the admin there). Reads leave none, GET or a POST search (`reads`). Written
 * before the answer leaves, so an answered call has its entry.
 */
export const impersonatedCallsAudit = fp(async (app: FastifyInstance, { db }: { db: DbOrTx }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    const endpoint = request.routeOptions.config.endpoint;
    if (!auth || auth.impersonatorUserId === null || !endpoint) return payload;
    if (READS.has(request.method) || endpoint.reads) return payload;
    if (reply.statusCode >= 400 || wasAudited()) return payload;
    const details: ImpersonatedCall = {
      call: endpoint.name,
      section: endpoint.tag,
      method: request.method,
      path: request.url.split('?')[0]!,
    };
    await auditRepository(db).insert({
      actorUserId: auth.impersonatorUserId,
      onBehalfOfUserId: auth.userId,
      action: 'impersonated_call',
      ip: clientIp(request),
      details: { ...details },
    });
    return payload;
  });
});
