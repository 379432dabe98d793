import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { nthCreatedSince } from '../../db/created-within';
import { CREATIONS_PER_HOUR, creationWindowStart } from '../../lib/creation-limit';
import { admins, ticketMessages, ticketSubjects, ticketTagLinks, ticketTags, tickets, users } from '../../db/schema';
import { ticketWrites } from './writes-repository';
import { listColumns } from './list-repository';

/** The users of the admin accounts, as a query: the desk, told of what authors do. */
export const deskUsers = sql`select ${admins.userId} from ${admins}`;

export type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketsRepository>['byId']>>;

export function ticketsRepository(db: DbOrTx) {
  return {
    /** When the 20th newest of a person's tickets of the last hour was opened (lib/creation-limit.ts). */
    oldestOfHour: (userId: number) =>
      nthCreatedSince(
        db,
        { table: tickets, author: tickets.authorUserId, createdAt: tickets.createdAt },
        userId,
        CREATIONS_PER_HOUR,
        creationWindowStart(),
      ),
    subjects: () =>
      db
        .select({ id: ticketSubjects.id, name: ticketSubjects.name })
        .from(ticketSubjects)
        .orderBy(asc(ticketSubjects.name)),
    tags: () => db.select({ id: ticketTags.id, name: ticketTags.name }).from(ticketTags).orderBy(asc(ticketTags.name)),

    async subjectExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: ticketSubjects.id }).from(ticketSubjects).where(eq(ticketSubjects.id, id));
      return row !== undefined;
    },

    async existingTags(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      return (await db.select({ id: ticketTags.id }).from(ticketTags).where(inArray(ticketTags.id, ids))).map(
        (r) => r.id,
      );
    },

    async byId(id: number) {
      const [row] = await db
        .select({
          ...listColumns,
          comment: tickets.comment,
          autoCloseAt: tickets.autoCloseAt,
          reviewRating: tickets.reviewRating,
          reviewComment: tickets.reviewComment,
          reviewedAt: tickets.reviewedAt,
        })
        .from(tickets)
        .innerJoin(ticketSubjects, eq(ticketSubjects.id, tickets.subjectId))
        .innerJoin(users, eq(users.id, tickets.authorUserId))
        .where(eq(tickets.id, id));
      return row;
    },

    /**
     * The ticket's status and author, its row locked until the transaction ends (messages and
     * state changes queue on it), with the name of the user about to write in it.
     */
    async lock(id: number, writerUserId: number) {
      const writer = alias(users, 'writer');
      const [row] = await db
        .select({
          id: tickets.id,
          statusId: tickets.statusId,
          authorUserId: tickets.authorUserId,
          isRead: tickets.isRead,
          writer: { surname: writer.surname, name: writer.name, patronymic: writer.patronymic },
        })
        .from(tickets)
        .innerJoin(writer, eq(writer.id, writerUserId))
        .where(eq(tickets.id, id))
        .for('update', { of: tickets });
      return row;
    },

    messages: (ticketId: number) =>
      db
        .select({
          id: ticketMessages.id,
          authorType: ticketMessages.authorType,
          accountKey: ticketMessages.authorAccountKey,
          accountId: ticketMessages.authorAccountId,
          createdAt: ticketMessages.createdAt,
          message: ticketMessages.message,
          surname: users.surname,
          name: users.name,
          patronymic: users.patronymic,
        })
        .from(ticketMessages)
        .leftJoin(users, eq(users.id, ticketMessages.authorUserId))
        .where(eq(ticketMessages.ticketId, ticketId))
        .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)),

    tagsOf: (ticketId: number) =>
      db
        .select({ id: ticketTags.id, name: ticketTags.name })
        .from(ticketTagLinks)
        .innerJoin(ticketTags, eq(ticketTags.id, ticketTagLinks.tagId))
        .where(eq(ticketTagLinks.ticketId, ticketId))
        .orderBy(asc(ticketTags.name)),

    ...ticketWrites(db),
  };
}
export type TicketsRepository = ReturnType<typeof ticketsRepository>;
