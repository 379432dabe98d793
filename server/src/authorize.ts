import type { PermissionKey } from '@portal/contract';
import type { Auth } from './plugins/auth';

/**
 * The checks on one object, beside the rules (policy.ts): a route's rule lets a caller make the
 * call, these say whether they may on this object. Each is pure: the module reads what it needs
 * (the row, how the caller's account stands to it) and says the refusal its way (not found, 403).
 */
export type Caller = Pick<Auth, 'userId' | 'accountKey'>;

/** An admin account works the support desk: every ticket, answering as support (`ticketScope`). */
export const isDesk = (auth: Caller) => auth.accountKey === 'admin';

/** How the caller's employee account stands to a request or a question, as read from the database. */
export interface RequestStanding {
  /** A performer of it (its service's responsible is one from the start). */
  performer: boolean;
  /** Holds the admin permission of its kind (request_admin, question_admin). */
  admin: boolean;
}

export const checks = {
  /** Reading a request or a question, writing in its chat: its author, a performer, an admin of its kind. */
  request: (auth: Caller, r: { authorUserId: number } & RequestStanding) =>
    r.authorUserId === auth.userId || r.performer || r.admin,
  /** Working one (accepting it, adding and removing performers): a performer or an admin of its kind, 002 §5. */
  requestWork: (_auth: Caller, r: RequestStanding) => r.performer || r.admin,
  /** Closing one: its performers only (002 §4). */
  requestClose: (_auth: Caller, r: RequestStanding) => r.performer,
  /** A support ticket: its author's; the desk's, every one. */
  ticket: (auth: Caller, row: { authorUserId: number }) => isDesk(auth) || row.authorUserId === auth.userId,
  /** Rating a ticket's answer: its author only, the desk too. */
  ticketReview: (auth: Caller, row: { authorUserId: number }) => row.authorUserId === auth.userId,
  /** The support dialog while support is off (ALLOW_SUPPORT): the desk's calls only. */
  supportDialog: (auth: Caller, s: { allowSupport: boolean }) => s.allowSupport || isDesk(auth),
  /**
   * Making or unmaking a manager (001 §7): an admin any managed permission, a manager only the one
   * they hold themselves.
   */
  permission: (auth: Caller, change: { key: PermissionKey; held: readonly PermissionKey[] }) =>
    auth.accountKey === 'admin' || change.held.includes(change.key),
} satisfies Record<string, (auth: Caller, object: never) => boolean>;
export type Checked = keyof typeof checks;

/** Whether the caller may act on the object: `authorize(auth, 'request', { authorUserId, ...standing })`. */
export function authorize<K extends Checked>(
  auth: Caller,
  what: K,
  object: Parameters<(typeof checks)[K]>[1],
): boolean {
  return (checks[what] as (auth: Caller, object: Parameters<(typeof checks)[K]>[1]) => boolean)(auth, object);
}
