import {
  MY_TICKET_PAGE_SIZE,
  TICKET_AUTHOR,
  TICKET_PAGE_SIZE,
  TICKET_STATUS,
  type PaginationMeta,
  type Ticket,
  type TicketListItem,
  type TicketListQuery,
  type TicketMessage,
  type TicketReview,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { checkCreationLimit } from '../../lib/creation-limit';
import { notFound, unprocessable } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import { authorize } from '../../authorize';
import type { TicketScope } from '../../policy';
import { ticketChanged } from './events';
import type { Files } from '../files';
import { cleanMessage as cleanThreadMessage } from '../threads';
import type { UnreadCountCache } from '../notifications';
import { notifyAnswer } from './notify';
import { ticketsRepository } from './repository';
import { ticketDesk } from './desk-service';
import { messageFiles, ticketViews } from './ticket-views';
import { ticketListsRepository } from './list-repository';
import { t } from '../../i18n';

const cleanMessage = (html: string) => cleanThreadMessage(html, t('api:tickets.messageEmpty'));

export function ticketsService(db: Db, timeZone: string, files: Files, counts?: UnreadCountCache) {
  const views = ticketViews(timeZone, files);
  const { shown, listItems, messageOut, read, lockFor } = views;
  const lists = ticketListsRepository(db);

  return {
    subjects: () => ticketsRepository(db).subjects(),
    tags: () => ticketsRepository(db).tags(),

    async list(q: TicketListQuery): Promise<{ items: TicketListItem[]; meta: PaginationMeta }> {
      const { page, ...filter } = q;
      const { rows, total } = await lists.desk(filter, timeZone, TICKET_PAGE_SIZE, offsetOf(page, TICKET_PAGE_SIZE));
      return { items: listItems(rows), meta: pageMeta(total, TICKET_PAGE_SIZE, page) };
    },

    async mine(userId: number, page: number): Promise<{ items: TicketListItem[]; meta: PaginationMeta }> {
      const { rows, total } = await lists.mine(userId, MY_TICKET_PAGE_SIZE, offsetOf(page, MY_TICKET_PAGE_SIZE));
      return { items: listItems(rows), meta: pageMeta(total, MY_TICKET_PAGE_SIZE, page) };
    },

    get: (scope: TicketScope, id: number) => read(db, scope, id),

    /** A user opens a ticket (README decision 3): it waits for support, unread. */
    async create(
      scope: TicketScope,
      body: { subject_id: number; sub_subject: string; message: string; files: string[] },
    ): Promise<Ticket> {
      const message = cleanMessage(body.message);
      if (!(await ticketsRepository(db).subjectExists(body.subject_id)))
        throw unprocessable(t('api:tickets.subjectNotFound'), { subject_id: [t('api:tickets.subjectNotFound')] });
      const { auth } = scope;
      checkCreationLimit(await ticketsRepository(db).oldestOfHour(auth.userId));
      return db.transaction(async (tx) => {
        const repo = ticketsRepository(tx);
        const ticketId = await repo.insertTicket({
          authorUserId: auth.userId,
          authorAccountKey: auth.accountKey,
          authorAccountId: auth.accountId,
          subjectId: body.subject_id,
          subSubject: body.sub_subject,
        });
        const m = await repo.insertMessage({
          ticketId,
          authorUserId: auth.userId,
          authorType: TICKET_AUTHOR.user,
          authorAccountKey: auth.accountKey,
          authorAccountId: auth.accountId,
          message,
          impersonatedBy: auth.impersonatorUserId,
        });
        await messageFiles.attach(tx, files, m.id, auth.userId, body.files);
        await ticketChanged(tx, { ticketId, authorUserId: auth.userId, by: 'user', kind: 'created' });
        return read(tx, { desk: false, auth }, ticketId);
      });
    },

    /**
     * A message in a ticket's dialog (000 §4). The author's: the ticket waits for support again,
     * unread, and its auto-close is cancelled. Support's: it waits for the user, who gets «Новый
     * ответ в обращении #N» in the inbox. A closed ticket takes no message from anybody.
     */
    async message(scope: TicketScope, id: number, body: { message: string; files: string[] }): Promise<TicketMessage> {
      const message = cleanMessage(body.message);
      const { auth } = scope;
      let answered: number | null = null;
      const out = await db.transaction(async (tx) => {
        const repo = ticketsRepository(tx);
        const ticket = await lockFor(tx, scope, id);
        if (ticket.statusId === TICKET_STATUS.closed)
          throw unprocessable(t('api:tickets.closed'), { message: [t('api:tickets.closed')] });
        // An admin writes as support, but in a ticket of their own as its author (they asked support too).
        const desk = scope.desk && ticket.authorUserId !== auth.userId;
        const authorType = desk ? TICKET_AUTHOR.admin : TICKET_AUTHOR.user;
        // Support's answer waits for the user, read; the author's waits for support, unread, and ends any auto-close.
        const set = desk
          ? { statusId: TICKET_STATUS.waitingUser, isRead: true }
          : { statusId: TICKET_STATUS.waitingSupport, isRead: false, autoCloseAt: null };
        const m = await repo.insertMessageAndUpdate(
          {
            ticketId: id,
            authorUserId: auth.userId,
            authorType,
            authorAccountKey: auth.accountKey,
            authorAccountId: auth.accountId,
            message,
            impersonatedBy: auth.impersonatorUserId,
          },
          set,
        );
        const attached = await messageFiles.attach(tx, files, m.id, auth.userId, body.files);
        if (desk) {
          await notifyAnswer(tx, { ticketId: id, authorUserId: ticket.authorUserId, answeredBy: auth.userId });
          answered = ticket.authorUserId;
        }
        await ticketChanged(tx, {
          ticketId: id,
          authorUserId: ticket.authorUserId,
          by: desk ? 'desk' : 'user',
          kind: 'message',
        });
        return messageOut(
          { ...m, authorType, accountKey: auth.accountKey, accountId: auth.accountId, message, ...ticket.writer },
          attached,
        );
      });
      // This instance's count of the author's unread is stale at once; the others' follow the NOTIFY.
      if (answered !== null) counts?.forget([answered]);
      return out;
    },

    /** The author rates the answer of their closed ticket, once. */
    async review(
      scope: TicketScope,
      id: number,
      body: { rating: number; comment?: string | null },
    ): Promise<TicketReview> {
      const { auth } = scope;
      return db.transaction(async (tx) => {
        const ticket = await ticketsRepository(tx).lock(id, auth.userId);
        if (!ticket || !authorize(auth, 'ticketReview', ticket)) throw notFound(t('api:tickets.notFound'));
        if (ticket.statusId !== TICKET_STATUS.closed)
          throw unprocessable(t('api:tickets.reviewNotClosed'), { rating: [t('api:tickets.reviewNotClosed')] });
        const comment = body.comment?.trim() || null;
        const at = await ticketsRepository(tx).review(id, body.rating, comment);
        if (!at) throw unprocessable(t('api:tickets.reviewTwice'), { rating: [t('api:tickets.reviewTwice')] });
        await ticketChanged(tx, { ticketId: id, authorUserId: ticket.authorUserId, by: 'user', kind: 'reviewed' });
        return { rating: body.rating, comment, created_at: shown(at) };
      });
    },
    ...ticketDesk(db, views, counts),
  };
}
export type TicketsService = ReturnType<typeof ticketsService>;

/**
 * Closes the tickets whose auto-close date has come, `batchSize` at a time, each batch in its own
 * transaction; the jobs module's pg-boss schedules it. Concurrent callers share the work (rows
 * locked by one are skipped by the other: FOR UPDATE SKIP LOCKED), so each ticket is closed once;
 * a second run finds nothing to close. Answers the ids it closed.
 */
export async function closeDueTickets(db: Db, now: Date = new Date(), batchSize = 500): Promise<number[]> {
  const closed: number[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await ticketsRepository(tx).closeDueBatch(now, batchSize);
      for (const r of rows)
        await ticketChanged(tx, { ticketId: r.id, authorUserId: r.author_user_id, by: 'system', kind: 'closed' });
      return rows;
    });
    closed.push(...batch.map((r) => r.id));
    if (batch.length < batchSize) return closed;
  }
}
