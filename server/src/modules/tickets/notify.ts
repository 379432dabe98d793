import { ticketStrings } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { sendPersonalNotification } from '../notifications/personal';

/** «Новый ответ в обращении #N» in the author's inbox, linking to the ticket's dialog (/support/N). */
export const notifyAnswer = (db: DbOrTx, a: { ticketId: number; authorUserId: number; answeredBy: number | null; sentAt?: Date }) =>
  sendPersonalNotification(db, {
    userIds: [a.authorUserId],
    name: ticketStrings.answerTitle(a.ticketId),
    content: `<p>${ticketStrings.answerTitle(a.ticketId)}.</p><p><a href="/support/${a.ticketId}">${ticketStrings.answerLink} #${a.ticketId}</a></p>`,
    createdBy: a.answeredBy,
    extraData: { ticket_id: a.ticketId },
    sentAt: a.sentAt,
  });
