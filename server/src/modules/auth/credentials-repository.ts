import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures, sessions, users } from '../../db/schema';
import type { LoginFailureStore } from '../../lib/login-throttle';

/**
 * Failed sign-in counters per (login, address) in `login_failures`, shared by every server
 * instance (lib/login-throttle.ts has the rules); an address is an IPv4 one or an IPv6 /64.
 */
export function loginFailureStore(db: DbOrTx): LoginFailureStore {
  return {
    async failures(login, ip, { since, cap }) {
      const ofLogin = eq(loginFailures.login, login);
      const fromAddress = sql`${loginFailures.ip} = ${ip}::inet`;
      const [row] = await db
        .select({
          pair: sql<number>`coalesce(sum(${loginFailures.failures}) filter (where ${ofLogin} and ${fromAddress}),
              0)::int`,
          others: sql<number>`coalesce(sum(least(${loginFailures.failures}, ${cap}::int)) filter (where ${ofLogin} and
              not ${fromAddress}), 0)::int`,
          address: sql<number>`coalesce(sum(${loginFailures.failures}) filter (where ${fromAddress}), 0)::int`,
        })
        .from(loginFailures)
        .where(and(or(ofLogin, fromAddress), gt(loginFailures.windowStart, since)));
      return { pair: Number(row?.pair ?? 0), others: Number(row?.others ?? 0), address: Number(row?.address ?? 0) };
    },
    async fail(login, ip, { now, since }) {
      const current = sql`${loginFailures.windowStart} > ${since.toISOString()}::timestamptz`;
      await db
        .insert(loginFailures)
        .values({ login, ip, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: [loginFailures.login, loginFailures.ip],
          set: {
            failures: sql`case when ${current} then ${loginFailures.failures} + 1 else 1 end`,
            windowStart: sql`case when ${current} then ${loginFailures.windowStart} else excluded.window_start end`,
          },
        });
    },
    async clear(login, ip) {
      await db.delete(loginFailures).where(and(eq(loginFailures.login, login), eq(loginFailures.ip, ip)));
    },
    async prune(before) {
      await db.delete(loginFailures).where(lte(loginFailures.windowStart, before));
    },
  };
}

/** The passwords of the portal's own: a temporary one given by an admin, the one a user chose. */
export function passwordsRepository(db: DbOrTx) {
  return {
    /**
     * A temporary password: its hash, the change it asks for at the next sign-in, and every
     * session of the user ended (impersonations of them too); the ids of the sessions ended.
     */
    async setTemporaryPassword(userId: number, passwordHash: string): Promise<number[]> {
      await db.update(users).set({ passwordHash, passwordMustChange: true }).where(eq(users.id, userId));
      return (await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).map(
        (r) => r.id,
      );
    },

    /**
     * The password the user chose in `sessionId`: that session goes on without the change it was
     * waiting for, every other session of the user ends; the ids of the sessions changed or ended.
     */
    async setChosenPassword(userId: number, passwordHash: string, sessionId: number): Promise<number[]> {
      await db.update(users).set({ passwordHash, passwordMustChange: false }).where(eq(users.id, userId));
      await db.update(sessions).set({ passwordMustChange: false }).where(eq(sessions.id, sessionId));
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return [sessionId, ...ended.map((r) => r.id)];
    },

    /** Forgets the failed sign-ins of a login (from every address), so a temporary password works at once. */
    async clearLoginFailures(login: string) {
      await db.delete(loginFailures).where(eq(loginFailures.login, login.toLowerCase()));
    },
  };
}
