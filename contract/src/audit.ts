import { z } from 'zod';
import { endpoint } from './endpoint';
import { idText, pageQuery, searchText } from './envelope';
import { calendarDay } from './dates';
import { ru as api } from './i18n/api/ru';
import { say, said } from './i18n/current';

/**
 * The actions the audit log knows, with their Russian names. An issue that writes a new action
 * adds it here: the filter offers it and the screen names it.
 */
export const auditActionNames = api.audit;
export type AuditAction = keyof typeof auditActionNames;
export const auditActions = Object.keys(auditActionNames) as [AuditAction, ...AuditAction[]];

/** The name of a stored action in the language being spoken; an action no longer (or not yet) listed keeps its key. */
export const auditActionName = (action: string): string =>
  action in auditActionNames ? say(`audit.${action as AuditAction}`) : action;

export const AUDIT_LOG_PAGE_SIZE = 20;

/**
 * `details` of an `impersonated_call` entry: a call that changed something, made by an admin
 * signed in as a user; `section` is the call's section of the API (its tag, in Russian).
 */
export interface ImpersonatedCall {
  call: string;
  section: string;
  method: string;
  path: string;
}

/**
 * `details.via` of an entry the operator's `npm run admin` wrote (no user did it, so its actor is
 * null): the screen names the console as the actor.
 */
export const AUDIT_VIA_ADMIN_CLI = 'admin_cli';

/**
 * The log's filters, all optional: the action, a person (by user id, or by a search of their
 * surname, name and patronymic) as actor, target or the user an admin acted as, and calendar
 * days in the university's time zone, both included.
 */
export const auditLogQuery = z
  .object({
    page: pageQuery,
    action: z.enum(auditActions).optional(),
    user_id: idText.optional(),
    /** Words of a name, each the start of the same person's surname, name or patronymic; ё and е are one letter. */
    search_string: searchText.optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: said('validation.periodOrder'), path: ['to'] });
export type AuditLogQuery = z.output<typeof auditLogQuery>;

/** A person of an entry; null when the user has since been removed (or the action had none). */
export const auditPerson = z.object({ id: z.number().int(), full_name: z.string() }).nullable();
export type AuditPerson = z.infer<typeof auditPerson>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  action: z.string(),
  action_name: z.string(),
  actor: auditPerson,
  /**
   * The user an admin was signed in as when the admin (the actor) did it («Иванов А. П. от имени
   * Петровой М. С.»); null for an action in one's own name.
   */
  on_behalf_of: auditPerson,
  target: auditPerson,
  /** The caller's address as the server saw it. */
  ip: z.string().nullable(),
  /**
   * What else the action recorded (the impersonation: `expires_at` of its session; the operator's
   * `npm run admin`: `via` is AUDIT_VIA_ADMIN_CLI; a call made signed in as a user: `call`, `section`,
   * `method` and `path`, see ImpersonatedCall).
   */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** «Журнал действий»: who did what to whom, for admins. */
export const auditEndpoints = {
  log: endpoint({
    name: 'listAuditLog',
    method: 'GET',
    path: '/api/account/admin/audit-log',
    tag: 'Журнал действий',
    summary: 'A page of the audit log, newest first: by action, person (actor or target) and days',
    query: auditLogQuery,
    result: auditEntry,
    paged: true,
  }),
};
