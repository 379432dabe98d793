import type { Account, AccountKey, PermissionKey } from './auth';

/**
 * Who may do what, in one table read by both sides: the server enforces a route's rule
 * (server/src/policy.ts, plugins/auth.ts), the web shows a screen when the active account's rule
 * admits it (web/src/app/screens/screens.ts). A rule is:
 * - 'public': anybody;
 * - 'user': any signed-in user;
 * - 'monitoring': not a user but a monitoring system: the bearer METRICS_TOKEN, or a request
 *   from an address of METRICS_ALLOW (by default this machine, without a proxy in front;
 *   server/src/lib/monitoring-access.ts); no account is admitted by it;
 * - { accounts, permissions, roles }: a signed-in user whose active account is of one of
 *   `accounts`, or is an employee account holding one of `permissions` or having one of the
 *   `roles` its work gives it (a service's responsible or a request's performer is a request
 *   manager, 002 §6 «Employee flags»).
 * Whatever its rule, a call marked `inPerson` (endpoint.ts: the Wi-Fi certificate, a calendar link,
 * the password, permissions) is refused to an admin signed in as the user.
 */
export type EmployeeRole = 'request_manager' | 'question_manager';
export interface AccountRule {
  accounts?: readonly AccountKey[];
  permissions?: readonly PermissionKey[];
  roles?: readonly EmployeeRole[];
}
export type Access = 'public' | 'user' | 'monitoring' | AccountRule;

/** The named rules routes declare (`route(app, endpoint, 'adminOnly', …)`) and screens name. */
export const rules = {
  /** Anybody, signed in or not (sign-in, health, links that carry their own secret). */
  anybody: 'public',
  /** Any signed-in user, whatever the account: their own data only. */
  signedIn: 'user',
  /** The metrics (Prometheus): METRICS_TOKEN or an address of METRICS_ALLOW, whoever is signed in. */
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
   * any, request managers on their own (the requests module checks which: server/src/authorize.ts).
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

/**
 * What a rule reads of the active account, which both sides know: its kind, and an employee
 * account's permissions and the roles its work gives it (the server loads them for the session's
 * account, the web has them in the session's answer: `policyAccount`).
 */
export interface PolicyAccount {
  key: AccountKey;
  permissions: readonly PermissionKey[];
  roles: readonly EmployeeRole[];
}

/** Whether a rule admits an account (null: nobody signed in). Permissions and roles count on employee accounts only. */
export function admits(access: Access, account: PolicyAccount | null): boolean {
  if (access === 'public') return true;
  if (access === 'monitoring') return false;
  if (!account) return false;
  if (access === 'user') return true;
  if (access.accounts?.includes(account.key)) return true;
  if (account.key !== 'employee') return false;
  return (
    (access.permissions ?? []).some((p) => account.permissions.includes(p)) ||
    (access.roles ?? []).some((r) => account.roles.includes(r))
  );
}

/** Whether the named rule admits the account: the one answer the server enforces and the web shows. */
export const may = (account: PolicyAccount | null, rule: RuleName): boolean => admits(rules[rule], account);

/** What the rules read of an account of the session's answer (`GET /api/me`): its flags are its roles. */
export function policyAccount(account: Account): PolicyAccount {
  const roles: EmployeeRole[] = [];
  if (account.key === 'employee') {
    if (account.data.is_request_manager) roles.push('request_manager');
    if (account.data.is_question_manager) roles.push('question_manager');
  }
  return { key: account.key, permissions: account.permissions, roles };
}
