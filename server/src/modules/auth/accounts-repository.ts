import { asc, eq, sql } from 'drizzle-orm';
import type { AccountKey, PermissionKey, RequestKind } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  courses,
  employeePermissions,
  employees,
  groups,
  requestCategories,
  requestRecipients,
  requests,
  students,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export interface AccountRef {
  key: AccountKey;
  id: number;
}

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
export const isRequestManager = managesKind('request');
export const isQuestionManager = managesKind('question');

/** Users, the accounts they work in (admin, employee, student) and what those accounts may do. */
export function accountsRepository(db: DbOrTx) {
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

    /** The user's saved default: where their next sign-in starts. */
    async setDefaultAccount(userId: number, account: AccountRef) {
      await db
        .update(users)
        .set({ defaultAccountKey: account.key, defaultAccountId: account.id })
        .where(eq(users.id, userId));
    },
  };
}
