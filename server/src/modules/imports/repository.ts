import { count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AccountKey, ImportKind } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  courses,
  eduForms,
  eduLevels,
  employeeDepartments,
  employees,
  employeeWorks,
  groups,
  institutes,
  kafedras,
  posts,
  profiles,
  specialities,
  students,
  updateReports,
  users,
  workTypes,
} from '../../db/schema';
import { chunks } from '../../lib/rows/batch';
import { StructureTally } from '../../lib/rows/counts';

/** Rows a statement when a statement takes one array per column. */
const UNNEST_ROWS = 5000;

/** An arbitrary key for the advisory lock that lets one import run at a time. */
const IMPORT_LOCK = 7_262_012;

/**
 * The name of a course the import creates: «2 курс». Directory data, which every user reads
 * alike (as the file's names of groups and institutes), not a message: in Russian whoever imports.
 */
const courseName = (n: number) => `${n} курс`;

const anyText = (column: PgColumn, values: readonly string[]) => sql`${column} = any(${sql.param(values)}::text[])`;
const anyInt = (column: PgColumn, values: readonly number[]) => sql`${column} = any(${sql.param(values)}::int[])`;
const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/**
 * The DO UPDATE of an upsert by natural key: overwrite these columns, and write only when one of
 * them differs, so that an unchanged row costs no write and is not returned.
 */
function overwrite<T extends PgTable>(
  table: T,
  keys: (keyof T['$inferInsert'] & string)[],
): { set: PgUpdateSetSource<T>; setWhere: SQL } {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.map((k) => all[k]!);
  return {
    set: Object.fromEntries(keys.map((k, i) => [k, excluded(columns[i]!)])) as PgUpdateSetSource<T>,
    setWhere: sql`(${sql.join(columns, sql`, `)}) is distinct from (${sql.join(columns.map(excluded), sql`, `)})`,
  };
}

const byKey = <K>(rows: { id: number; key: K }[]) => new Map(rows.map((r) => [r.key, r.id]));
const unique = <T>(values: Iterable<T>) => [...new Set(values)];

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

