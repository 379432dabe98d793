import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, idParam, pageNumber } from './envelope';

export const inboxNotification = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  short_content: z.string(),
  sent_at: z.string().nullable(),
  is_read: z.boolean(),
});
export type InboxNotification = z.infer<typeof inboxNotification>;

export const inboxListBody = z.object({
  is_read: z.boolean().default(false),
  page: pageNumber,
});
export type InboxListBody = z.input<typeof inboxListBody>;

export const markAsReadBody = z.object({
  ids: z.array(id).min(1).max(500),
});
export type MarkAsReadBody = z.infer<typeof markAsReadBody>;

export const unreadCountResult = z.object({ count: z.number().int() });
export const markAsReadResult = z.object({ marked: z.number().int(), count: z.number().int() });

export const INBOX_PAGE_SIZE = 10;
/**
 * The portal's link to a notification in the inbox: the shell opens it there (a letter's or a push
 * message's link when the notification names no page of the portal itself).
 */
export const NOTIFICATION_QUERY = 'notification';
export const inboxLink = (id: number) => `/?${NOTIFICATION_QUERY}=${id}`;
export const UNREAD_POLL_MS = 60_000;

const tag = 'Уведомления пользователя';
/** The signed-in user's own notification inbox (000 §7). */
export const notificationEndpoints = {
  unreadCount: endpoint({
    name: 'getUnreadCount',
    method: 'GET',
    path: '/api/notifications/my/unread/count',
    tag,
    summary: 'Unread count, asked every 60 s',
    result: unreadCountResult,
  }),
  inbox: endpoint({
    name: 'listMyNotifications',
    reads: true,
    method: 'POST',
    path: '/api/notifications/my',
    tag,
    summary: 'A page of read or unread notifications',
    body: inboxListBody,
    result: inboxNotification,
    paged: true,
    example: { body: { is_read: false, page: 1 } },
  }),
  one: endpoint({
    name: 'getMyNotification',
    method: 'GET',
    path: '/api/notifications/my/item/:id',
    tag,
    summary:
      'One own notification (beyond the spec, issue 32: what a letter or a push message links to, `/?notification=ID`)',
    params: idParam,
    result: inboxNotification,
    example: { params: { id: 1 } },
  }),
  markAsRead: endpoint({
    name: 'markMyNotificationsRead',
    method: 'POST',
    path: '/api/notifications/my/mark-as-read',
    tag,
    summary: 'Mark own notifications as read',
    body: markAsReadBody,
    result: markAsReadResult,
    example: { body: { ids: [1] } },
  }),
  markAllAsRead: endpoint({
    name: 'markAllMyNotificationsRead',
    method: 'POST',
    path: '/api/notifications/my/mark-all-as-read',
    tag,
    summary: '«Прочитать все»: mark every own unread notification as read',
    result: markAsReadResult,
  }),
};
