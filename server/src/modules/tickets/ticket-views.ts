import { say, ticketStatusNames, type Ticket, type TicketListItem, type TicketMessage } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { shownTimeFormat } from '../../lib/shown-time';
import { authorize } from '../../authorize';
import type { TicketScope } from '../../policy';
import { t } from '../../i18n';
import type { Files } from '../files';
import { threadFiles, threadMessageOut, type ThreadMessageRow } from '../threads';
import { ticketsRepository } from './repository';
import type { TicketListRow } from './list-repository';

export const messageFiles = threadFiles('ticket_message');

/**
 * How tickets and their messages are answered (times in the university's zone), and the two ways
 * a call reaches a ticket: to read it as the scope sees it, and to lock one it may write in.
 */
export function ticketViews(timeZone: string, files: Files) {
  const shown = shownTimeFormat(timeZone);

  /** A status's name in the request's language. */
  const statusNameOf = (id: number) => (id in ticketStatusNames ? say(`ticketStatus.${id as 1 | 2 | 3}`) : '');

  const listItem = (r: TicketListRow, statusName = statusNameOf): TicketListItem => ({
    id: r.id,
    sub_subject: r.subSubject,
    subject: { id: r.subjectId, name: r.subjectName },
    status: { id: r.statusId, name: statusName(r.statusId) },
    author: {
      id: r.authorId,
      surname: r.authorSurname,
      name: r.authorName,
      patronymic: r.authorPatronymic,
      account_key: r.authorAccountKey,
      account_id: r.authorAccountId,
    },
    create_at: shown(r.createdAt),
    is_read: r.isRead,
  });

  /** A page's items, each status named once. */
  const listItems = (rows: TicketListRow[]): TicketListItem[] => {
    const named = new Map<number, string>();
    const statusName = (id: number) => named.get(id) ?? named.set(id, statusNameOf(id)).get(id)!;
    return rows.map((r) => listItem(r, statusName));
  };

  const messageOut = (
    m: Omit<ThreadMessageRow, 'side'> & { authorType: number },
    attached: TicketMessage['files'],
  ): TicketMessage => threadMessageOut(shown, { ...m, side: m.authorType }, attached);

  async function messagesOf(tx: DbOrTx, ticketId: number): Promise<TicketMessage[]> {
    const rows = await ticketsRepository(tx).messages(ticketId);
    const attached = await messageFiles.of(
      tx,
      files,
      rows.map((m) => m.id),
    );
    return rows.map((m) => messageOut(m, attached.get(m.id) ?? []));
  }

  /** A ticket as the scope sees it; a user's view of another's ticket is not found. */
  async function read(tx: DbOrTx, scope: TicketScope, id: number): Promise<Ticket> {
    const repo = ticketsRepository(tx);
    const row = await repo.byId(id);
    if (!row || !authorize(scope.auth, 'ticket', { authorUserId: row.authorId }))
      throw notFound(t('api:tickets.notFound'));
    const [messages, tags] = await Promise.all([
      messagesOf(tx, id),
      scope.desk ? repo.tagsOf(id) : Promise.resolve([]),
    ]);
    const ticket: Ticket = {
      ...listItem(row),
      auto_close_at: row.autoCloseAt?.toISOString() ?? null,
      auto_close_date: row.autoCloseAt ? shown(row.autoCloseAt) : null,
      review:
        row.reviewRating !== null && row.reviewedAt
          ? { rating: row.reviewRating, comment: row.reviewComment, created_at: shown(row.reviewedAt) }
          : null,
      messages,
    };
    if (scope.desk) Object.assign(ticket, { comment: row.comment, tags });
    return ticket;
  }

  /** Locks a ticket the scope may write in, for the rest of the transaction. */
  async function lockFor(tx: DbOrTx, scope: TicketScope, id: number) {
    const row = await ticketsRepository(tx).lock(id, scope.auth.userId);
    if (!row || !authorize(scope.auth, 'ticket', row)) throw notFound(t('api:tickets.notFound'));
    return row;
  }

  /** The auto-close's date as the ticket's other dates are shown (000 §7 `result.date`), its ISO time beside it. */
  const autoCloseAnswer = (at: Date | null) => ({
    date: at ? shown(at) : null,
    auto_close_at: at?.toISOString() ?? null,
  });

  return { shown, listItem, listItems, messageOut, read, lockFor, autoCloseAnswer };
}
export type TicketViews = ReturnType<typeof ticketViews>;
