import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AccountKey, Endpoint, PermissionKey } from '@portal/contract';
import type { Access, RuleName } from '../policy';
import type { Db } from '../db/client';
import { employeePermissions, employees, sessions, users } from '../db/schema';
import { forbidden, unauthenticated } from '../lib/http-error';
import { hashToken } from '../lib/tokens';

export interface Auth {
  userId: number;
  sessionId: number;
  token: string;
  impersonatorUserId: number | null;
  /** The active account: the user's default one. */
  accountKey: AccountKey | null;
  accountId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The policy's name of `access`. */
    rule?: RuleName;
    /** The contract's definition of the call. */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** Every API route with the access rule it declared: the authorization matrix test walks it. */
    accessRules: { method: string; url: string; access: Access; rule: RuleName | undefined; endpoint: Endpoint | undefined }[];
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/**
 * Finds the live session of a token. Every authenticated request runs it, so it is a named
 * prepared statement: PostgreSQL plans it once per connection instead of once per request.
 */
export function sessionFinder(db: Db) {
  const query = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      impersonatorUserId: sessions.impersonatorUserId,
      accountKey: users.defaultAccountKey,
      accountId: users.defaultAccountId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('find_session');
  return async (token: string): Promise<Auth | null> => {
    const [row] = await query.execute({ hash: hashToken(token) });
    return row ? { ...row, token } : null;
  };
}

async function activePermissions(db: Db, auth: Auth): Promise<PermissionKey[]> {
  if (auth.accountKey !== 'employee' || auth.accountId === null) return [];
  const rows = await db
    .select({ key: employeePermissions.permissionKey })
    .from(employeePermissions)
    .innerJoin(employees, eq(employees.id, employeePermissions.employeeId))
    .where(and(eq(employees.id, auth.accountId), eq(employees.userId, auth.userId)));
  return rows.map((r) => r.key);
}

export async function allowed(db: Db, auth: Auth, access: Exclude<Access, 'public' | 'user'>): Promise<boolean> {
  if (auth.accountKey && access.accounts?.includes(auth.accountKey)) return true;
  if (!access.permissions?.length) return false;
  const held = await activePermissions(db, auth);
  return access.permissions.some((p) => held.includes(p));
}

/** Authentication for every route, and the access rule each route declares, enforced in one place. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const findSession = sessionFinder(opts.db);
  app.decorateRequest('auth', null);
  app.decorate('accessRules', [] as FastifyInstance['accessRules']);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.accessRules.push({ method, url: route.url, access, rule: route.config?.rule, endpoint: route.config?.endpoint });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // not an API route (static files, not-found)
    const token = bearerToken(request);
    request.auth = token ? await findSession(token) : null;
    if (access === 'public') return;
    if (!request.auth) throw unauthenticated();
    if (access === 'user') return;
    if (!(await allowed(opts.db, request.auth, access))) throw forbidden();
  });
});
