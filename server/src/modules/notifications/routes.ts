import { notificationEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { inboxService } from './service';

/** The signed-in user's own notification inbox (000 §7). */
export const notificationsModule: PortalModule = async (app, { database }) => {
  const service = inboxService(database.db);
  route(app, e.unreadCount, 'signedIn', async (_, request) => ({ count: await service.unreadCount(userOf(request).userId) }));
  route(app, e.inbox, 'signedIn', ({ body }, request) => service.list(userOf(request).userId, body.is_read, body.page));
  route(app, e.markAsRead, 'signedIn', ({ body }, request) => service.markRead(userOf(request).userId, body.ids));
};
