import type { DbOrTx } from '../../db/client';
import { sanitizeRichText, shortText } from '../../lib/html';
import { publish } from '../events';
import { inboxRepository } from './repository';

/** A notification to some users, sent at once (support's answer to their ticket, a timetable change and the like). */
export interface PersonalNotification {
  userIds: number[];
  name: string;
  /** HTML: sanitised here before it is stored. */
  content: string;
  createdBy: number | null;
  /** What the notification is about, for a client that links to it (`{ ticket_id }`). */
  extraData?: Record<string, unknown>;
  /** When it was sent: now unless given (the demo data's past answers). */
  sentAt?: Date;
}

/**
 * Puts a personal notification in its users' inboxes, inside the caller's transaction; one sent now
 * tells their open tabs (their bell counts it at once).
 */
export async function sendPersonalNotification(db: DbOrTx, n: PersonalNotification): Promise<number> {
  const content = sanitizeRichText(n.content);
  const id = await inboxRepository(db).insertPersonal({
    name: n.name,
    content,
    shortContent: shortText(content),
    createdBy: n.createdBy,
    extraData: n.extraData ?? null,
    userIds: n.userIds,
    sentAt: n.sentAt ?? null,
  });
  if (!n.sentAt) await publish(db, { userIds: n.userIds, type: 'notifications.unread', payload: {} });
  return id;
}
