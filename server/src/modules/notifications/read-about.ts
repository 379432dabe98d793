import type { DbOrTx } from '../../db/client';
import { publish } from '../events';
import { inboxRepository } from './repository';
import type { UnreadCountCache } from './unread-cache';

/**
 * What a notification is about, as its `extra_data` names it: support's answer to a ticket
 * (`{ ticket_id }`), a poll to take (`{ poll_uuid }`).
 */
export type NotificationMatter = { ticket_id: number } | { poll_uuid: string };

/**
 * Marks read the user's unread notifications about a matter they have just dealt with (opened the
 * ticket, answered the poll): the bell's count drops on this instance at once (`counts`) and in the
 * user's tabs and on every instance by the live event. Answers how many were marked.
 */
export async function markNotificationsReadAbout(
  db: DbOrTx,
  userId: number,
  matter: NotificationMatter,
  counts?: UnreadCountCache,
): Promise<number> {
  const marked = await inboxRepository(db).markReadAbout(userId, matter);
  if (marked > 0) {
    counts?.forget([userId]);
    await publish(db, { userIds: [userId], type: 'notifications.unread', payload: {} });
  }
  return marked;
}
