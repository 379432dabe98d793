import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { bumpDataVersion } from '../../db/data-versions';
import { admins, calendarFeeds, pushSubscriptions, sessions, users } from '../../db/schema';

/** A user's leaving as the calls answer it. */
export interface LeaverRow {
  userId: number;
  leftAt: Date | null;
  anonymizedAt: Date | null;
  isAdmin: boolean;
}

/**
 * What a person's leaving takes away at once besides their sessions (which migration 0038's
 * trigger ends): the calendar links that read their timetable without signing in, and the push
 * subscriptions of their devices. The directory's lists and counts move (its version bumped).
 */
export async function afterLeaving(db: DbOrTx, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  const ids = sql`any(${sql.param([...userIds])}::int[])`;
  await db.delete(calendarFeeds).where(sql`${calendarFeeds.userId} = ${ids}`);
  await db.delete(pushSubscriptions).where(sql`${pushSubscriptions.userId} = ${ids}`);
}

/** People who left (issue 33): marked and taken back one at a time by an admin; their data removed when due. */
export function leaversRepository(db: DbOrTx) {
  return {
    async state(userId: number): Promise<LeaverRow | undefined> {
      const [row] = await db
        .select({
          userId: users.id,
          leftAt: users.leftAt,
          anonymizedAt: users.anonymizedAt,
          // Spelt out: a select's own columns are written without their table, which here would be the admins'.
          isAdmin: sql<boolean>`exists (select 1 from ${admins} a where a.user_id = users.id)`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Marks the user left now, unless they already are: the ids of the sessions ended (deleted
     * here, before the trigger would, so that this instance's cache forgets them at once).
     */
    async markLeft(userId: number): Promise<{ changed: boolean; endedSessions: number[] }> {
      const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      const changed = await db
        .update(users)
        .set({ leftAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.leftAt)))
        .returning({ id: users.id });
      if (changed.length) {
        await afterLeaving(db, [userId]);
        await bumpDataVersion(db, 'directory');
      }
      return { changed: changed.length > 0, endedSessions: ended.map((s) => s.id) };
    },

    /** Takes a leaving back (not once the person's data was removed): whether it changed anything. */
    async markReturned(userId: number): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ leftAt: null })
        .where(and(eq(users.id, userId), isNotNull(users.leftAt), isNull(users.anonymizedAt)))
        .returning({ id: users.id });
      if (changed.length) await bumpDataVersion(db, 'directory');
      return changed.length > 0;
    },

    /**
     * Removes the personal data of up to `batch` people who left more than `days` days ago and
     * still have it (one statement per table, all in the caller's transaction): their names become
     * a placeholder, their e-mail a unique address that reaches nobody (`.invalid`, RFC 2606);
     * their password, settings, devices, calendar links and the contacts, record book, science
     * identifiers and external ids (the registrar's and HR's keys, so that a person who comes back
     * is a new one) of their accounts are gone, and their sign-ins keep the day but not the
     * address or browser. The rows stay, so counts, statistics, tickets, requests and answers stay.
     * The ids anonymized.
     */
    async anonymizeDue(days: number, batch: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update ${users} set
            surname = 'Данные удалены', name = '—', patronymic = null,
            email = 'left-' || ${users.id} || '@anonymized.invalid',
            password_hash = null, password_must_change = false,
            anonymized_at = now()
          where ${users.id} in (select id from ${users}
            where ${users.leftAt} < now() - make_interval(days => ${days}) and ${users.anonymizedAt} is null
            order by ${users.leftAt} limit ${batch} for update skip locked)
          returning ${users.id} as id`,
      );
      const ids = rows.map((r) => r.id);
      if (!ids.length) return ids;
      const of = sql`any(${sql.param(ids)}::int[])`;
      await db.execute(sql`delete from user_preferences where user_id = ${of}`);
      await db.execute(sql`delete from push_subscriptions where user_id = ${of}`);
      await db.execute(sql`delete from calendar_feeds where user_id = ${of}`);
      await db.execute(sql`delete from sessions where user_id = ${of}`);
      await db.execute(sql`update login_events set ip = null, user_agent = null where user_id = ${of}`);
      await db.execute(
        sql`update students set external_id = 'anonymized-student-' || id, record_book_code = '—', email = null,
            phone = null where user_id = ${of}`,
      );
      await db.execute(
        sql`update employees set external_id = 'anonymized-employee-' || id, email = null, phone = null,
            science = null where user_id = ${of}`,
      );
      return ids;
    },
  };
}
export type LeaversRepository = ReturnType<typeof leaversRepository>;
