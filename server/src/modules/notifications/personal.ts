import type { DbOrTx } from '../../db/client';
import { sanitizeRichText, shortText } from '../../lib/html';
import { publish } from '../events/publish';
import { inboxRepository } from './repository';

/** A notification to one user, sent at once (support's answer to their ticket and the like). */
export interface PersonalNotification {
  userId: number;
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
 * Puts a personal notification in a user's inbox, inside the caller's transaction; one sent now
 * tells the user's open tabs (their bell counts it at once).
 */
export async function sendPersonalNotification(db: DbOrTx, n: PersonalNotification): Promise<number> {
  const content = sanitizeRichText(n.content);
  const id = await inboxRepository(db).insertPersonal({ name: n.name, content, shortContent: shortText(content), createdBy: n.createdBy, extraData: n.extraData ?? null, userId: n.userId, sentAt: n.sentAt ?? null });
  if (!n.sentAt) await publish(db, { userIds: [n.userId], type: 'notifications.unread', payload: {} });
  return id;
}
