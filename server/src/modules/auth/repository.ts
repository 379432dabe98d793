import { asc, eq, sql } from 'drizzle-orm';
import type { AccountKey, PermissionKey } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  auditLog,
  courses,
  employeePermissions,
  employees,
  groups,
  loginEvents,
  sessions,
  students,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function authRepository(db: DbOrTx) {
  return {
    async userByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
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
          isRequestManager: employees.isRequestManager,
          isQuestionManager: employees.isQuestionManager,
          permissions: sql<PermissionKey[]>`coalesce(array_agg(${employeePermissions.permissionKey} order by ${employeePermissions.permissionKey}) filter (where ${employeePermissions.permissionKey} is not null), '{}')`,
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

    async setDefaultAccount(userId: number, key: AccountKey, id: number) {
      await db.update(users).set({ defaultAccountKey: key, defaultAccountId: id }).where(eq(users.id, userId));
    },

    async createSession(values: { userId: number; tokenHash: string; expiresAt: Date; impersonatorUserId?: number }) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row!.id;
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

    async audit(values: typeof auditLog.$inferInsert) {
      await db.insert(auditLog).values(values);
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
