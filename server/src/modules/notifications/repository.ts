import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { notificationRecipients as recipients, notifications } from '../../db/schema';

/** Notifications a recipient may see: sent and not hidden. */
const visible = and(eq(notifications.status, 'sent'), eq(notifications.isHidden, false));

/** A notification as the inbox lists it, with the recipient's reading. */
const listed = {
  id: notifications.id,
  name: notifications.name,
  content: notifications.content,
  short_content: notifications.shortContent,
  sent_at: notifications.sentAt,
  read_at: recipients.readAt,
};

export function inboxRepository(db: DbOrTx) {
  // Asked by every signed-in user once a minute: prepared once, planned once per connection (built
  // on first use: a transaction that only writes a notification does not pay for it).
  const prepareUnread = () =>
    db
      .select({ n: count() })
      .from(recipients)
      .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
      .where(and(eq(recipients.userId, sql.placeholder('userId')), isNull(recipients.readAt), visible))
      .prepare('inbox_unread_count');
  let unread: ReturnType<typeof prepareUnread> | undefined;

  return {
    /** A notification sent now to some users. */
    async insertPersonal(n: {
      name: string;
      content: string;
      shortContent: string;
      createdBy: number | null;
      extraData: Record<string, unknown> | null;
      userIds: number[];
      sentAt: Date | null;
    }): Promise<number> {
      // The notification and its recipients in one statement (a round trip less in the ticket answer's transaction).
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`with sent as (
              insert into ${notifications} (name, content, short_content, status, personal, created_by, extra_data,
              sent_at, copies_due)
              values (${n.name}, ${n.content}, ${n.shortContent}, 'sent', true, ${n.createdBy},
              ${n.extraData === null ? null : JSON.stringify(n.extraData)}::jsonb,
              coalesce(${n.sentAt?.toISOString() ?? null}::timestamptz, now()), ${n.sentAt === null})
              returning id
            ), recipient as (
              insert into ${recipients} (notification_id, user_id) select sent.id, u from sent,
              unnest(${sql.param(n.userIds)}::int[]) as u
            )
            select id from sent`,
      );
      return row!.id;
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await (unread ??= prepareUnread()).execute({ userId });
      return row?.n ?? 0;
    },

    async page(userId: number, isRead: boolean, limit: number, offset: number) {
      const where = and(
        eq(recipients.userId, userId),
        isRead ? isNotNull(recipients.readAt) : isNull(recipients.readAt),
        visible,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(listed)
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

    /** One visible notification of the user's, or undefined. */
    async one(userId: number, id: number) {
      const [row] = await db
        .select(listed)
        .from(recipients)
        .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
        .where(and(eq(recipients.userId, userId), eq(recipients.notificationId, id), visible));
      return row;
    },

    /** «Прочитать все»: every visible unread notification of the user. */
    async markAllRead(userId: number): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update ${recipients} r set read_at = now() from ${notifications} n
            where n.id = r.notification_id and r.user_id = ${userId} and r.read_at is null
              and n.status = 'sent' and n.is_hidden = false
            returning r.notification_id as id`,
      );
      return rows.length;
    },
    /** The user's unread notifications about one matter (`extra_data` holding `about`: a ticket, a poll). */
    async markReadAbout(userId: number, about: Record<string, unknown>): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update ${recipients} r set read_at = now() from ${notifications} n
            where n.id = r.notification_id and r.user_id = ${userId} and r.read_at is null
              and n.extra_data @> ${JSON.stringify(about)}::jsonb
            returning r.notification_id as id`,
      );
      return rows.length;
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
