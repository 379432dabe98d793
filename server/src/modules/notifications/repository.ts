import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationRecipients as recipients, notifications } from '../../db/schema';

/** Notifications a recipient may see: sent and not hidden. */
const visible = and(eq(notifications.status, 'sent'), eq(notifications.isHidden, false));

export function inboxRepository(db: DbOrTx) {
  // Asked by every signed-in user once a minute: prepared once, planned once per connection.
  const unread = db
    .select({ n: count() })
    .from(recipients)
    .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
    .where(and(eq(recipients.userId, sql.placeholder('userId')), isNull(recipients.readAt), visible))
    .prepare('inbox_unread_count');

  return {
    /** A notification sent now to one user. */
    async insertPersonal(n: { name: string; content: string; shortContent: string; createdBy: number | null; extraData: Record<string, unknown> | null; userId: number; sentAt: Date | null }): Promise<number> {
      const [row] = await db
        .insert(notifications)
        .values({ name: n.name, content: n.content, shortContent: n.shortContent, status: 'sent', createdBy: n.createdBy, extraData: n.extraData, sentAt: n.sentAt ?? sql`now()` })
        .returning({ id: notifications.id });
      await db.insert(recipients).values({ notificationId: row!.id, userId: n.userId });
      return row!.id;
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await unread.execute({ userId });
      return row?.n ?? 0;
    },

    async page(userId: number, isRead: boolean, limit: number, offset: number) {
      const where = and(eq(recipients.userId, userId), isRead ? isNotNull(recipients.readAt) : isNull(recipients.readAt), visible);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            name: notifications.name,
            content: notifications.content,
            short_content: notifications.shortContent,
            sent_at: notifications.sentAt,
            read_at: recipients.readAt,
          })
          .from(recipients)
          .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
          .where(where)
          .orderBy(desc(notifications.sentAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(recipients)
          .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async markRead(userId: number, ids: number[]): Promise<number> {
      const updated = await db
        .update(recipients)
        .set({ readAt: sql`now()` })
        .where(and(eq(recipients.userId, userId), inArray(recipients.notificationId, ids), isNull(recipients.readAt)))
        .returning({ id: recipients.notificationId });
      return updated.length;
    },
  };
}
