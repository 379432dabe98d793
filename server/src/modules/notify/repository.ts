import { and, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { notificationRecipients as recipients, notifications, users } from '../../db/schema';

const columns = {
  id: notifications.id,
  name: notifications.name,
  content: notifications.content,
  status: notifications.status,
  sentAt: notifications.sentAt,
  isHidden: notifications.isHidden,
  extraData: notifications.extraData,
  createdAt: notifications.createdAt,
  recipientsTotal: notifications.recipientsTotal,
  authorSurname: users.surname,
  authorName: users.name,
  authorPatronymic: users.patronymic,
  /** The recipients who have read it (an index of the read ones). */
  readCount: sql<number>`(select count(*)::int from ${recipients} r where r.notification_id = ${notifications.id} and
      r.read_at is not null)`,
};
export type ManagedRow = Awaited<ReturnType<ReturnType<typeof notifyRepository>['byId']>> & object;

export interface DraftValues {
  name: string;
  content: string;
  shortContent: string;
  extraData: Record<string, unknown> | null;
}

/** The recipients of a notification, as a query of `user_id` (for `publish`'s `alsoUsers`). */
export const recipientsOf = (notificationId: number): SQL =>
  sql`select ${recipients.userId} from ${recipients} where ${recipients.notificationId} = ${notificationId}`;

/** The back office's notifications: not the portal's personal ones (support's answers). */
const managed = not(notifications.personal);

/** The back office's queries of notifications (001). */
export function notifyRepository(db: DbOrTx) {
  const select = () => db.select(columns).from(notifications).leftJoin(users, eq(users.id, notifications.createdBy));

  return {
    async page(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        select()
          .where(managed)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notifications).where(managed),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: number) {
      const [row] = await select().where(and(eq(notifications.id, id), managed));
      return row;
    },

    async insert(values: DraftValues & { createdBy: number }): Promise<number> {
      const [row] = await db
        .insert(notifications)
        .values({ ...values, status: 'draft' })
        .returning({ id: notifications.id });
      return row!.id;
    },

    /** Changes a draft; false when it is not one (any more). */
    async updateDraft(id: number, values: DraftValues): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set(values)
        .where(and(eq(notifications.id, id), eq(notifications.status, 'draft')))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** A draft becomes «sending», with its send time and the audience counted; undefined when it is not a draft. */
    async markSending(id: number, total: number): Promise<Date | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ status: 'sending', sentAt: sql`now()`, recipientsTotal: total })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'draft')))
        .returning({ sentAt: notifications.sentAt });
      return row?.sentAt ?? undefined;
    },

    /**
     * Writes the recipients of the audience whose user id is above `after`, at most `limit` of them
     * in user id order, each once (a recipient already written is left alone): answers the last
     * user id of the batch, or null when none was left.
     */
    async addRecipients(id: number, audience: SQL, after: number, limit: number): Promise<number | null> {
      const [row] = await queryRows<{ last: number | null }>(
        db,
        sql`with batch as (
              select user_id from (${audience}) audience where user_id > ${after}::int order by user_id limit
              ${limit}::int
            ), written as (
              insert into ${recipients} (notification_id, user_id) select ${id}::int, user_id from batch
              on conflict do nothing
            )
            select max(user_id) as last from batch`,
      );
      return row?.last ?? null;
    },

    /** A «sending» one becomes «sent» with the number of its recipients; false when it was not sending. */
    async markSent(id: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({
          status: 'sent',
          copiesDue: true,
          recipientsTotal: sql`(select count(*)::int from ${recipients} r where r.notification_id = ${id}::int)`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'sending')))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Hides or shows a sent one; false when it is not sent. */
    async setHidden(id: number, hidden: boolean): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ isHidden: hidden })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'sent')))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}
