import { sql, type SQL } from 'drizzle-orm';
import type { AudienceFilter } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { employeeDepartments, groups, institutes, kafedras, pollResults, users } from '../../db/schema';
import { audienceUnits } from '../audience';

/** Where the audience's members belong: a student's group in its institute, an employee's department. */
function unitsOf(filter: AudienceFilter) {
  return filter.type === 'employee'
    ? {
        joins: sql`left join ${employeeDepartments} on ${employeeDepartments.id} = m.unit_id`,
        unitName: sql`${employeeDepartments.name}`,
      }
    : {
        joins: sql`left join ${groups} on ${groups.id} = m.unit_id
          left join ${kafedras} on ${kafedras.id} = ${groups.kafedraId}
          left join ${institutes} on ${institutes.id} = ${kafedras.instituteId}`,
        unitName: sql`${groups.name}`,
      };
}

const conditions = (parts: (SQL | null)[]) => {
  const present = parts.filter((p): p is SQL => p !== null);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

export interface MissingScope {
  /** Only the groups of this institute (students). */
  institute?: number;
  /** Only this group (students) or department (staff). */
  unit?: number;
}

/** A worksheet's completion by its audience now (README decision 9). */
export function worksheetsRepository(db: DbOrTx) {
  const done = (pollId: number) =>
    sql`left join ${pollResults} r on r.poll_id = ${pollId}::int and r.user_id = m.user_id`;

  return {
    /**
     * Per unit, how many of the audience belong to it and how many of them have filled it in:
     * students per institute or per group of one institute, employees per department. And the
     * same for the whole (a person in two groups is one person there).
     */
    async completion(pollId: number, filter: AudienceFilter, institute?: number) {
      const { joins, unitName } = unitsOf(filter);
      const unit =
        filter.type === 'employee'
          ? { id: sql`${employeeDepartments.id}`, name: unitName }
          : institute === undefined
            ? { id: sql`${institutes.id}`, name: sql`${institutes.name}` }
            : { id: sql`${groups.id}`, name: unitName };
      const scope = conditions([
        filter.type === 'student' && institute !== undefined ? sql`${kafedras.instituteId} = ${institute}::int` : null,
      ]);
      const from = sql`(${audienceUnits(filter)}) m ${joins} ${done(pollId)} ${scope}`;
      const [units, [whole]] = await Promise.all([
        queryRows<{ id: number | null; name: string | null; total: number; completed: number }>(
          db,
          sql`select ${unit.id} as id, ${unit.name} as name, count(distinct m.user_id)::int as total,
                count(distinct m.user_id) filter (where r.user_id is not null)::int as completed
              from ${from} group by 1, 2 order by 2 nulls last`,
        ),
        queryRows<{ total: number; completed: number }>(
          db,
          sql`select count(distinct m.user_id)::int as total,
              count(distinct m.user_id) filter (where r.user_id is not null)::int as completed from ${from}`,
        ),
      ]);
      return { units, total: whole?.total ?? 0, completed: whole?.completed ?? 0 };
    },

    async instituteName(id: number): Promise<string | null> {
      const [row] = await queryRows<{ name: string }>(
        db,
        sql`select ${institutes.name} as name from ${institutes} where ${institutes.id} = ${id}::int`,
      );
      return row?.name ?? null;
    },

    /** A page of those of the audience who have not filled it in, by name, with their groups or departments. */
    async missing(pollId: number, filter: AudienceFilter, scope: MissingScope, limit: number, offset: number) {
      const { joins, unitName } = unitsOf(filter);
      const where = conditions([
        sql`r.user_id is null`,
        scope.unit === undefined ? null : sql`m.unit_id = ${scope.unit}::int`,
        filter.type === 'student' && scope.institute !== undefined
          ? sql`${kafedras.instituteId} = ${scope.institute}::int`
          : null,
      ]);
      const from = sql`(${audienceUnits(filter)}) m join ${users} on ${users.id} = m.user_id ${joins} ${done(pollId)}
          ${where}`;
      const [rows, [total]] = await Promise.all([
        queryRows<{
          user_id: number;
          surname: string;
          name: string;
          patronymic: string | null;
          email: string;
          units: (string | null)[];
        }>(
          db,
          sql`select ${users.id} as user_id, ${users.surname} as surname, ${users.name} as name, ${users.patronymic}
              as patronymic, ${users.email} as email,
                array_agg(distinct ${unitName}) as units
              from ${from}
              group by ${users.id} order by ${users.surname}, ${users.name}, ${users.id}
              limit ${limit}::int offset ${offset}::int`,
        ),
        queryRows<{ n: number }>(db, sql`select count(distinct m.user_id)::int as n from ${from}`),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
