import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { todayIn } from '../../lib/days';
import { copiesRepository, DIGEST_TIME } from './copies-repository';

const [hour, minute] = DIGEST_TIME.split(':').map(Number);

/**
 * At DIGEST_TIME (18:00 in the university's time zone) the daily digests are queued, one for each
 * person who chose one letter a day and has messages unread since their last one; the sender
 * writes each when it is its turn, from what is still unread then.
 */
export function digestJob(timeZone: string) {
  return defineJob({
    name: 'outreach.digest',
    payload: z.object({ day: z.iso.date().optional() }),
    schedule: `${minute} ${hour} * * *`,
    policy: 'exclusive',
    handler: async ({ day }, { db, log }) => {
      const queued = await copiesRepository(db).queueDigests(day ?? todayIn(timeZone), timeZone);
      log.info({ queued }, 'daily digests queued');
    },
  });
}
