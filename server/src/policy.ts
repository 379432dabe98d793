import type { FastifyRequest } from 'fastify';
import type { AccountKey, PermissionKey } from '@portal/contract';
import { unauthenticated } from './lib/http-error';
import type { Auth } from './plugins/auth';

/**
 * Who may do what, in one place. A rule is:
 * - 'public': anybody;
 * - 'user': any signed-in user;
 * - { accounts, permissions }: a signed-in user whose active account is of one of `accounts`,
 *   or is an employee account holding one of `permissions`.
 */
export type Access = 'public' | 'user' | { accounts?: AccountKey[]; permissions?: PermissionKey[] };

/** The named rules routes declare (`route(app, endpoint, 'adminOnly', …)`). */
export const rules = {
  /** Anybody, signed in or not (sign-in, health, links that carry their own secret). */
  anybody: 'public',
  /** Any signed-in user, whatever the account: their own data only. */
  signedIn: 'user',
  adminOnly: { accounts: ['admin'] },
  /** Admin and employee accounts: the reference lists and the student directory (002). */
  staff: { accounts: ['admin', 'employee'] },
  /** The employee directory: admins, and the managers who pick audiences and other managers. */
  audienceManagers: { accounts: ['admin'], permissions: ['notification_manager', 'poll_manager'] },
} as const satisfies Record<string, Access>;
export type RuleName = keyof typeof rules;

/** The signed-in caller of a route whose rule requires one. */
export function userOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Which fields a viewer sees: an admin sees a student's phone and record-book number, staff do not. */
export type Viewer = 'admin' | 'staff';
export const viewerOf = (request: FastifyRequest): Viewer => (userOf(request).accountKey === 'admin' ? 'admin' : 'staff');
