import { z } from 'zod';
import { audienceFilter, type AudienceFilter } from '@portal/contract';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/define';
import { audienceUsers } from '../audience';
import { publish } from '../events';
import { notifyRepository, recipientsOf } from './repository';

/** The audience stored in a notification, if it has a valid one. */
export const audienceOf = (extraData: Record<string, unknown> | null): AudienceFilter | null => {
  const parsed = audienceFilter.safeParse(extraData?.filter);
  return parsed.success ? parsed.data : null;
};

/** Recipients are written this many a transaction. */
export const SEND_BATCH = 25_000;

/**
 * Writes the recipients of a «sending» notification: its audience as it is now, in batches in
 * user id order, each batch its own transaction and each recipient once (a re-run after a crash
 * skips those already written); then it is «sent», and every recipient's open portal is told.
 * A notification that is not «sending» (sent already, or gone) is left alone.
 */
export async function deliverNotification(
  db: Db,
  id: number,
  opts: { batch?: number; afterBatch?: (written: number) => void } = {},
): Promise<boolean> {
  const row = await notifyRepository(db).byId(id);
  if (!row || row.status !== 'sending') return false;
  const audience = audienceOf(row.extraData);
  if (audience) {
    const users = audienceUsers(audience);
    let after = 0;
    let batches = 0;
    for (;;) {
      const last = await db.transaction((tx) =>
        notifyRepository(tx).addRecipients(id, users, after, opts.batch ?? SEND_BATCH),
      );
      if (last === null) break;
      after = last;
      opts.afterBatch?.(++batches);
    }
  }
  return db.transaction(async (tx) => {
    if (!(await notifyRepository(tx).markSent(id))) return false;
    await publish(tx, { userIds: [], alsoUsers: recipientsOf(id), type: 'notifications.unread', payload: {} });
    return true;
  });
}

/** The job a send starts (001 §4): it writes the recipients; a re-run after a crash finishes the work. */
export const sendNotificationJob = defineJob({
  name: 'notifications.send',
  payload: z.object({ id: z.number().int() }),
  expireInSeconds: 600,
  handler: async ({ id }, { db, log }) => {
    if (await deliverNotification(db, id)) log.info({ notification: id }, 'notification sent');
  },
});
