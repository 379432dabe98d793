import { authEndpoints as e, preferencesEndpoints, type UserInfo } from '@portal/contract';
import { clientIp } from '../../lib/client-ip';
import { loginThrottle } from '../../lib/login-throttle';
import { hourly, type PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { universitySettings } from '../university';
import { ldapDirectory } from './ldap';
import { passwordService } from './passwords';
import { loginFailureStore } from './repository';
import { authService } from './service';

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
  hourly(app, 'session cleanup', service.pruneSessions);
  hourly(app, 'sign-in counter cleanup', throttle.prune);

  route(app, e.login, 'anybody', async ({ body }, request, reply) => {
    const user_info = await service.login(body, { ip: clientIp(request), userAgent: request.headers['user-agent'] });
    reply.header('cache-control', 'no-store'); // it carries the new token
    return answer(user_info);
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
