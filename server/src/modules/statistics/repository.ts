import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** A row of the table: a kafedra of an institute, or an institute without kafedras. */
export interface KafedraRow {
  institute_id: number;
  institute_name: string;
  institute_short_name: string;
  kafedra_id: number | null;
  kafedra_name: string | null;
}

export interface StatisticsRow extends KafedraRow {
  total: number;
  active: number;
}

export function statisticsRepository(db: DbOrTx) {
  return {
    /** The table's rows (every institute, with its kafedras), and each counted student's user and kafedra. */
    structure: async () => {
      const rows = await queryRows<KafedraRow>(
        db,
        sql`
        select i.id as institute_id, i.name as institute_name, i.short_name as institute_short_name,
               k.id as kafedra_id, k.name as kafedra_name
        from institutes i left join kafedras k on k.institute_id = i.id
        order by i.name, k.name`,
      );
      const [students] = await queryRows<{ users: number[]; kafedras: number[] }>(
        db,
        sql`
        select coalesce(array_agg(s.user_id), '{}') as users, coalesce(array_agg(g.kafedra_id), '{}') as kafedras
        from students s join groups g on g.id = s.group_id
        where g.kafedra_id is not null`,
      );
      return { rows, users: students!.users, kafedras: students!.kafedras };
    },

    /** The days of a range that have sign-ins, each with the stamp of its latest change. */
    dayStamps: (start: string, end: string) =>
      queryRows<{ day: string; stamp: string }>(
        db,
        sql`select day::text as day, stamp::text as stamp from login_day_stamps where day between ${start}::date and
            ${end}::date order by day`,
      ),

    /**
     * Who signed in on each of the days (calendar days in TIMEZONE, as `login_days` holds them).
     * Signing in as a user (impersonation) is not a sign-in of theirs and is not recorded as one.
     */
    usersByDay: (days: string[]) =>
      queryRows<{ day: string; users: number[] }>(
        db,
        sql`select day::text as day, array_agg(user_id) as users from login_days where day =
            any(${sql.param(days)}::date[]) group by day`,
      ),

    /**
     * What each range's answer depends on, for many ranges in one statement: the directory's
     * version (students, groups, kafedras, institutes) and the latest change of the range's
     * sign-ins with the number of its days that have any.
     */
    stamps: async (ranges: { start: string; end: string }[]) => {
      const rows = await queryRows<{ structure: string; stamp: string; days: number }>(
        db,
        sql`
        select (select version from data_versions where name = 'directory') as structure,
               coalesce(max(d.stamp), 0) as stamp, count(d.day)::int as days
        from unnest(${sql.param(ranges.map((r) => r.start))}::date[], ${sql.param(ranges.map((r) => r.end))}::date[])
        with ordinality as r(first, last, i)
        left join login_day_stamps d on d.day between r.first and r.last
        group by r.i
        order by r.i`,
      );
      return rows.map((row, i) => ({
        structure: Number(row.structure),
        key: `${ranges[i]!.start}|${ranges[i]!.end}|${row.stamp}|${row.days}`,
      }));
    },
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
