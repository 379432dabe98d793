import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountKey } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { ticketMessages, ticketTagLinks, tickets } from '../../db/schema';

type MessageValues = {
  ticketId: number;
  authorUserId: number;
  authorType: 1 | 3;
  authorAccountKey: AccountKey | null;
  authorAccountId: number | null;
  message: string;
  /** The admin signed in as the author, who wrote it; null: the author in person. */
  impersonatedBy: number | null;
};

/** What changes a ticket: its opening, its messages, its state, tags and review, the auto-close. */
export function ticketWrites(db: DbOrTx) {
  return {
    async insertTicket(values: {
      authorUserId: number;
      authorAccountKey: AccountKey | null;
      authorAccountId: number | null;
      subjectId: number;
      subSubject: string;
    }) {
      const [row] = await db.insert(tickets).values(values).returning({ id: tickets.id });
      return row!.id;
    },

    async insertMessage(values: MessageValues) {
      const [row] = await db
        .insert(ticketMessages)
        .values(values)
        .returning({ id: ticketMessages.id, createdAt: ticketMessages.createdAt });
      return row!;
    },

    /** A message in a ticket, and the ticket's new state, in one statement. */
    async insertMessageAndUpdate(values: MessageValues, set: Partial<typeof tickets.$inferInsert>) {
      const update = db.update(tickets).set(set).where(eq(tickets.id, values.ticketId)).getSQL();
      const insert = db
        .insert(ticketMessages)
        .values(values)
        .returning({ id: ticketMessages.id, createdAt: ticketMessages.createdAt })
        .getSQL();
      const [row] = await queryRows<{ id: number; created_at: string | Date }>(
        db,
        sql`with updated as (${update}) ${insert}`,
      );
      return { id: row!.id, createdAt: new Date(row!.created_at) };
    },

    async update(id: number, set: Partial<typeof tickets.$inferInsert>) {
      const rows = await db
        .update(tickets)
        .set(set)
        .where(eq(tickets.id, id))
        .returning({ id: tickets.id, autoCloseAt: tickets.autoCloseAt });
      return rows[0];
    },

    /** Auto-close of an open ticket in `days` days from now. Undefined when the ticket is missing or closed. */
    async enableAutoClose(id: number, days: number) {
      const rows = await db
        .update(tickets)
        .set({ autoCloseAt: sql`now() + make_interval(days => ${days}::int)` })
        .where(and(eq(tickets.id, id), sql`${tickets.statusId} <> 3`))
        .returning({ autoCloseAt: tickets.autoCloseAt });
      return rows[0];
    },

    async replaceTags(ticketId: number, tagIds: number[]) {
      await db.delete(ticketTagLinks).where(eq(ticketTagLinks.ticketId, ticketId));
      if (tagIds.length) await db.insert(ticketTagLinks).values(tagIds.map((tagId) => ({ ticketId, tagId })));
    },

    /** Records the author's review once: false when the ticket already has one. */
    async review(id: number, rating: number, comment: string | null): Promise<Date | undefined> {
      const rows = await db
        .update(tickets)
        .set({ reviewRating: rating, reviewComment: comment, reviewedAt: sql`now()` })
        .where(and(eq(tickets.id, id), isNull(tickets.reviewRating)))
        .returning({ at: tickets.reviewedAt });
      return rows[0]?.at ?? undefined;
    },

    /**
     * Closes up to `batchSize` open tickets whose auto-close date is at or before `now`. Rows
     * another worker holds are skipped (it is closing them), so each ticket is closed by exactly
     * one caller; a closed ticket no longer matches, so running it again closes nothing more.
     */
    closeDueBatch: (now: Date, batchSize: number) =>
      queryRows<{ id: number; author_user_id: number }>(
        db,
        sql`with due as (
              select id from ${tickets}
              where auto_close_at is not null and status_id <> 3 and auto_close_at <= ${now.toISOString()}::timestamptz
              order by auto_close_at, id
              limit ${batchSize}
              for update skip locked
            )
            update ${tickets} t set status_id = 3, closed_at = ${now.toISOString()}::timestamptz, auto_close_at = null
            from due where t.id = due.id
            returning t.id, t.author_user_id`,
      ),
  };
}
