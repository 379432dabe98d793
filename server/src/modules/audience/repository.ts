import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AudienceFilter } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { presentUser } from '../../db/leavers';
import { employees, employeeWorks, groups, kafedras, profiles, students } from '../../db/schema';

const inList = (column: PgColumn, ids: readonly number[] | undefined): SQL | null =>
  ids?.length ? sql`${column} = any(${sql.param([...ids])}::int[])` : null;

const where = (conditions: (SQL | null)[]): SQL => {
  const present = conditions.filter((c): c is SQL => c !== null);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/**
 * The rows an audience filter selects: a student account (with its group), or an employee's work
 * (with its department). People who left (issue 33) are in no audience, whatever the filter names.
 */
function audienceRows(filter: AudienceFilter): { userId: SQL; unitId: SQL; from: SQL } {
  if (filter.type === 'employee') {
    const f = filter.data;
    return {
      userId: sql`${employees.userId}`,
      unitId: sql`${employeeWorks.departmentId}`,
      from: sql`${employees} left join ${employeeWorks} on ${employeeWorks.employeeId} = ${employees.id}
        ${where([
          presentUser(employees.userId),
          inList(employees.id, f.ids),
          f.pps === null || f.pps === undefined ? null : sql`${employees.isPps} = ${f.pps}`,
          inList(employeeWorks.departmentId, f.departments),
          inList(employeeWorks.workTypeId, f.work_type),
        ])}`,
    };
  }
  const f = filter.data;
  return {
    userId: sql`${students.userId}`,
    unitId: sql`${students.groupId}`,
    from: sql`${students}
      left join ${groups} on ${groups.id} = ${students.groupId}
      left join ${kafedras} on ${kafedras.id} = ${groups.kafedraId}
      left join ${profiles} on ${profiles.id} = ${groups.profileId}
      ${where([
        presentUser(students.userId),
        inList(students.id, f.ids),
        inList(groups.eduFormId, f.edu_forms),
        inList(groups.eduLevelId, f.edu_levels),
        inList(groups.profileId, f.profiles),
        inList(profiles.specialityId, f.specialities),
        f.is_free === null || f.is_free === undefined ? null : sql`${students.isFree} = ${f.is_free}`,
        inList(groups.courseId, f.courses),
        inList(groups.kafedraId, f.kafedra),
        inList(students.groupId, f.groups),
        inList(kafedras.instituteId, f.institutes),
      ])}`,
  };
}

/**
 * The users an audience (001 §3, the notifications' and polls' `extra_data.filter`) selects, as a
 * query of distinct `user_id`s: empty or absent lists do not restrict; a person selected twice
 * (two student accounts in the filter) is one user.
 */
export function audienceUsers(filter: AudienceFilter): SQL {
  const rows = audienceRows(filter);
  return sql`select distinct ${rows.userId} as user_id from ${rows.from}`;
}

/**
 * The same audience with where each member belongs: `unit_id` is the group of each selected
 * student account, the department of each selected work of an employee (null where there is none).
 * A person in two groups or departments is a row in each.
 */
export function audienceUnits(filter: AudienceFilter): SQL {
  const rows = audienceRows(filter);
  return sql`select distinct ${rows.userId} as user_id, ${rows.unitId} as unit_id from ${rows.from}`;
}

/** How many users an audience selects now. */
export async function countAudience(db: DbOrTx, filter: AudienceFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${audienceUsers(filter)}) audience`,
  );
  return row?.n ?? 0;
}

/** Whether an audience selects this user now. */
export async function isInAudience(db: DbOrTx, filter: AudienceFilter, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from (${audienceUsers(filter)}) audience where user_id = ${userId}::int) as yes`,
  );
  return row?.yes ?? false;
}
