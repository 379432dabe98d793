import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

/** A user's calendar feeds: the links a calendar app subscribes to. */
export function calendarFeedsRepository(db: DbOrTx) {
  return {
    feedsOf: (userId: number) =>
      db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .orderBy(calendarFeeds.createdAt, calendarFeeds.id),
    async insertFeed(values: typeof calendarFeeds.$inferInsert) {
      const [row] = await db.insert(calendarFeeds).values(values).returning();
      return row!;
    },
    async deleteFeed(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId)))
        .returning({ id: calendarFeeds.id });
      return rows.length > 0;
    },
    async useFeed(tokenHash: string) {
      const [row] = await db
        .update(calendarFeeds)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .returning();
      return row ?? null;
    },
  };
}
