import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * A month of sign-ins, so that the login statistics have something to show: in each institute a
 * different share of the students (25–75 %) and most employees signed in one to three times,
 * at times spread over the 30 days before `now`. Deterministic from the seed (hashtext), one
 * statement each.
 */
export async function recordDemoLogins(db: DbOrTx, opts: { seed: number; now: Date }): Promise<number> {
  const minutes = 30 * 24 * 60;
  const students = await db.execute(sql`
    insert into login_events (user_id, account_key, account_id, at, remember)
    select s.user_id, 'student', s.id,
           ${opts.now.toISOString()}::timestamptz - mod(abs(hashtext(s.id || ':' || k || ':' || ${opts.seed})),
           ${minutes}) * interval '1 minute',
           k = 1
    from students s
    join groups g on g.id = s.group_id
    join kafedras kf on kf.id = g.kafedra_id
    cross join generate_series(1, 3) k
    where mod(abs(hashtext(s.id || ':' || ${opts.seed})), 100) < 25 + mod(kf.institute_id * 17, 51)
      and (k = 1 or mod(abs(hashtext(s.id || ':' || k || ':' || ${opts.seed})), 3) = 0)`);
  const employees = await db.execute(sql`
    insert into login_events (user_id, account_key, account_id, at, remember)
    select e.user_id, 'employee', e.id,
           ${opts.now.toISOString()}::timestamptz - mod(abs(hashtext('e' || e.id || ':' || ${opts.seed})), ${minutes})
           * interval '1 minute',
           true
    from employees e
    where mod(abs(hashtext('e' || e.id || ':' || ${opts.seed})), 100) < 70`);
  return affected(students) + affected(employees);
}

/** node-postgres answers `rowCount`, PGlite `affectedRows`. */
const affected = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};
