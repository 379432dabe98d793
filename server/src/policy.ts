import type { FastifyRequest } from 'fastify';
import { isDesk } from './authorize';
import { unauthenticated } from './lib/http-error';
import type { Auth } from './plugins/auth';

/**
 * Who may do what: the rules' table and `may` are the contract's (contract/src/policy.ts), read by
 * the web's screens too; here the server's side of them, the caller of a route whose rule the auth
 * plugin (plugins/auth.ts) has enforced. The checks on one object (a request, a ticket) are beside
 * it, in authorize.ts.
 */
export { rules, may, type Access, type AccountRule, type EmployeeRole, type RuleName } from '@portal/contract';

/** The signed-in caller of a route whose rule requires one. */
export function userOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Which fields a viewer sees: an admin sees a student's phone and record-book number, staff do not. */
export type Viewer = 'admin' | 'staff';
export const viewerOf = (request: FastifyRequest): Viewer =>
  userOf(request).accountKey === 'admin' ? 'admin' : 'staff';

/**
 * Whose tickets a support-dialog call reaches: an admin account works the desk (every ticket,
 * answering as support); any other account its user's own tickets, as their author.
 */
export type TicketScope = { desk: true; auth: Auth } | { desk: false; auth: Auth };
export const ticketScope = (request: FastifyRequest): TicketScope => {
  const auth = userOf(request);
  return isDesk(auth) ? { desk: true, auth } : { desk: false, auth };
};
