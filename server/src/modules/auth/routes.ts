import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { authEndpoints as e, preferencesEndpoints, type UserInfo } from '@portal/contract';
import { keepServerSecret } from '../../db/server-secrets';
import { t } from '../../i18n';
import { clientIp } from '../../lib/client-ip';
import { forbidden, HttpError, notFound, unprocessable } from '../../lib/http-error';
import { loginThrottle } from '../../lib/login-throttle';
import { hourly, type ModuleOptions, type PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { universitySettings } from '../university';
import { ldapDirectory } from './ldap';
import { OidcError, oidcClient } from './oidc';
import { flowCookie, flowCookieOf, OIDC_FLOW_KEY, oidcFlowSeal } from './oidc-flow';
import { passwordService } from './passwords';
import { loginFailureStore } from './repository';
import { authService } from './service';

/** The identity provider's client and the sealing of its flows, when OIDC_ISSUER is set. */
async function oidcSignIn({ config, database }: ModuleOptions, log: FastifyBaseLogger) {
  if (!config.oidc) return null;
  const secret = await keepServerSecret(database.db, OIDC_FLOW_KEY, () => randomBytes(32).toString('base64url'));
  const secure = config.publicUrl.startsWith('https:');
  return {
    client: oidcClient(config.oidc, log),
    flows: oidcFlowSeal(secret),
    cookie: (value: string | null) => flowCookie(value, secure),
  };
}

/** A step of the identity provider's sign-in, its failure answered in words. */
async function oidcStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (!(err instanceof OidcError)) throw err;
    switch (err.reason) {
      case 'unavailable':
        // Not this server's fault (no 5xx): the provider it depends on did not answer, as LDAP's 424.
        throw new HttpError(424, t('authServer:oidc.unavailable'));
      case 'refused':
        throw forbidden(t('authServer:oidc.refused'));
      case 'noClaim':
        throw forbidden(t('authServer:oidc.noClaim', { claim: err.claim }));
      default:
        throw unprocessable(t(`authServer:oidc.${err.reason}`));
    }
  }
}

/** Sign-in, sessions and accounts (000 §4, §7). */
export const authModule: PortalModule = async (app, options) => {
  const { database, config, throttle: given } = options;
  const university = universitySettings(options, app.log);
  /** user_info with the university's own sidebar entries of the user's account kinds (issue 33). */
  const answer = async (info: UserInfo) => {
    const kinds = new Set(info.accounts.map((a) => a.key));
    const links = (await university.current()).settings.sidebar_links.filter((l) => kinds.has(l.account_key));
    return { user_info: { ...info, sidebar_links: links } };
  };
  const throttle = given ?? loginThrottle(loginFailureStore(database.db), config.loginThrottle);
  const directory = config.ldap ? ldapDirectory(config.ldap, app.log.child({ module: 'ldap' })) : null;
  const service = authService(database.db, throttle, app.sessionCache, directory);
  const passwords = passwordService(database.db, {
    ldap: directory !== null,
    throttle,
    sessions: app.sessionCache,
  });
  const oidc = await oidcSignIn(options, app.log.child({ module: 'oidc' }));
  hourly(app, 'session cleanup', service.pruneSessions);
  hourly(app, 'sign-in counter cleanup', throttle.prune);

  route(app, e.login, 'anybody', async ({ body }, request, reply) => {
    const user_info = await service.login(body, { ip: clientIp(request), userAgent: request.headers['user-agent'] });
    reply.header('cache-control', 'no-store'); // it carries the new token
    return answer(user_info);
  });
  // Through the university's identity provider (issue 33): the browser goes there with the start's
  // address and comes back to the web app's /login/oidc, which hands the answer to the finish.
  route(app, e.startOidcSignIn, 'anybody', async ({ body }, _request, reply) => {
    if (!oidc) throw notFound(t('authServer:oidc.off'));
    const { url, flow } = await oidcStep(() => oidc.client.start(body.remember === true));
    reply.header('set-cookie', oidc.cookie(oidc.flows.seal(flow)));
    reply.header('cache-control', 'no-store');
    return { url };
  });
  route(app, e.finishOidcSignIn, 'anybody', async ({ body }, request, reply) => {
    if (!oidc) throw notFound(t('authServer:oidc.off'));
    // A flow is finished once, whatever its outcome.
    reply.header('set-cookie', oidc.cookie(null));
    reply.header('cache-control', 'no-store'); // it carries the new token
    const flow = oidc.flows.open(flowCookieOf(request.headers.cookie));
    const login = await oidcStep(() => oidc.client.finish(flow, body));
    // A person who left is refused as one the portal never knew (their sessions ended when they left).
    const user = await service.userByLogin(login);
    if (!user || user.leftAt) throw forbidden(t('authServer:oidc.unknown'));
    const client = { ip: clientIp(request), userAgent: request.headers['user-agent'] };
    return answer(await service.signedIn(user, flow!.remember, client));
  });
  route(app, e.accounts, 'signedIn', async (_, request) => answer(await service.current(userOf(request))));
  route(app, e.logout, 'signedIn', async (_, request) => {
    await service.logout(userOf(request));
    return null;
  });
  route(app, e.endImpersonation, 'signedIn', async (_, request) => {
    await service.endImpersonation(userOf(request));
    return null;
  });
  route(app, e.setDefaultAccount, 'signedIn', async ({ body }, request) =>
    answer(await service.setDefaultAccount(userOf(request), body.account_key, body.account_id)),
  );
  route(app, e.setLanguage, 'signedIn', async ({ body }, request) => {
    const user_info = await service.setLanguage(userOf(request), body.language);
    request.requestContext.set('language', body.language);
    return answer(user_info);
  });
  // One's own sessions in «Настройки» (issue 32 §1): the calls are the settings' (the contract's preferences).
  const own = preferencesEndpoints;
  route(app, own.sessions, 'signedIn', (_, request) => service.ownSessions.list(userOf(request)));
  route(app, own.endSession, 'signedIn', async ({ params }, request) => {
    await service.ownSessions.end(userOf(request), params.id);
    return null;
  });
  route(app, own.endOtherSessions, 'signedIn', (_, request) => service.ownSessions.endOthers(userOf(request)));
  route(app, e.impersonate, 'adminOnly', ({ params }, request) =>
    service.impersonate(userOf(request), params.id, clientIp(request)),
  );

  // Forgotten passwords (issue 16): a temporary password from an admin, changed at the next sign-in.
  route(app, e.passwordStatus, 'adminOnly', ({ params }, request) => passwords.status(userOf(request), params.id));
  route(app, e.resetPassword, 'adminOnly', ({ params }, request) =>
    passwords.reset(userOf(request), params.id, clientIp(request)),
  );
  route(app, e.changePassword, 'signedIn', async ({ body }, request) => {
    const auth = userOf(request);
    await passwords.change(auth, body, clientIp(request));
    return answer(await service.current({ ...auth, passwordMustChange: false }));
  });
  // One's own password (issue 30 §7): the current one asked, the other sessions ended.
  route(app, e.changeOwnPassword, 'signedIn', async ({ body }, request) => {
    const auth = userOf(request);
    await passwords.changeOwn(auth, body, clientIp(request));
    return answer(await service.current(auth));
  });
};
