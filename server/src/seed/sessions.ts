import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

const HOUR = 3_600_000;

/** Devices the demo student left signed in (issue 32: «Сеансы» in «Настройки»). */
const DEVICES = [
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Version/18.1 Mobile/15E148 Safari/604.1',
    ip: '85.140.12.7',
    signedInHoursAgo: 50,
    seenHoursAgo: 3,
  },
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/131.0.0.0 Safari/537.36',
    ip: '10.20.4.31',
    signedInHoursAgo: 120,
    seenHoursAgo: 118,
  },
];

/**
 * Two sessions the demo student opened before: a phone and a library computer, so that their
 * «Сеансы» list has others to end from the first start. Their tokens are random and never kept:
 * nobody can use these sessions.
 */
export async function seedDemoSessions(db: DbOrTx, opts: { now: Date; userId: number }): Promise<number> {
  for (const d of DEVICES) {
    const hoursAgo = (hours: number) => new Date(opts.now.getTime() - hours * HOUR).toISOString();
    await db.execute(sql`
      with opened as (
        insert into sessions (user_id, token_hash, created_at, expires_at, account_key, account_id, user_agent, ip)
        select ${opts.userId}, ${randomBytes(32).toString('hex')}, ${hoursAgo(d.signedInHoursAgo)}::timestamptz,
               ${opts.now.toISOString()}::timestamptz + interval '30 days', 'student', s.id, ${d.userAgent},
               ${d.ip}::inet
        from students s where s.user_id = ${opts.userId} order by s.id limit 1
        returning id
      )
      insert into sessions_seen (session_id, at) select id, ${hoursAgo(d.seenHoursAgo)}::timestamptz from opened`);
  }
  return DEVICES.length;
}
