import type { FastifyRequest } from 'fastify';
import type { AccountKey, PermissionKey } from '@portal/contract';
import { unauthenticated } from './lib/http-error';
import type { Auth } from './plugins/auth';

/**
 * Who may do what, in one place. A rule is:
 * - 'public': anybody;
 * - 'user': any signed-in user;
 * - 'monitoring': not a user but a monitoring system: the bearer METRICS_TOKEN, or a request
 *   made on this machine and not forwarded by a proxy (lib/monitoring-access.ts);
 * - { accounts, permissions, roles }: a signed-in user whose active account is of one of
 *   `accounts`, or is an employee account holding one of `permissions` or having one of the
 *   `roles` its work gives it (a service's responsible or a request's performer is a request
 *   manager, 002 §6 «Employee flags»).
 */
export type EmployeeRole = 'request_manager' | 'question_manager';
export type Access =
  'public' | 'user' | 'monitoring' | { accounts?: AccountKey[]; permissions?: PermissionKey[]; roles?: EmployeeRole[] };

/** The named rules routes declare (`route(app, endpoint, 'adminOnly', …)`). */
export const rules = {
  /** Anybody, signed in or not (sign-in, health, links that carry their own secret). */
  anybody: 'public',
  /** Any signed-in user, whatever the account: their own data only. */
  signedIn: 'user',
  /** The metrics (Prometheus): METRICS_TOKEN or loopback, whoever is signed in. */
  monitoring: 'monitoring',
  adminOnly: { accounts: ['admin'] },
  /** Admin and employee accounts: the reference lists and the student directory (002). */
  staff: { accounts: ['admin', 'employee'] },
  /**
   * The employee directory: admins, the managers who pick audiences and other managers, the
   * request admins who pick a service's responsible and the request managers who add a performer
   * (002 §5, §7).
   */
  employeeSearchers: {
    accounts: ['admin'],
    permissions: ['notification_manager', 'poll_manager', 'request_admin'],
    roles: ['request_manager'],
  },
  /** The notifications back office (001): admins and the notification managers. */
  notificationManagers: { accounts: ['admin'], permissions: ['notification_manager'] },
  /** The poll editor (001): admins and the poll managers. */
  pollManagers: { accounts: ['admin'], permissions: ['poll_manager'] },
  /** Taking polls (002, README decision 2): student and employee accounts, each only the polls of its audiences. */
  pollRespondents: { accounts: ['student', 'employee'] },
  /**
   * The timetable (002 §2.5, issue 15 §3): employees, and students who stay in this app (README
   * decision 2) for their group's; their own calendar links only.
   */
  timetableReaders: { accounts: ['student', 'employee'] },
  /** Employee accounts: requests to service departments are filed by employees (002 §2.4). */
  employeesOnly: { accounts: ['employee'] },
  /** Requests control (002 §2.5): the departments and services, every request. */
  requestAdmins: { permissions: ['request_admin'] },
  /** Requests manager (002 §2.5): the performers and the services' responsibles, their requests only. */
  requestManagers: { roles: ['request_manager'] },
  /**
   * Working a request (accepting it, adding and removing performers; 002 §6): request admins on
   * any, request managers on their own (the requests module checks which).
   */
  requestWorkers: { permissions: ['request_admin'], roles: ['request_manager'] },
  /**
   * Students' questions (issue 14 §5): students ask; their managers and the question admins answer (the module checks
   * whose).
   */
  questionParticipants: { accounts: ['student'], permissions: ['question_admin'], roles: ['question_manager'] },
  /** A student's own questions. */
  studentsOnly: { accounts: ['student'] },
  /** Student inquiries control: the question topics and every question. */
  questionAdmins: { permissions: ['question_admin'] },
  /** The employees a question topic or a question has as its responsible or performer. */
  questionManagers: { roles: ['question_manager'] },
  /** Working a question: the question admins on any, its managers on their own. */
  questionWorkers: { permissions: ['question_admin'], roles: ['question_manager'] },
  /**
   * The support dialog: any signed-in user while support is enabled (ALLOW_SUPPORT; when it is
   * not, the tickets module refuses these calls with 403 to all but admin accounts). A user
   * reaches only their own tickets (another's is not found); an admin account reaches every
   * ticket, as the desk (`ticketScope`).
   */
  supportUsers: 'user',
} as const satisfies Record<string, Access>;
export type RuleName = keyof typeof rules;

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
  return auth.accountKey === 'admin' ? { desk: true, auth } : { desk: false, auth };
};
