import { and, asc, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { TicketListQuery } from '@portal/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/search-text';
import { nthCreatedSince } from '../../db/created-within';
import { CREATIONS_PER_HOUR, creationWindowStart } from '../../lib/creation-limit';
import { admins, ticketMessages, ticketSubjects, ticketTagLinks, ticketTags, tickets, users } from '../../db/schema';
import { ticketWrites } from './writes-repository';

const listColumns = {
  id: tickets.id,
  subSubject: tickets.subSubject,
  subjectId: tickets.subjectId,
  subjectName: ticketSubjects.name,
  statusId: tickets.statusId,
  authorId: tickets.authorUserId,
  authorSurname: users.surname,
  authorName: users.name,
  authorPatronymic: users.patronymic,
  authorAccountKey: tickets.authorAccountKey,
  authorAccountId: tickets.authorAccountId,
  createdAt: tickets.createdAt,
  isRead: tickets.isRead,
};

/** The start of a calendar day (YYYY-MM-DD) in the university's time zone, plus `days`. */
const dayStart = (day: string, timeZone: string, days = 0): SQL =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${timeZone})`;

/** The desk's filter as a condition on `tickets`. */
function filterOf(q: Omit<TicketListQuery, 'page'>, timeZone: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    q.status?.length ? inArray(tickets.statusId, q.status) : undefined,
    q.subject?.length ? inArray(tickets.subjectId, q.subject) : undefined,
    q.id !== undefined ? eq(tickets.id, q.id) : undefined,
    q.sub_subject ? like(tickets.subSubjectKey, containsPattern(q.sub_subject)) : undefined,
    q.date_from ? gte(tickets.createdAt, dayStart(q.date_from, timeZone)) : undefined,
    q.date_to ? lt(tickets.createdAt, dayStart(q.date_to, timeZone, 1)) : undefined,
  ];
  if (q.tags?.length) {
    // Tickets with any of the tags.
    parts.push(
      sql`exists (select 1 from ${ticketTagLinks} where ${ticketTagLinks.ticketId} = ${tickets.id} and
          ${inArray(ticketTagLinks.tagId, q.tags)})`,
    );
  }
  return and(...parts);
}

/** The users of the admin accounts, as a query: the desk, told of what authors do. */
export const deskUsers = sql`select ${admins.userId} from ${admins}`;

export type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketsRepository>['byId']>>;

export function ticketsRepository(db: DbOrTx) {
  /**
   * A page of tickets, newest first: the page's ids are taken from `tickets` alone (its indexes
   * serve the order and the filter), then joined to their subject and author.
   */
  const listPage = (where: SQL | undefined, limit: number, offset: number) => {
    const page = db
      .$with('page')
      .as(
        db
          .select({ pageId: tickets.id })
          .from(tickets)
          .where(where)
          .orderBy(desc(tickets.createdAt), desc(tickets.id))
          .limit(limit)
          .offset(offset),
      );
    return db
      .with(page)
      .select(listColumns)
      .from(page)
      .innerJoin(tickets, eq(tickets.id, page.pageId))
      .innerJoin(ticketSubjects, eq(ticketSubjects.id, tickets.subjectId))
      .innerJoin(users, eq(users.id, tickets.authorUserId))
      .orderBy(desc(tickets.createdAt), desc(tickets.id));
  };

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

    async page(q: Omit<TicketListQuery, 'page'>, timeZone: string, limit: number, offset: number) {
      const where = filterOf(q, timeZone);
      const [rows, [total]] = await Promise.all([
        listPage(where, limit, offset),
        db.select({ n: count() }).from(tickets).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async mine(userId: number, limit: number, offset: number) {
      const where = eq(tickets.authorUserId, userId);
      const [rows, [total]] = await Promise.all([
        listPage(where, limit, offset),
        db.select({ n: count() }).from(tickets).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
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
