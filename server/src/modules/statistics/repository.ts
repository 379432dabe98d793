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
     * Students per kafedra of every institute: all of them, and those whose user signed in
     * between the start of `start` and the end of `end` (calendar days in `timeZone`). Signing
     * in as a user (impersonation) is not a sign-in of theirs and is not recorded as one.
     */
    perKafedra: (start: string, end: string, timeZone: string) =>
      queryRows<StatisticsRow>(
        db,
        sql`
        with active as (
          select distinct user_id from login_events
          where at >= (${start}::date)::timestamp at time zone ${timeZone}
            and at < (${end}::date + 1)::timestamp at time zone ${timeZone}
        )
        select i.id as institute_id, i.name as institute_name, i.short_name as institute_short_name,
               k.id as kafedra_id, k.name as kafedra_name,
               count(s.id)::int as total, count(a.user_id)::int as active
        from institutes i
        left join kafedras k on k.institute_id = i.id
        left join groups g on g.kafedra_id = k.id
        left join students s on s.group_id = g.id
        left join active a on a.user_id = s.user_id
        group by i.id, k.id
        order by i.name, k.name`,
      ),
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
