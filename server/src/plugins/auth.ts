import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  authEndpoints,
  may,
  rules,
  TOKEN_QUERY,
  type AccountKey,
  type Endpoint,
  type Language,
  type PermissionKey,
  type PolicyAccount,
} from '@portal/contract';
import type { Access, EmployeeRole, RuleName } from '../policy';
import { forbidden, unauthenticated, type HttpError } from '../lib/http-error';
import { hashToken } from '../lib/tokens';
import { t } from '../i18n';

export interface Auth {
  userId: number;
  sessionId: number;
  token: string;
  impersonatorUserId: number | null;
  /** The admin's own session an impersonation was opened from (it ends with it); null for the user in person. */
  impersonatorSessionId: number | null;
  /** The session's active account (it starts as the user's saved default). */
  accountKey: AccountKey | null;
  accountId: number | null;
  /** Opened with a temporary password: only `duringPasswordChange` calls until it is changed. */
  passwordMustChange: boolean;
  /** The language the user chose (this session's copy of it): the request is answered in it. */
  language: Language;
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
    accessRules: {
      method: string;
      url: string;
      access: Access;
      rule: RuleName | undefined;
      endpoint: Endpoint | undefined;
    }[];
  }
}

/** A live session as the auth module finds it by its token's hash. */
export type FoundSession = Omit<Auth, 'token'>;

const authOf = (s: FoundSession, token: string): Auth => ({
  userId: s.userId,
  sessionId: s.sessionId,
  token,
  impersonatorUserId: s.impersonatorUserId,
  impersonatorSessionId: s.impersonatorSessionId,
  accountKey: s.accountKey,
  accountId: s.accountId,
  passwordMustChange: s.passwordMustChange,
  language: s.language,
});

/** What a session opened with a temporary password may call besides the public calls (issue 16). */
const duringPasswordChange = new Set<Endpoint>([
  authEndpoints.changePassword,
  authEndpoints.accounts,
  authEndpoints.logout,
]);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/**
 * The session token of a request: the bearer header's, or, for a call its contract opens by a
 * link (`tokenInQuery`: a download the browser saves, 002 §7), the query parameter `at`'s and
 * only that one, so that the file is always the owner's of the token in its link.
 */
export function sessionToken(request: FastifyRequest): string | null {
  if (!request.routeOptions.config.endpoint?.tokenInQuery) return bearerToken(request);
  const value = (request.query as Record<string, unknown> | undefined)?.[TOKEN_QUERY];
  return typeof value === 'string' && value ? value : null;
}

/** What an employee account holds: its permissions and the roles its work gives it. */
export interface EmployeeGrants {
  permissions(userId: number, employeeId: number): Promise<PermissionKey[]>;
  roles(userId: number, employeeId: number): Promise<EmployeeRole[]>;
}

/**
 * Whether the caller's active account is admitted by a rule of the policy (the contract's `may`).
 * What an employee account holds is read only as far as the rule needs it: its kind first, then
 * its permissions, then its roles, each only when what is known does not admit it already.
 */
export async function allowed(auth: Auth, rule: RuleName, grants: EmployeeGrants): Promise<boolean> {
  const key = auth.accountKey;
  if (!key) return false;
  let account: PolicyAccount = { key, permissions: [], roles: [] };
  if (may(account, rule)) return true;
  const access = rules[rule];
  if (key !== 'employee' || auth.accountId === null || typeof access !== 'object') return false;
  if ('permissions' in access) {
    account = { ...account, permissions: await grants.permissions(auth.userId, auth.accountId) };
    if (may(account, rule)) return true;
  }
  if (!('roles' in access)) return false;
  return may({ ...account, roles: await grants.roles(auth.userId, auth.accountId) }, rule);
}

/** What the plugin is given: the auth module's lookups (modules/auth `authentication`), and the monitoring check. */
export interface AuthPluginOptions {
  /** The live session of a token's hash (SHA-256), or undefined. */
  findSession(tokenHash: string): Promise<FoundSession | undefined>;
  /** What an employee account holds. */
  grants: EmployeeGrants;
  /**
   * Told of each request's session, not waited for: writes down now and then that it is in use
   * (the write it started, whose failure is logged, or null).
   */
  seen?(session: FoundSession): Promise<void> | null;
  /** The refusal of a monitoring request (lib/monitoring-access.ts), or null when it may read the metrics. */
  monitoring(request: FastifyRequest): HttpError | null;
}

/** Authentication for every route, and the access rule each route declares, enforced in one place. */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.decorateRequest('auth', null);
  app.decorate('accessRules', [] as FastifyInstance['accessRules']);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    // Every API route names a rule of the policy (route() in lib/route.ts does): nothing inline.
    const access = route.config?.access;
    if (!access || !route.config?.rule)
      throw new Error(`Route ${route.method} ${route.url} names no rule of the policy`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.accessRules.push({
          method,
          url: route.url,
          access,
          rule: route.config?.rule,
          endpoint: route.config?.endpoint,
        });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // not an API route (static files, not-found)
    if (access === 'monitoring') {
      // A monitoring system, not a user: its bearer token is METRICS_TOKEN, never a session's.
      const refusal = opts.monitoring(request);
      if (refusal?.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      if (refusal) throw refusal;
      return;
    }
    const token = sessionToken(request);
    const session = token ? await opts.findSession(hashToken(token)) : undefined;
    request.auth = session && token ? authOf(session, token) : null;
    if (session) {
      opts.seen?.(session)?.catch((err: unknown) => request.log.error({ err }, 'a session’s use not written down'));
    }
    if (request.auth) {
      request.requestContext.set('language', request.auth.language);
      request.requestContext.set('impersonatorUserId', request.auth.impersonatorUserId);
    }
    if (access === 'public') return;
    if (!request.auth) throw unauthenticated();
    const endpoint = request.routeOptions.config.endpoint;
    if (request.auth.passwordMustChange && !(endpoint && duringPasswordChange.has(endpoint))) {
      throw forbidden(t('api:passwords.mustChange'));
    }
    if (endpoint?.inPerson && request.auth.impersonatorUserId !== null) {
      throw forbidden(t('messages:inPersonOnly'));
    }
    if (access === 'user') return;
    const rule = request.routeOptions.config.rule;
    if (!rule || !(await allowed(request.auth, rule, opts.grants))) throw forbidden();
  });

  // What a signed-in user was answered (their data, their token) must not stay in a shared or
  // browser cache; a route that sets its own cache-control keeps it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auth && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
