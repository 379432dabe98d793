import { notificationEndpoints as e } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions, PortalModule } from '../../lib/module';
import { unreadCountsOf } from './unread-cache';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { inboxService } from './service';

/** The signed-in user's own notification inbox (000 §7). */
export const notificationsModule: PortalModule = fp(
  async (app: FastifyInstance, { database, listener }: ModuleOptions) => {
    const service = inboxService(database.db, unreadCountsOf(listener));
    route(app, e.unreadCount, 'signedIn', async (_, request) => ({
      count: await service.unreadCount(userOf(request).userId),
    }));
    route(app, e.inbox, 'signedIn', ({ body }, request) =>
      service.list(userOf(request).userId, body.is_read, body.page),
    );
    route(app, e.one, 'signedIn', ({ params }, request) => service.one(userOf(request).userId, params.id));
    route(app, e.markAsRead, 'signedIn', ({ body }, request) => service.markRead(userOf(request).userId, body.ids));
    route(app, e.markAllAsRead, 'signedIn', (_, request) => service.markAllRead(userOf(request).userId));
  },
);
