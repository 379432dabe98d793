import type { FastifyInstance } from 'fastify';
import {
  inboxListBody,
  inboxNotification,
  markAsReadBody,
  markAsReadResult,
  paged,
  success,
  unreadCountResult,
} from '@portal/contract';
import { responses, typed } from '../../lib/route';
import type { InboxService } from './service';

const tags = ['Уведомления пользователя'];

/** The signed-in user's own notification inbox (000 §7). */
export function inboxRoutes(app: FastifyInstance, service: InboxService) {
  const r = typed(app);

  r.get(
    '/api/notifications/my/unread/count',
    { config: { access: 'user' }, schema: { tags, summary: 'Unread count, asked every 60 s', response: responses(success(unreadCountResult)) } },
    async (request) => ({ success: true as const, result: { count: await service.unreadCount(request.auth!.userId) } }),
  );

  r.post(
    '/api/notifications/my',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'A page of read or unread notifications', body: inboxListBody, response: responses(paged(inboxNotification)) },
    },
    async (request) => {
      const { items, meta } = await service.list(request.auth!.userId, request.body.is_read, request.body.page);
      return { success: true as const, result: items, meta };
    },
  );

  r.post(
    '/api/notifications/my/mark-as-read',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Mark own notifications as read', body: markAsReadBody, response: responses(success(markAsReadResult)) },
    },
    async (request) => ({ success: true as const, result: await service.markRead(request.auth!.userId, request.body.ids) }),
  );
}
