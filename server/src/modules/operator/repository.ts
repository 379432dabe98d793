import { asc, eq, sql } from 'drizzle-orm';
import type { PermissionKey } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { admins, employeePermissions, employees, sessions, updateReports, users } from '../../db/schema';

export interface NewUser {
  email: string;
  surname: string;
  name: string;
  patronymic: string | null;
  passwordHash: string;
}

/** What the operator's `npm run admin` reads and writes: admin accounts, passwords, the list. */
export function operatorRepository(db: DbOrTx) {
  return {
    async createUser(values: NewUser) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    /** The operator's password is chosen, not temporary: a pending change after a reset is dropped. */
    async setPassword(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, passwordMustChange: false }).where(eq(users.id, userId));
    },

    /** Gives the user an admin account; false when they had one. */
    async makeAdmin(userId: number): Promise<boolean> {
      return (await db.insert(admins).values({ userId }).onConflictDoNothing().returning({ id: admins.id })).length > 0;
    },

    async isAdmin(userId: number): Promise<boolean> {
      return (await db.select({ id: admins.id }).from(admins).where(eq(admins.userId, userId))).length > 0;
    },

    /** Ends every session of the user (and the impersonations opened from them); how many there were. */
    async endSessions(userId: number): Promise<number> {
      return (await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length;
    },

    async employeeAccounts(userId: number) {
      return db
        .select({ id: employees.id, uuid: employees.uuid })
        .from(employees)
        .where(eq(employees.userId, userId))
        .orderBy(asc(employees.id));
    },

    /** What a backup holds, told after it is written or restored. */
    async contents() {
      const count = async (table: typeof users | typeof sessions | typeof updateReports) =>
        Number((await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0);
      return { users: await count(users), sessions: await count(sessions), reports: await count(updateReports) };
    },

    async adminCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
      return Number(row?.n ?? 0);
    },

    async admins() {
      return db
        .select({
          email: users.email,
          surname: users.surname,
          name: users.name,
          patronymic: users.patronymic,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        })
        .from(admins)
        .innerJoin(users, eq(users.id, admins.userId))
        .orderBy(asc(users.surname), asc(users.name), asc(users.id));
    },

    /** The employee accounts that hold a permission, with their user. */
    async permissionHolders() {
      return db
        .select({
          employeeId: employees.id,
          email: users.email,
          surname: users.surname,
          name: users.name,
          patronymic: users.patronymic,
          permissions: sql<
            PermissionKey[]
          >`array_agg(${employeePermissions.permissionKey} order by ${employeePermissions.permissionKey})`,
        })
        .from(employeePermissions)
        .innerJoin(employees, eq(employees.id, employeePermissions.employeeId))
        .innerJoin(users, eq(users.id, employees.userId))
        .groupBy(employees.id, users.id)
        .orderBy(asc(users.surname), asc(users.name), asc(employees.id));
    },
  };
}
