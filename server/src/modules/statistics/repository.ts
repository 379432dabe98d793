import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export interface StatisticsRow {
  institute_id: number;
  institute_name: string;
  institute_short_name: string;
  kafedra_id: number | null;
  kafedra_name: string | null;
  total: number;
  active: number;
}

export function statisticsRepository(db: DbOrTx) {
  return {
    /**
     * Students per kafedra of every institute: all of them, and those whose user signed in on a
     * day from `start` to `end` (calendar days in TIMEZONE, as `login_days` holds them). Each
     * student is one index probe of `login_days`, whatever the range's length. Signing in as a
     * user (impersonation) is not a sign-in of theirs and is not recorded as one.
     */
    perKafedra: (start: string, end: string) =>
      queryRows<StatisticsRow>(
        db,
        sql`
        select i.id as institute_id, i.name as institute_name, i.short_name as institute_short_name,
               k.id as kafedra_id, k.name as kafedra_name,
               count(s.id)::int as total,
               count(s.id) filter (
                 where exists (select 1 from login_days d where d.user_id = s.user_id and d.day between ${start}::date and ${end}::date)
               )::int as active
        from institutes i
        left join kafedras k on k.institute_id = i.id
        left join groups g on g.kafedra_id = k.id
        left join students s on s.group_id = g.id
        group by i.id, k.id
        order by i.name, k.name`,
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
        select (select version from directory_version where id = 1) as structure,
               coalesce(max(d.stamp), 0) as stamp, count(d.day)::int as days
        from unnest(${sql.param(ranges.map((r) => r.start))}::date[], ${sql.param(ranges.map((r) => r.end))}::date[]) with ordinality as r(first, last, i)
        left join login_day_stamps d on d.day between r.first and r.last
        group by r.i
        order by r.i`,
      );
      return rows.map((row, i) => ({ structure: Number(row.structure), key: `${ranges[i]!.start}|${ranges[i]!.end}|${row.stamp}|${row.days}` }));
    },
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
