import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { AccountKey } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { employees, employeeWorks, students, users } from '../../db/schema';
import { chunks } from '../../lib/rows/batch';
import { anyInt, anyText, insertMany, UNNEST_ROWS, updateChanged } from './bulk-repository';

export interface UserValues {
  email: string;
  surname: string;
  name: string;
  /** undefined: the file has no patronymic column, the stored one stays. */
  patronymic: string | null | undefined;
}

export interface StudentValues {
  userId: number;
  externalId: string;
  recordBookCode: string;
  groupId: number;
  isFree: boolean;
  gender: 'male' | 'female';
  isHeadman?: boolean;
  email?: string | null;
  phone?: string | null;
}

export interface EmployeeValues {
  userId: number;
  externalId: string;
  email: string;
  isPps: boolean;
  phone?: string | null;
  timetableId?: number | null;
  science?: typeof employees.$inferInsert.science;
}

export type WorkValues = { employeeId: number; departmentId: number; postId: number; workTypeId: number };

/** The import's users and their accounts: who is there already, and what it writes of them. */
export function accountsRepository(db: DbOrTx) {
  return {
    /** The stored student or employee accounts of these external ids. */
    accountsByExternalId(kind: 'student' | 'employee', ids: readonly string[]) {
      const table = kind === 'student' ? students : employees;
      return db
        .select({ id: table.id, externalId: table.externalId, userId: table.userId })
        .from(table)
        .where(anyText(table.externalId, ids));
    },

    /** Users by corporate e-mail (lower case), whoever they are. */
    usersByEmail: (emails: readonly string[]) =>
      db
        .select({
          id: users.id,
          email: sql<string>`lower(${users.email})`,
          surname: users.surname,
          name: users.name,
          patronymic: users.patronymic,
        })
        .from(users)
        .where(sql`lower(${users.email}) = any(${sql.param(emails)}::text[])`),

    /** New users, each already pointing at the account (id reserved) they will sign in to. */
    async insertUsers(
      rows: readonly (UserValues & { defaultAccountKey: AccountKey; defaultAccountId: number })[],
    ): Promise<Map<string, number>> {
      const inserted = await insertMany<typeof users, { id: number; email: string }>(
        db,
        users,
        ['email', 'surname', 'name', 'patronymic', 'defaultAccountKey', 'defaultAccountId'],
        rows,
        sql`${sql.identifier(users.id.name)}, ${sql.identifier(users.email.name)}`,
      );
      return new Map(inserted.map((r) => [r.email, r.id]));
    },

    /** New e-mail and names of existing users; answers the ids of those that changed. */
    async updateUsers(rows: readonly (UserValues & { id: number })[], withPatronymic: boolean): Promise<number[]> {
      const changed: number[] = [];
      for (const part of chunks(rows, UNNEST_ROWS)) {
        const column = (pick: (u: (typeof part)[number]) => string | number | null) => sql.param(part.map(pick));
        const v = sql`unnest(
          ${column((u) => u.id)}::int[], ${column((u) => u.email)}::text[], ${column((u) => u.surname)}::text[],
          ${column((u) => u.name)}::text[], ${column((u) => u.patronymic ?? null)}::text[]
        ) as v(id, email, surname, name, patronymic)`;
        const set = {
          email: sql`v.email`,
          surname: sql`v.surname`,
          name: sql`v.name`,
          ...(withPatronymic && { patronymic: sql`v.patronymic` }),
        };
        const stored = withPatronymic
          ? sql`(${users.email}, ${users.surname}, ${users.name}, ${users.patronymic})`
          : sql`(${users.email}, ${users.surname}, ${users.name})`;
        const given = withPatronymic
          ? sql`(v.email, v.surname, v.name, v.patronymic)`
          : sql`(v.email, v.surname, v.name)`;
        const rows = await db
          .update(users)
          .set(set)
          .from(v)
          .where(sql`${users.id} = v.id and ${stored} is distinct from ${given}`)
          .returning({ id: users.id });
        changed.push(...rows.map((r) => r.id));
      }
      return changed;
    },

    /** Ids from the table's sequence for rows about to be inserted, so that other rows can point at them first. */
    async reserveIds(kind: 'student' | 'employee', n: number): Promise<number[]> {
      if (!n) return [];
      const table = kind === 'student' ? students : employees;
      const sequence = sql`pg_get_serial_sequence(${getTableConfig(table).name}, 'id')`;
      const rows = await db
        .select({ id: sql<number>`nextval(${sequence})::int` })
        .from(sql`generate_series(1, ${n}::int)`);
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** Points existing users that have no default account yet at their first account of this kind. */
    async setDefaultAccounts(kind: Extract<AccountKey, 'student' | 'employee'>, userIds: readonly number[]) {
      const accounts = kind === 'student' ? students : employees;
      await db.execute(sql`
        update ${users} set default_account_key = ${kind}, default_account_id = a.id
        from (
          select ${accounts.userId} as user_id, min(${accounts.id}) as id from ${accounts}
          where ${anyInt(accounts.userId, userIds)} group by ${accounts.userId}
        ) a
        where a.user_id = ${users.id} and ${users.defaultAccountId} is null`);
    },

    /** New student records, with the ids reserved for them. */
    async insertStudents(rows: readonly (StudentValues & { id: number })[]) {
      await insertMany(
        db,
        students,
        ['id', 'userId', 'externalId', 'recordBookCode', 'groupId', 'isFree', 'gender', 'isHeadman', 'email', 'phone'],
        rows,
      );
    },

    async insertEmployees(rows: readonly (EmployeeValues & { id: number })[]) {
      await insertMany(
        db,
        employees,
        ['id', 'userId', 'externalId', 'email', 'isPps', 'phone', 'timetableId', 'science'],
        rows,
      );
    },

    /** Writes stored student records whose values differ; answers the ids of those it changed. */
    updateStudents: (
      rows: readonly (StudentValues & { id: number })[],
      optional: ('isHeadman' | 'email' | 'phone')[],
    ) => updateChanged(db, students, rows, ['userId', 'recordBookCode', 'groupId', 'isFree', 'gender', ...optional]),

    updateEmployees: (
      rows: readonly (EmployeeValues & { id: number })[],
      optional: ('phone' | 'timetableId' | 'science')[],
    ) => updateChanged(db, employees, rows, ['userId', 'email', 'isPps', ...optional]),

    worksOf: (employeeIds: readonly number[]) =>
      db
        .select({
          employeeId: employeeWorks.employeeId,
          departmentId: employeeWorks.departmentId,
          postId: employeeWorks.postId,
          workTypeId: employeeWorks.workTypeId,
        })
        .from(employeeWorks)
        .where(anyInt(employeeWorks.employeeId, employeeIds)),

    /** Replaces all works of these employees with the given ones. */
    async replaceWorks(employeeIds: readonly number[], works: readonly WorkValues[]) {
      for (const part of chunks(employeeIds, 10_000))
        await db.delete(employeeWorks).where(anyInt(employeeWorks.employeeId, part));
      await insertMany(db, employeeWorks, ['employeeId', 'departmentId', 'postId', 'workTypeId'], works);
    },
  };
}
