import { TICKET_STATUS, type Ticket } from '@portal/contract';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/http-error';
import type { TicketScope } from '../../policy';
import { t } from '../../i18n';
import { recordAudit } from '../audit';
import { markNotificationsReadAbout, type UnreadCountCache } from '../notifications';
import { ticketChanged } from './events';
import { ticketsRepository } from './repository';
import type { TicketViews } from './ticket-views';

/** What the support desk does to a ticket: its status, comment and tags, read mark and auto-close. */
export function ticketDesk(db: Db, { read, lockFor, autoCloseAnswer }: TicketViews, counts?: UnreadCountCache) {
  return {
    /** The desk sets the status (3 closes, and ends any auto-close), the comment or the tags. */
    async update(
      scope: TicketScope,
      id: number,
      body: { status_id?: number; comment?: string | null; tags?: number[] },
      ip: string | null = null,
    ): Promise<Ticket> {
      return db.transaction(async (tx) => {
        const repo = ticketsRepository(tx);
        const ticket = await lockFor(tx, scope, id);
        if (body.tags) {
          const tagIds = [...new Set(body.tags)];
          const known = await repo.existingTags(tagIds);
          if (known.length !== tagIds.length)
            throw unprocessable(t('api:tickets.tagNotFound'), { tags: [t('api:tickets.tagNotFound')] });
          await repo.replaceTags(id, tagIds);
        }
        const set: Parameters<typeof repo.update>[1] = {};
        if (body.comment !== undefined) set.comment = body.comment?.trim() || null;
        if (body.status_id !== undefined && body.status_id !== ticket.statusId) {
          set.statusId = body.status_id;
          set.closedAt = body.status_id === TICKET_STATUS.closed ? new Date() : null;
          if (body.status_id === TICKET_STATUS.closed) set.autoCloseAt = null;
        }
        if (Object.keys(set).length) await repo.update(id, set);
        if (set.statusId !== undefined) {
          await recordAudit(tx, {
            actorUserId: scope.auth.userId,
            action: 'ticket_status',
            targetUserId: ticket.authorUserId,
            ip,
            details: { ticket_id: id, from: ticket.statusId, to: set.statusId },
          });
        }
        await ticketChanged(tx, {
          ticketId: id,
          authorUserId: ticket.authorUserId,
          by: 'desk',
          kind: set.statusId === TICKET_STATUS.closed ? 'closed' : 'updated',
        });
        return read(tx, scope, id);
      });
    },

    /**
     * Opening a ticket (000 §4). The desk's (but for an admin's own ticket) marks it read by support.
     * Its author's has read support's answers: the inbox's «Новый ответ в обращении #N» about it are
     * marked read (issue 29 §18; not while an admin is signed in as the author).
     */
    async markRead(scope: TicketScope, id: number) {
      const { auth } = scope;
      const ticket = await db.transaction(async (tx) => {
        const row = await lockFor(tx, scope, id);
        if (!scope.desk || row.authorUserId === auth.userId) return row;
        await ticketsRepository(tx).update(id, { isRead: true });
        await ticketChanged(tx, { ticketId: id, authorUserId: row.authorUserId, by: 'desk', kind: 'read' });
        return { ...row, isRead: true };
      });
      if (ticket.authorUserId === auth.userId && auth.impersonatorUserId === null)
        await markNotificationsReadAbout(db, auth.userId, { ticket_id: id }, counts);
      return { is_read: ticket.isRead };
    },

    /** Auto-close in `days` days from now (000 §4); a closed ticket has nothing to close. */
    async enableAutoClose(scope: TicketScope, id: number, days: number, ip: string | null = null) {
      return db.transaction(async (tx) => {
        const ticket = await lockFor(tx, scope, id);
        const row = await ticketsRepository(tx).enableAutoClose(id, days);
        if (!row?.autoCloseAt) throw unprocessable(t('api:tickets.autoCloseClosed'));
        await recordAudit(tx, {
          actorUserId: scope.auth.userId,
          action: 'ticket_auto_close',
          targetUserId: ticket.authorUserId,
          ip,
          details: { ticket_id: id, days, date: row.autoCloseAt.toISOString() },
        });
        await ticketChanged(tx, { ticketId: id, authorUserId: ticket.authorUserId, by: 'desk', kind: 'auto-close' });
        return autoCloseAnswer(row.autoCloseAt);
      });
    },

    async disableAutoClose(scope: TicketScope, id: number, ip: string | null = null) {
      return db.transaction(async (tx) => {
        const ticket = await lockFor(tx, scope, id);
        await ticketsRepository(tx).update(id, { autoCloseAt: null });
        await recordAudit(tx, {
          actorUserId: scope.auth.userId,
          action: 'ticket_auto_close',
          targetUserId: ticket.authorUserId,
          ip,
          details: { ticket_id: id, date: null },
        });
        await ticketChanged(tx, { ticketId: id, authorUserId: ticket.authorUserId, by: 'desk', kind: 'auto-close' });
        return autoCloseAnswer(null);
      });
    },
  };
}