/** The only code of the import that queries. Writes go in multi-row statements, never one per row. */
export function importRepository(db: DbOrTx) {
  const structure = new StructureTally();
  /**
   * Tells an inserted row from an updated one in an upsert's RETURNING (xmax is 0 only for a new row version from an
   * insert).
   */
  const written = { inserted: sql<boolean>`(xmax = 0)` };
  /** Names in a table of names (forms, levels, posts, work types): added when new, ids of all. */
  async function names(
    table: typeof eduForms | typeof eduLevels | typeof posts | typeof workTypes,
    values: readonly string[],
  ) {
    const t = table as typeof posts;
    const list = unique(values);
    for (const part of chunks(list))
      structure.add(
        part.length,
        await db
          .insert(t)
          .values(part.map((name) => ({ name })))
          .onConflictDoNothing({ target: t.name })
          .returning(written),
      );
    return byKey(await db.select({ id: t.id, key: t.name }).from(t).where(anyText(t.name, list)));
  }

  /**
   * Writes go as one array per column, unnested in the statement: 5,000 rows a statement with a
   * handful of parameters, about three times as fast on PostgreSQL as multi-row VALUES.
   */
  function unnested<T extends PgTable>(
    table: T,
    keys: readonly (keyof T['$inferInsert'] & string)[],
    rows: readonly object[],
  ) {
    const all = getTableColumns(table) as Record<string, PgColumn>;
    const columns = keys.map((k) => all[k]!);
    const arrays = columns.map((c, i) => {
      const values = rows.map((r) => (r as Record<string, unknown>)[keys[i]!] ?? null);
      const type = c.getSQLType() === 'serial' ? 'integer' : c.getSQLType();
      return sql`${sql.param(type === 'jsonb' ? values.map((v) => (v === null ? null : JSON.stringify(v))) : values)}::${sql.raw(type)}[]`;
    });
    return { columns, names: columns.map((c) => sql.identifier(c.name)), arrays: sql.join(arrays, sql`, `) };
  }

  async function insertMany<T extends PgTable, R>(
    table: T,
    keys: readonly (keyof T['$inferInsert'] & string)[],
    rows: readonly object[],
    returning?: SQL,
  ): Promise<R[]> {
    const answered: R[] = [];
    for (const part of chunks(rows, UNNEST_ROWS)) {
      const { names, arrays } = unnested(table, keys, part);
      const rows = await queryRows<R>(
        db,
        sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${arrays}) ${returning ? sql`returning ${returning}` : sql``}`,
      );
      if (returning) answered.push(...rows);
    }
    return answered;
  }

  /**
   * UPDATE … FROM unnest(…) of the given columns, by id, writing only the rows where one of them
   * differs: an unchanged row is neither written nor locked. Answers the ids it changed.
   */
  async function updateChanged<T extends typeof students | typeof employees>(
    table: T,
    rows: readonly ({ id: number } & Partial<T['$inferInsert']>)[],
    keys: (keyof T['$inferInsert'] & string)[],
  ) {
    const changed: number[] = [];
    for (const part of chunks(rows, UNNEST_ROWS)) {
      const { columns, names, arrays } = unnested(table, keys, part);
      const given = columns.map((c) => sql`v.${sql.identifier(c.name)}`);
      const updated = await queryRows<{ id: number }>(
        db,
        sql`
        update ${table} set ${sql.join(
          columns.map((c, i) => sql`${sql.identifier(c.name)} = ${given[i]}`),
          sql`, `,
        )}
        from unnest(${sql.param(part.map((r) => r.id))}::int[], ${arrays}) as v(id, ${sql.join(names, sql`, `)})
        where ${table.id} = v.id and (${sql.join(columns, sql`, `)}) is distinct from (${sql.join(given, sql`, `)})
        returning ${table.id} as id`,
      );
      changed.push(...updated.map((r) => r.id));
    }
    return changed;
  }

  return {
    /** The structure rows this repository's upserts named: added, changed, left. */
    get structure() {
      return structure.counts;
    },

    /**
     * Fresh statistics for the planner after an import: after thousands of new rows its old
     * estimates (or none, on a new database) make it pick plans that scan whole tables for a search.
     */
    async analyze(kind: Exclude<ImportKind, 'timetable'>) {
      await db.execute(
        kind === 'students' ? sql`analyze users, students, groups` : sql`analyze users, employees, employee_works`,
      );
    },

    /** Called first in an import's transaction: a second import waits until this one ends. */
    async lock() {
      await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    },

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
        const v = sql`unnest(${sql.param(part.map((u) => u.id))}::int[], ${sql.param(part.map((u) => u.email))}::text[], ${sql.param(part.map((u) => u.surname))}::text[], ${sql.param(part.map((u) => u.name))}::text[], ${sql.param(part.map((u) => u.patronymic ?? null))}::text[]) as v(id, email, surname, name, patronymic)`;
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
        from (select ${accounts.userId} as user_id, min(${accounts.id}) as id from ${accounts} where ${anyInt(accounts.userId, userIds)} group by ${accounts.userId}) a
        where a.user_id = ${users.id} and ${users.defaultAccountId} is null`);
    },

    async institutes(rows: readonly { name: string; shortName: string }[]) {
      for (const part of chunks(rows))
        structure.add(
          part.length,
          await db
            .insert(institutes)
            .values(part)
            .onConflictDoUpdate({ target: institutes.name, ...overwrite(institutes, ['shortName']) })
            .returning(written),
        );
      return byKey(
        await db
          .select({ id: institutes.id, key: institutes.name })
          .from(institutes)
          .where(
            anyText(
              institutes.name,
              rows.map((r) => r.name),
            ),
          ),
      );
    },

    /** Kafedras by institute id and name, keyed `${instituteId}|${name}`. */
    async kafedras(rows: readonly { instituteId: number; name: string }[]) {
      for (const part of chunks(rows))
        structure.add(
          part.length,
          await db
            .insert(kafedras)
            .values(part)
            .onConflictDoNothing({ target: [kafedras.instituteId, kafedras.name] })
            .returning(written),
        );
      const found = await db
        .select({ id: kafedras.id, instituteId: kafedras.instituteId, name: kafedras.name })
        .from(kafedras)
        .where(anyInt(kafedras.instituteId, unique(rows.map((r) => r.instituteId))));
      return new Map(found.map((k) => [`${k.instituteId}|${k.name}`, k.id]));
    },

    /** Kafedra names that only one kafedra has: a teaching department of that name is linked to it. */
    async kafedrasByUniqueName() {
      const rows = await db
        .select({ key: kafedras.name, id: sql<number>`min(${kafedras.id})` })
        .from(kafedras)
        .groupBy(kafedras.name)
        .having(sql`count(*) = 1`);
      return byKey(rows);
    },

    /**
     * Links teaching departments that have no kafedra yet to the kafedra of the same name, when
     * only one has it: whichever of the two files comes first, the link is there after both.
     */
    async linkTeachingDepartments() {
      await db.execute(sql`
        update ${employeeDepartments} set kafedra_id = k.id
        from (select name, min(id) as id from ${kafedras} group by name having count(*) = 1) k
        where ${employeeDepartments.name} = k.name and ${employeeDepartments.isEduDep} and ${employeeDepartments.kafedraId} is null`);
    },

    async specialities(rows: readonly { code: string; name: string }[]) {
      for (const part of chunks(rows))
        structure.add(
          part.length,
          await db
            .insert(specialities)
            .values(part)
            .onConflictDoUpdate({ target: specialities.code, ...overwrite(specialities, ['name']) })
            .returning(written),
        );
      return byKey(
        await db
          .select({ id: specialities.id, key: specialities.code })
          .from(specialities)
          .where(
            anyText(
              specialities.code,
              rows.map((r) => r.code),
            ),
          ),
      );
    },

    /** Profiles by speciality id and name, keyed `${specialityId}|${name}`. */
    async profiles(rows: readonly { specialityId: number; name: string }[]) {
      for (const part of chunks(rows))
        structure.add(
          part.length,
          await db
            .insert(profiles)
            .values(part)
            .onConflictDoNothing({ target: [profiles.specialityId, profiles.name] })
            .returning(written),
        );
      const found = await db
        .select({ id: profiles.id, specialityId: profiles.specialityId, name: profiles.name })
        .from(profiles)
        .where(anyInt(profiles.specialityId, unique(rows.map((r) => r.specialityId))));
      return new Map(found.map((p) => [`${p.specialityId}|${p.name}`, p.id]));
    },

    eduForms: (values: readonly string[]) => names(eduForms, values),
    eduLevels: (values: readonly string[]) => names(eduLevels, values),
    posts: (values: readonly string[]) => names(posts, values),
    workTypes: (values: readonly string[]) => names(workTypes, values),

    async courses(numbers: readonly number[]) {
      const list = unique(numbers);
      structure.add(
        list.length,
        await db
          .insert(courses)
          .values(list.map((number) => ({ number, name: courseName(number) })))
          .onConflictDoNothing({ target: courses.number })
          .returning(written),
      );
      return byKey(
        await db.select({ id: courses.id, key: courses.number }).from(courses).where(anyInt(courses.number, list)),
      );
    },

    /** Groups by name; the timetable id is only written when the file has that column. */
    async groups(
      rows: readonly (Omit<typeof groups.$inferInsert, 'id'> & { timetableId?: number | null })[],
      withTimetable: boolean,
    ) {
      const update = overwrite(groups, [
        'kafedraId',
        'profileId',
        'eduFormId',
        'eduLevelId',
        'courseId',
        ...(withTimetable ? (['timetableId'] as const) : []),
      ]);
      for (const part of chunks(rows))
        structure.add(
          part.length,
          await db
            .insert(groups)
            .values(part)
            .onConflictDoUpdate({ target: groups.name, ...update })
            .returning(written),
        );
      return byKey(
        await db
          .select({ id: groups.id, key: groups.name })
          .from(groups)
          .where(
            anyText(
              groups.name,
              rows.map((r) => r.name),
            ),
          ),
      );
    },

    /** Departments by name; whether one teaches (and its kafedra) is only written when the file says. */
    async departments(
      rows: readonly { name: string; isEduDep: boolean; kafedraId: number | null }[],
      withEduFlag: boolean,
    ) {
      for (const part of chunks(rows)) {
        const insert = db.insert(employeeDepartments).values(part);
        const answered = await (withEduFlag
          ? insert
              .onConflictDoUpdate({
                target: employeeDepartments.name,
                ...overwrite(employeeDepartments, ['isEduDep', 'kafedraId']),
              })
              .returning(written)
          : insert.onConflictDoNothing({ target: employeeDepartments.name }).returning(written));
        structure.add(part.length, answered);
      }
      return byKey(
        await db
          .select({ id: employeeDepartments.id, key: employeeDepartments.name })
          .from(employeeDepartments)
          .where(
            anyText(
              employeeDepartments.name,
              rows.map((r) => r.name),
            ),
          ),
      );
    },

    /** New student records, with the ids reserved for them. */
    async insertStudents(rows: readonly (StudentValues & { id: number })[]) {
      await insertMany(
        students,
        ['id', 'userId', 'externalId', 'recordBookCode', 'groupId', 'isFree', 'gender', 'isHeadman', 'email', 'phone'],
        rows,
      );
    },

    async insertEmployees(rows: readonly (EmployeeValues & { id: number })[]) {
      await insertMany(
        employees,
        ['id', 'userId', 'externalId', 'email', 'isPps', 'phone', 'timetableId', 'science'],
        rows,
      );
    },

    /** Writes stored student records whose values differ; answers the ids of those it changed. */
    updateStudents: (
      rows: readonly (StudentValues & { id: number })[],
      optional: ('isHeadman' | 'email' | 'phone')[],
    ) => updateChanged(students, rows, ['userId', 'recordBookCode', 'groupId', 'isFree', 'gender', ...optional]),

    updateEmployees: (
      rows: readonly (EmployeeValues & { id: number })[],
      optional: ('phone' | 'timetableId' | 'science')[],
    ) => updateChanged(employees, rows, ['userId', 'email', 'isPps', ...optional]),

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
      await insertMany(employeeWorks, ['employeeId', 'departmentId', 'postId', 'workTypeId'], works);
    },

    async insertReport(values: typeof updateReports.$inferInsert) {
      const [row] = await db.insert(updateReports).values(values).returning({ id: updateReports.id });
      return row!.id;
    },

    async reportById(id: number) {
      const [row] = await db
        .select({
          id: updateReports.id,
          name: updateReports.name,
          createdAt: updateReports.createdAt,
          status: updateReports.status,
          exception: updateReports.exception,
        })
        .from(updateReports)
        .where(eq(updateReports.id, id));
      return row ?? null;
    },

    async reportsPage(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: updateReports.id,
            name: updateReports.name,
            createdAt: updateReports.createdAt,
            status: updateReports.status,
            exception: updateReports.exception,
          })
          .from(updateReports)
          .orderBy(desc(updateReports.createdAt), desc(updateReports.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(updateReports),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ImportRepository = ReturnType<typeof importRepository>;
