import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { bumpDataVersion } from '../../db/data-versions';
import { admins, calendarFeeds, employees, pushSubscriptions, students, users } from '../../db/schema';

/** One account of a file: its external id and the day it says the person left (null: they are here). */
export interface FileAccount {
  externalId: string;
  leftDay: string | null;
}

/**
 * Who of a file's kind leaves and who comes back (issue 33), decided per user in one statement
 * over the kind's accounts and the file's: a user leaves when every account of theirs of this kind
 * is gone (in the file with `left_at`, or missing from a full file: `missingLeave`) and they have
 * no account of the other kind and are no admin (such a person is still at the university, or is
 * the portal's own to manage); they come back when an account of theirs is in the file without
 * `left_at`, unless their personal data was already removed (the retention job). Leaving ends the
 * sessions (migration 0038's trigger), the calendar links and the push subscriptions.
 */
export function leaversRepository(db: DbOrTx) {
  return {
    /** Whether anybody has left at all: a file without `left_at` then brings nobody back. */
    async anyLeavers(): Promise<boolean> {
      const [row] = await queryRows<{ yes: boolean }>(
        db,
        sql`select exists (select 1 from ${users} where ${users.leftAt} is not null) as yes`,
      );
      return row?.yes ?? false;
    },

    async settleLeavers(
      kind: 'student' | 'employee',
      file: readonly FileAccount[],
      missingLeave: boolean,
      timeZone: string,
    ): Promise<{ left: number; returned: number }> {
      const [table, other] = kind === 'student' ? [students, employees] : [employees, students];
      const ids = sql.param(file.map((a) => a.externalId));
      const days = sql.param(file.map((a) => a.leftDay));
      // Without a full file only the users of the file's accounts are decided.
      const ofFile = sql`a.user_id in (select b.user_id from ${table} b join file g on g.external_id = b.external_id)`;
      const [row] = await queryRows<{ left_ids: number[]; returned: number }>(
        db,
        sql`with file as (
            select * from unnest(${ids}::text[], ${days}::date[]) as f(external_id, left_day)
          ), accounts as (
            select a.user_id, f.external_id is not null as in_file, f.left_day
            from ${table} a left join file f on f.external_id = a.external_id
            where ${missingLeave ? sql`true` : ofFile}
          ), per_user as (
            select user_id,
              bool_or(in_file and left_day is null) as present,
              bool_and(in_file and left_day is not null or not in_file and ${missingLeave}) as gone,
              max(left_day) as left_day
            from accounts group by user_id
          ), leaving as (
            update ${users} u set left_at = coalesce(p.left_day::timestamp at time zone ${timeZone}, now())
            from per_user p
            where u.id = p.user_id and p.gone and not p.present and u.left_at is null
              and not exists (select 1 from ${other} o where o.user_id = u.id)
              and not exists (select 1 from ${admins} ad where ad.user_id = u.id)
            returning u.id
          ), back as (
            update ${users} u set left_at = null
            from per_user p
            where u.id = p.user_id and p.present and u.left_at is not null and u.anonymized_at is null
            returning u.id
          )
          select coalesce((select array_agg(id) from leaving), '{}') as left_ids,
            (select count(*)::int from back) as returned`,
      );
      const left = row?.left_ids ?? [];
      const returned = row?.returned ?? 0;
      if (left.length) {
        const of = sql`any(${sql.param(left)}::int[])`;
        await db.delete(calendarFeeds).where(sql`${calendarFeeds.userId} = ${of}`);
        await db.delete(pushSubscriptions).where(sql`${pushSubscriptions.userId} = ${of}`);
      }
      if (left.length || returned) await bumpDataVersion(db, 'directory');
      return { left: left.length, returned };
    },
  };
}
