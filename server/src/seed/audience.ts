import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { employees, employeeWorks, groups, kafedras, profiles, students } from '../db/schema';

/** The student filter of the audience screen (001 §3), as stored in extra_data.filter.data. */
export interface StudentFilterData {
  ids: number[];
  edu_forms: number[];
  edu_levels: number[];
  profiles: number[];
  specialities: number[];
  is_free: boolean | null;
  courses: number[];
  kafedra: number[];
  groups: number[];
  institutes: number[];
}

/** The employee filter of the audience screen (001 §3). */
export interface EmployeeFilterData {
  ids: number[];
  pps: boolean | null;
  departments: number[];
  work_type: number[];
}

export type AudienceFilter = { type: 'student'; data: StudentFilterData } | { type: 'employee'; data: EmployeeFilterData };

export const studentFilter = (data: Partial<StudentFilterData> = {}): AudienceFilter => ({
  type: 'student',
  data: { ids: [], edu_forms: [], edu_levels: [], profiles: [], specialities: [], is_free: null, courses: [], kafedra: [], groups: [], institutes: [], ...data },
});

export const employeeFilter = (data: Partial<EmployeeFilterData> = {}): AudienceFilter => ({
  type: 'employee',
  data: { ids: [], pps: null, departments: [], work_type: [], ...data },
});

const inList = (column: PgColumn, ids: readonly number[]): SQL | null =>
  ids.length ? sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : null;

const where = (conditions: (SQL | null)[]): SQL => {
  const present = conditions.filter((c): c is SQL => c !== null);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/**
 * A query of the distinct user ids that a filter selects: empty lists do not restrict, the way
 * the audience screen counts them.
 */
export function audienceUserIds(filter: AudienceFilter): SQL {
  if (filter.type === 'employee') {
    const f = filter.data;
    return sql`select distinct ${employees.userId} as user_id from ${employees}
      left join ${employeeWorks} on ${employeeWorks.employeeId} = ${employees.id}
      ${where([
        inList(employees.id, f.ids),
        f.pps === null ? null : sql`${employees.isPps} = ${f.pps}`,
        inList(employeeWorks.departmentId, f.departments),
        inList(employeeWorks.workTypeId, f.work_type),
      ])}`;
  }
  const f = filter.data;
  return sql`select distinct ${students.userId} as user_id from ${students}
    left join ${groups} on ${groups.id} = ${students.groupId}
    left join ${kafedras} on ${kafedras.id} = ${groups.kafedraId}
    left join ${profiles} on ${profiles.id} = ${groups.profileId}
    ${where([
      inList(students.id, f.ids),
      inList(groups.eduFormId, f.edu_forms),
      inList(groups.eduLevelId, f.edu_levels),
      inList(groups.profileId, f.profiles),
      inList(profiles.specialityId, f.specialities),
      f.is_free === null ? null : sql`${students.isFree} = ${f.is_free}`,
      inList(groups.courseId, f.courses),
      inList(groups.kafedraId, f.kafedra),
      inList(students.groupId, f.groups),
      inList(kafedras.instituteId, f.institutes),
    ])}`;
}
