import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';

const zoneOf = async (db: DbOrTx) =>
  (await queryRows<{ time_zone: string }>(db, sql`select time_zone from login_days_zone where id = 1`))[0]?.time_zone ??
  null;

/**
 * Makes `login_days` follow `timeZone` (TIMEZONE): on the first start after migration 0027, and
 * after TIMEZONE changed, the days are made again from `login_events` (the raw records still
 * kept), in one transaction that sign-ins wait for (as does another server starting meanwhile).
 * From then on the trigger writes each sign-in's day. Answers whether the days were made again.
 */
export async function syncLoginDays(db: Db, timeZone: string): Promise<boolean> {
  if ((await zoneOf(db)) === timeZone) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table login_events in share row exclusive mode`);
    if ((await zoneOf(tx)) === timeZone) return false;
    await tx.execute(sql`truncate login_days`);
    await tx.execute(sql`
      insert into login_days_zone (id, time_zone) values (1, ${timeZone})
      on conflict (id) do update set time_zone = excluded.time_zone`);
    await tx.execute(sql`
      insert into login_days (day, user_id)
      select distinct (at at time zone ${timeZone})::date, user_id from login_events order by 1, 2`);
    return true;
  });
}
