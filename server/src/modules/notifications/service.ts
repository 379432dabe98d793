import { INBOX_PAGE_SIZE, type InboxNotification, type PaginationMeta } from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import { t } from '../../i18n';
import { publish } from '../events';
import { inboxRepository } from './repository';
import type { UnreadCountCache } from './unread-cache';

const shown = ({
  read_at,
  sent_at,
  ...n
}: {
  id: number;
  name: string;
  content: string;
  short_content: string;
  sent_at: Date | null;
  read_at: Date | null;
}): InboxNotification => ({ ...n, sent_at: sent_at?.toISOString() ?? null, is_read: read_at !== null });

export function inboxService(db: Db, counts: UnreadCountCache) {
  const repo = inboxRepository(db);
  return {
    unreadCount: (userId: number) => counts.get(userId, repo.unreadCount),

    async list(
      userId: number,
      isRead: boolean,
      page: number,
    ): Promise<{ items: InboxNotification[]; meta: PaginationMeta }> {
      const { rows, total } = await repo.page(userId, isRead, INBOX_PAGE_SIZE, offsetOf(page, INBOX_PAGE_SIZE));
      return {
        items: rows.map(shown),
        meta: pageMeta(total, INBOX_PAGE_SIZE, page),
      };
    },

    /** One of the user's notifications (a letter's or a push message's link); another's is not found. */
    async one(userId: number, id: number): Promise<InboxNotification> {
      const row = await repo.one(userId, id);
      if (!row) throw notFound(t('api:notify.notFound'));
      return shown(row);
    },

    /** Marks the user's own notifications read; their other tabs lower the bell (a live event). */
    async markRead(userId: number, ids: number[]) {
      const marked = await repo.markRead(userId, ids);
      if (marked > 0) {
        counts.forget([userId]);
        await publish(db, { userIds: [userId], type: 'notifications.unread', payload: {} });
      }
      return { marked, count: await repo.unreadCount(userId) };
    },
    /** «Прочитать все»: every unread notification of the user. */
    async markAllRead(userId: number) {
      const marked = await repo.markAllRead(userId);
      if (marked > 0) {
        counts.forget([userId]);
        await publish(db, { userIds: [userId], type: 'notifications.unread', payload: {} });
      }
      return { marked, count: await repo.unreadCount(userId) };
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
