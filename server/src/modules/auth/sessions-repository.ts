import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { loginEvents, sessions, sessionsSeen, users } from '../../db/schema';
import { batchCalls } from '../../lib/batch-calls';
import type { AccountRef } from './accounts-repository';

const parentSession = alias(sessions, 'parent_session');

/**
 * Finds the live session of a token's hash, with the account it works in. Every authenticated
 * request that the session cache does not answer runs it, so it is a named prepared statement
 * (planned once per connection), and the lookups of requests that arrive together are one query
 * (group commit: hundreds of people signed in long ago, answering a poll at once, cost a few
 * queries). An impersonation session lives only while the admin's session it was opened from
 * does: it is refused once that one is gone or expired.
 */
export function sessionFinder(db: Db) {
  const query = db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      userId: sessions.userId,
      impersonatorUserId: sessions.impersonatorUserId,
      accountKey: sessions.accountKey,
      accountId: sessions.accountId,
      impersonatorSessionId: sessions.impersonatorSessionId,
      passwordMustChange: sessions.passwordMustChange,
      language: sessions.language,
      expiresAt: sessions.expiresAt,
      parentExpiresAt: parentSession.expiresAt,
    })
    .from(sessions)
    .leftJoin(parentSession, eq(parentSession.id, sessions.impersonatorSessionId))
    // A person who left has no sessions (migration 0038's trigger ends them): one opened meanwhile is refused too.
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.leftAt)))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`,
        gt(sessions.expiresAt, sql`now()`),
        or(isNull(sessions.impersonatorUserId), gt(parentSession.expiresAt, sql`now()`)),
      ),
    )
    .prepare('find_sessions');
  const find = batchCalls(
    async (hashes: string[]) => {
      const rows = await query.execute({ hashes });
      const byHash = new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row]));
      return hashes.map((h) => byHash.get(h));
    },
    { maxBatch: 200, concurrency: 4, keyOf: (h) => h },
  );
  return (tokenHash: string) => find(tokenHash);
}
export type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionFinder>>>>;

/** The user's own sessions (not an admin's impersonation of them) that have not expired. */
const ownLive = (userId: number) =>
  and(eq(sessions.userId, userId), isNull(sessions.impersonatorUserId), gt(sessions.expiresAt, sql`now()`));

/** The sessions: opened at sign-in (or by an admin signing in as a user), changed, ended; the sign-ins recorded. */
export function sessionsRepository(db: DbOrTx) {
  return {
    async setSessionAccount(sessionId: number, account: AccountRef) {
      await db
        .update(sessions)
        .set({ accountKey: account.key, accountId: account.id })
        .where(eq(sessions.id, sessionId));
    },

    /**
     * Opens a session; with `signIn`, records the sign-in (login_events, and through its triggers
     * the day's sign-ins) in the same statement: one commit, which a sign-in waits for once. The
     * session keeps the sign-in's address and user agent (its line in «Настройки»).
     */
    async createSession(
      values: {
        userId: number;
        tokenHash: string;
        expiresAt: Date;
        account: AccountRef;
        impersonator?: { userId: number; sessionId: number };
        passwordMustChange?: boolean;
        language: Language;
      },
      signIn?: Omit<typeof loginEvents.$inferInsert, 'userId' | 'accountKey' | 'accountId'>,
    ) {
      const insert = db
        .insert(sessions)
        .values({
          userId: values.userId,
          tokenHash: values.tokenHash,
          expiresAt: values.expiresAt,
          accountKey: values.account.key,
          accountId: values.account.id,
          impersonatorUserId: values.impersonator?.userId,
          impersonatorSessionId: values.impersonator?.sessionId,
          passwordMustChange: values.passwordMustChange ?? false,
          language: values.language,
          userAgent: signIn?.userAgent,
          ip: signIn?.ip,
        })
        .returning({ id: sessions.id });
      if (!signIn) return (await insert)[0]!.id;
      const opened = db.$with('opened').as(insert);
      const recorded = db.$with('recorded').as(
        db
          .insert(loginEvents)
          .values({ ...signIn, userId: values.userId, accountKey: values.account.key, accountId: values.account.id })
          .returning({ id: loginEvents.id }),
      );
      const [row] = await db.with(opened, recorded).select({ id: opened.id }).from(opened);
      return row!.id;
    },

    /**
     * The user's language, and the language of their sessions (an impersonation's only its own):
     * the ids of the sessions changed, for the session caches to forget.
     */
    async setLanguage(
      auth: { userId: number; sessionId: number; impersonated: boolean },
      language: Language,
    ): Promise<number[]> {
      if (auth.impersonated) {
        await db.update(sessions).set({ language }).where(eq(sessions.id, auth.sessionId));
        return [auth.sessionId];
      }
      await db.update(users).set({ language }).where(eq(users.id, auth.userId));
      const changed = await db
        .update(sessions)
        .set({ language })
        .where(and(eq(sessions.userId, auth.userId), isNull(sessions.impersonatorUserId)))
        .returning({ id: sessions.id });
      return changed.map((r) => r.id);
    },

    async deleteSession(id: number) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /**
     * The user's own sessions not expired (an admin's impersonations of them are not theirs), last
     * used first: `current` counts as used now, the others when an instance last wrote it down
     * (sessions_seen), or when they were opened.
     */
    async ownSessions(userId: number, currentId: number) {
      const lastSeenAt = sql<Date>`case when ${sessions.id} = ${currentId} then now()
        else coalesce(${sessionsSeen.at}, ${sessions.createdAt}) end`.mapWith(sessions.createdAt);
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt,
        })
        .from(sessions)
        .leftJoin(sessionsSeen, eq(sessionsSeen.sessionId, sessions.id))
        .where(ownLive(userId))
        .orderBy(desc(lastSeenAt), desc(sessions.id));
    },

    /** Ends one of the user's own live sessions: whether it was one. */
    async endOwnSession(userId: number, id: number): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.id, id), ownLive(userId)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every own live session of the user but `keptId`: the ids ended. */
    async endOtherOwnSessions(userId: number, keptId: number): Promise<number[]> {
      const ended = await db
        .delete(sessions)
        .where(and(ownLive(userId), ne(sessions.id, keptId)))
        .returning({ id: sessions.id });
      return ended.map((r) => r.id);
    },

    /**
     * Writes down that these sessions were used now. Only those still there: a session being
     * ended meanwhile is waited for (the rows are locked as a foreign key does, in order) and
     * skipped, rather than failing the batch on its foreign key.
     */
    async markSeen(ids: readonly number[]) {
      await db
        .insert(sessionsSeen)
        .select(
          db
            .select({ sessionId: sessions.id, at: sql<Date>`now()`.as('at') })
            .from(sessions)
            .where(sql`${sessions.id} = any(${sql.param([...ids])}::int[])`)
            .orderBy(sessions.id)
            .for('key share'),
        )
        .onConflictDoUpdate({ target: sessionsSeen.sessionId, set: { at: sql`excluded.at` } });
    },

    async deleteExpiredSessions() {
      await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
    },
  };
}
