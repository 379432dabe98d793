import { and, asc, count, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { EmployeeFilter, PermissionKey } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  employeeDepartments,
  employeePermissions,
  employees,
  employeeWorks,
  permissions,
  posts,
  users,
  workTypes,
} from '../../db/schema';
import { personOrder, searchWords } from '../../db/search-text';
import { givenNamesMatch, surnameMatches } from './search-repository';

export interface EmployeeQuery extends EmployeeFilter {
  search_string?: string | undefined;
  permissions?: PermissionKey[] | undefined;
}

const listColumns = {
  id: employees.id,
  uuid: employees.uuid,
  user_id: employees.userId,
  surname: users.surname,
  name: users.name,
  patronymic: users.patronymic,
  email: sql<string | null>`coalesce(${employees.email}, ${users.email})`,
  left_at: sql<string | null>`to_char(${users.leftAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The employee filter (001 §3) and the list's search and permissions, as SQL over employees ⋈ users. */
function conditions(db: DbOrTx, q: EmployeeQuery): SQL | undefined {
  const where: SQL[] = [];
  // The people who left (issue 33) are out of the lists and pickers unless an admin asked for them.
  if (!q.include_left) where.push(isNull(users.leftAt));
  if (q.ids?.length) where.push(inArray(employees.id, q.ids));
  if (q.pps !== undefined && q.pps !== null) where.push(eq(employees.isPps, q.pps));
  const works = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(employeeWorks)
        .where(and(eq(employeeWorks.employeeId, employees.id), condition)),
    );
  if (q.departments?.length) where.push(works(inArray(employeeWorks.departmentId, q.departments)));
  if (q.work_type?.length) where.push(works(inArray(employeeWorks.workTypeId, q.work_type)));
  if (q.permissions?.length) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(employeePermissions)
          .where(
            and(
              eq(employeePermissions.employeeId, employees.id),
              inArray(employeePermissions.permissionKey, q.permissions),
            ),
          ),
      ),
    );
  }
  const [first, ...rest] = searchWords(q.search_string);
  if (first) where.push(surnameMatches(first), ...givenNamesMatch(rest));
  return and(...where);
}

/** The positions of some employees (a page's, a request's author), in one query. */
export async function employeePosts(db: DbOrTx, ids: number[]) {
  const byEmployee = new Map<number, { post_name: string; department_name: string }[]>();
  if (!ids.length) return byEmployee;
  const rows = await db
    .select({ employeeId: employeeWorks.employeeId, post_name: posts.name, department_name: employeeDepartments.name })
    .from(employeeWorks)
    .innerJoin(employeeDepartments, eq(employeeDepartments.id, employeeWorks.departmentId))
    .innerJoin(posts, eq(posts.id, employeeWorks.postId))
    .where(inArray(employeeWorks.employeeId, ids))
    .orderBy(asc(employeeWorks.id));
  for (const { employeeId, ...post } of rows) byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), post]);
  return byEmployee;
}

/** The permissions and the works (with their posts) of some employees, in two queries. */
async function employeeExtras(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, never>();
  const [held, works] = await Promise.all([
    db
      .select({
        employeeId: employeePermissions.employeeId,
        key: permissions.key,
        name: permissions.name,
        description: permissions.description,
      })
      .from(employeePermissions)
      .innerJoin(permissions, eq(permissions.key, employeePermissions.permissionKey))
      .where(inArray(employeePermissions.employeeId, ids))
      .orderBy(asc(permissions.name)),
    db
      .select({
        employeeId: employeeWorks.employeeId,
        department_name: employeeDepartments.name,
        post_name: posts.name,
        work_type: workTypes.name,
      })
      .from(employeeWorks)
      .innerJoin(employeeDepartments, eq(employeeDepartments.id, employeeWorks.departmentId))
      .innerJoin(posts, eq(posts.id, employeeWorks.postId))
      .innerJoin(workTypes, eq(workTypes.id, employeeWorks.workTypeId))
      .where(inArray(employeeWorks.employeeId, ids))
      .orderBy(asc(employeeWorks.id)),
  ]);
  const extras = new Map(
    ids.map((id) => [
      id,
      {
        permissions: [] as Omit<(typeof held)[number], 'employeeId'>[],
        works: [] as Omit<(typeof works)[number], 'employeeId'>[],
      },
    ]),
  );
  for (const { employeeId, ...permission } of held) extras.get(employeeId)?.permissions.push(permission);
  for (const { employeeId, ...work } of works) extras.get(employeeId)?.works.push(work);
  return extras;
}

/** An employee's row with its permissions, works and the posts they give. */
function withExtras<R extends { id: number }>(row: R, extras: Awaited<ReturnType<typeof employeeExtras>>) {
  const { permissions: held = [], works = [] } = extras.get(row.id) ?? {};
  return {
    ...row,
    permissions: held,
    works,
    posts: works.map((w) => ({ post_name: w.post_name, department_name: w.department_name })),
  };
}

export function employeesRepository(db: DbOrTx) {
  return {
    async page(q: EmployeeQuery, limit: number, offset: number) {
      const where = conditions(db, q);
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(employees)
          .innerJoin(users, eq(users.id, employees.userId))
          .where(where)
          .orderBy(personOrder(users.surname, users.name, users.patronymic), asc(employees.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(employees).innerJoin(users, eq(users.id, employees.userId)).where(where),
      ]);
      const extras = await employeeExtras(
        db,
        rows.map((r) => r.id),
      );
      return { rows: rows.map((r) => withExtras(r, extras)), total: total?.n ?? 0 };
    },

    async count(q: EmployeeQuery): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(conditions(db, q));
      return row?.n ?? 0;
    },

    async byId(id: number) {
      const [row] = await db
        .select({ ...listColumns, phone: employees.phone, is_pps: employees.isPps })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(eq(employees.id, id));
      if (!row) return undefined;
      return withExtras(row, await employeeExtras(db, [id]));
    },

    /** An admin account with its user (the ticket desk's author panel). */
    async adminById(id: number) {
      const [row] = await db
        .select({
          id: admins.id,
          user_id: admins.userId,
          surname: users.surname,
          name: users.name,
          patronymic: users.patronymic,
          email: users.email,
        })
        .from(admins)
        .innerJoin(users, eq(users.id, admins.userId))
        .where(eq(admins.id, id));
      return row;
    },
  };
}
export type EmployeesRepository = ReturnType<typeof employeesRepository>;
