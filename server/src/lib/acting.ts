import { requestContext } from '@fastify/request-context';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The admin signed in as the request's user ("sign in as"), set by plugins/auth.ts; null: the user in person. */
    impersonatorUserId?: number | null;
    /** The request wrote an entry of the audit log (the impersonation's catch-all entry is then not needed). */
    audited?: boolean;
  }
}

/**
 * The admin acting as the user of the request being answered, or null (the user in person, a job,
 * the console). The audit log names the admin as the one who acted (Moodle's `realuserid`).
 */
export const actingImpersonator = (): number | null => requestContext.get('impersonatorUserId') ?? null;

/** Notes that the request being answered wrote an audit entry of its own. */
export const markAudited = (): void => requestContext.set('audited', true);

/** Whether the request being answered wrote an audit entry of its own. */
export const wasAudited = (): boolean => requestContext.get('audited') ?? false;
