import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Deletes by `batch` rows a statement, so that no statement holds many locks or runs long. */
async function deleteInBatches(db: Db, statement: (batch: number) => SQL, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (${statement(batch)} returning 1) select count(*)::int as n from gone`,
    );
    total += row!.n;
    if (row!.n < batch) return total;
  }
}

/**
 * Sign-in records older than `retentionDays` (LOGIN_RETENTION_DAYS) are deleted, and with them
 * the statistics' days before the first day that still has all of its records: the statistics
 * of older ranges count nobody. Run daily by the job `statistics.prune`.
 */
export async function pruneSignIns(
  db: Db,
  retentionDays: number,
  batch = 10_000,
): Promise<{ events: number; days: number }> {
  const cutoff = sql`(now() - make_interval(days => ${retentionDays}))`;
  const events = await deleteInBatches(
    db,
    (n) => sql`delete from login_events where id in (select id from login_events where at < ${cutoff} limit ${n})`,
    batch,
  );
  const firstDay = sql`(select (${cutoff} at time zone z.time_zone)::date from login_days_zone z where z.id = 1)`;
  const days = await deleteInBatches(
    db,
    (n) =>
      sql`delete from login_days where (day, user_id) in (select day, user_id from login_days where day < ${firstDay}
          limit ${n})`,
    batch,
  );
  await db.execute(sql`delete from login_day_stamps where day < ${firstDay}`);
  return { events, days };
}
