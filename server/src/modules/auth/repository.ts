import { and, asc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountKey, Language, PermissionKey, RequestKind } from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import {
  admins,
  courses,
  employeePermissions,
  employees,
  groups,
  loginEvents,
  loginFailures,
  requestCategories,
  requestRecipients,
  requests,
  sessions,
  students,
  users,
} from '../../db/schema';
import { batchCalls } from '../../lib/batch-calls';
import type { LoginFailureStore } from '../../lib/login-throttle';
import type { EmployeeRole } from '../../policy';

export type UserRow = typeof users.$inferSelect;
export interface AccountRef {
  key: AccountKey;
  id: number;
}

const parentSession = alias(sessions, 'parent_session');

/**
 * A service's (topic's) responsible or a performer of a request (question) of that kind (issue
 * 14): the requests manager's (the student inquiries') screen is theirs.
 */
const managesKind = (
  kind: RequestKind,
) => sql<boolean>`(exists (select 1 from ${requestCategories} where ${requestCategories.recipientId} = ${employees.id}
    and ${requestCategories.kind} = ${kind})
  or exists (select 1 from ${requestRecipients} join ${requests} on ${requests.id} = ${requestRecipients.requestId}
  where ${requestRecipients.employeeId} = ${employees.id} and ${requests.kind} = ${kind}))`;
const isRequestManager = managesKind('request');
const isQuestionManager = managesKind('question');

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

/** The language a user chose (issue 17); Russian for one not found. */
export async function userLanguage(db: DbOrTx, userId: number): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'ru';
}

/**
 * Failed sign-in counters per (login, address) in `login_failures`, shared by every server
 * instance (lib/login-throttle.ts has the rules).
 */
export function loginFailureStore(db: DbOrTx): LoginFailureStore {
  return {
    async failures(login, ip, { since, cap }) {
      const [row] = await db
        .select({
          pair: sql<number>`coalesce(sum(${loginFailures.failures}) filter (where ${loginFailures.ip} = ${ip}::inet),
              0)::int`,
          others: sql<number>`coalesce(sum(least(${loginFailures.failures}, ${cap}::int)) filter (where
              ${loginFailures.ip} <> ${ip}::inet), 0)::int`,
        })
        .from(loginFailures)
        .where(and(eq(loginFailures.login, login), gt(loginFailures.windowStart, since)));
      return { pair: Number(row?.pair ?? 0), others: Number(row?.others ?? 0) };
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

export function authRepository(db: DbOrTx) {
  return {
    async userByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    async userById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async studentAccounts(userId: number) {
      return db
        .select({
          id: students.id,
          recordBookCode: students.recordBookCode,
          groupId: groups.id,
          groupName: groups.name,
          groupTimetableId: groups.timetableId,
          course: courses.number,
        })
        .from(students)
        .leftJoin(groups, eq(groups.id, students.groupId))
        .leftJoin(courses, eq(courses.id, groups.courseId))
        .where(eq(students.userId, userId))
        .orderBy(asc(students.id));
    },

    async employeeAccounts(userId: number) {
      const rows = await db
        .select({
          id: employees.id,
          timetableId: employees.timetableId,
          science: employees.science,
          isRequestManager,
          isQuestionManager,
          permissions: sql<
            PermissionKey[]
          >`coalesce(array_agg(${employeePermissions.permissionKey} order by ${employeePermissions.permissionKey})
              filter (where ${employeePermissions.permissionKey} is not null), '{}')`,
        })
        .from(employees)
        .leftJoin(employeePermissions, eq(employeePermissions.employeeId, employees.id))
        .where(eq(employees.userId, userId))
        .groupBy(employees.id)
        .orderBy(asc(employees.id));
      return rows;
    },

    async adminAccounts(userId: number) {
      return db.select({ id: admins.id }).from(admins).where(eq(admins.userId, userId)).orderBy(asc(admins.id));
    },

    /** The permissions of an employee account of the user (none when it is not theirs). */
    async activePermissions(userId: number, employeeId: number): Promise<PermissionKey[]> {
      const rows = await db
        .select({ key: employeePermissions.permissionKey })
        .from(employeePermissions)
        .innerJoin(employees, eq(employees.id, employeePermissions.employeeId))
        .where(and(eq(employees.id, employeeId), eq(employees.userId, userId)));
      return rows.map((r) => r.key);
    },

    /** The roles the work of an employee account of the user gives it (none when it is not theirs). */
    async activeRoles(userId: number, employeeId: number): Promise<EmployeeRole[]> {
      // In the conditions, not the selected fields: a single-table select leaves its fields' columns unqualified.
      const has = async (role: SQL) =>
        (
          await db
            .select({ one: sql`1` })
            .from(employees)
            .where(and(eq(employees.id, employeeId), eq(employees.userId, userId), role))
        ).length > 0;
      const [request, question] = await Promise.all([has(isRequestManager), has(isQuestionManager)]);
      return [...(request ? (['request_manager'] as const) : []), ...(question ? (['question_manager'] as const) : [])];
    },

    /** The user's saved default: where their next sign-in starts. */
    async setDefaultAccount(userId: number, account: AccountRef) {
      await db
        .update(users)
        .set({ defaultAccountKey: account.key, defaultAccountId: account.id })
        .where(eq(users.id, userId));
    },

    async setSessionAccount(sessionId: number, account: AccountRef) {
      await db
        .update(sessions)
        .set({ accountKey: account.key, accountId: account.id })
        .where(eq(sessions.id, sessionId));
    },

    async createSession(values: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
      account: AccountRef;
      impersonator?: { userId: number; sessionId: number };
      passwordMustChange?: boolean;
      language: Language;
    }) {
      const [row] = await db
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
        })
        .returning({ id: sessions.id });
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

    async deleteExpiredSessions() {
      await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
    },

    async recordLogin(values: typeof loginEvents.$inferInsert) {
      await db.insert(loginEvents).values(values);
    },

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
export type AuthRepository = ReturnType<typeof authRepository>;
