import { pushEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { pushService } from './service';
import { keptVapidKeys } from './vapid';

/**
 * Push messages (issue 32 §4; RFC 8030, 8291, 8292): the server's VAPID public key, made at the
 * first start and kept in the database, and a device's subscription and its removal. The messages
 * leave by the job of `pushChannel` (channel.ts), which the outreach dispatcher plans.
 */
export const pushModule: PortalModule = async (app, { config, database }) => {
  const { publicKey } = await keptVapidKeys(database.db);
  const service = pushService(database.db, config.push.services);

  route(app, e.key, 'signedIn', () => ({ public_key: publicKey }));
  route(app, e.subscribe, 'signedIn', ({ body }, request) => service.subscribe(userOf(request), body));
  route(app, e.unsubscribe, 'signedIn', ({ body }, request) => service.unsubscribe(userOf(request), body.endpoint));
};
