import { authEndpoints as e } from '@portal/contract';
import { hourly, type PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { authService } from './service';

/** Sign-in, sessions and accounts (000 §4, §7). */
export const authModule: PortalModule = async (app, { database, throttle }) => {
  const service = authService(database.db, throttle);
  hourly(app, 'session cleanup', service.pruneSessions);

  route(app, e.login, 'anybody', async ({ body }, request) => ({
    user_info: await service.login(body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  }));
  route(app, e.accounts, 'signedIn', async (_, request) => ({ user_info: await service.current(userOf(request)) }));
  route(app, e.logout, 'signedIn', async (_, request) => {
    await service.logout(userOf(request));
    return null;
  });
  route(app, e.setDefaultAccount, 'signedIn', async ({ body }, request) => ({
    user_info: await service.setDefaultAccount(userOf(request), body.account_key, body.account_id),
  }));
  route(app, e.impersonate, 'adminOnly', ({ params }, request) => service.impersonate(userOf(request), params.id, request.ip));
};
