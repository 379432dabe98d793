import type { DbOrTx } from '../../db/client';
import { tFor } from '../auth';
import { sendPersonalNotification } from '../notifications';

/**
 * «Новый ответ в обращении #N» in the author's inbox (in their language), linking to the ticket's dialog (/support/N).
 */
export async function notifyAnswer(
  db: DbOrTx,
  a: { ticketId: number; authorUserId: number; answeredBy: number | null; sentAt?: Date },
) {
  const t = await tFor(db, a.authorUserId);
  const title = t('api:tickets.answerTitle', { ticketId: a.ticketId });
  return sendPersonalNotification(db, {
    userIds: [a.authorUserId],
    name: title,
    content:
      `<p>${title}.</p>` + `<p><a href="/support/${a.ticketId}">${t('api:tickets.answerLink')} #${a.ticketId}</a></p>`,
    createdBy: a.answeredBy,
    extraData: { ticket_id: a.ticketId },
    sentAt: a.sentAt,
  });
}
