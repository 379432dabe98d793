import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TicketListQuery } from '@portal/contract';
import type { Db } from '../../db/client';
import { dayStart } from '../../db/day-start';
import { preparedShapes, shaped, type Bind } from '../../db/prepared-shapes';
import { containsPattern } from '../../db/search-text';
import { ticketSubjects, ticketTagLinks, tickets, users } from '../../db/schema';

/** A ticket's row as the lists and the ticket itself show it. */
export const listColumns = {
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

export type TicketFilter = Omit<TicketListQuery, 'page'>;

export type TicketListRow = Omit<
  Awaited<ReturnType<ReturnType<typeof ticketListsRepository>['desk']>>['rows'][number],
  'total'
>;

/** The desk's filter as conditions on `tickets`, its values bound; `key` names the conditions there are. */
function filterConditions(q: TicketFilter, timeZone: string, bind: Bind, key: string[]): SQL[] {
  const where: SQL[] = [];
  const add = (name: string, condition: SQL) => (key.push(name), where.push(condition));
  if (q.status?.length) add('status', sql`${tickets.statusId} = any(${bind(q.status)}::int[])`);
  if (q.subject?.length) add('subject', sql`${tickets.subjectId} = any(${bind(q.subject)}::int[])`);
  if (q.id !== undefined) add('id', sql`${tickets.id} = ${bind(q.id)}`);
  if (q.sub_subject) add('topic', sql`${tickets.subSubjectKey} like ${bind(containsPattern(q.sub_subject))}`);
  if (q.date_from) add('from', sql`${tickets.createdAt} >= ${dayStart(bind(q.date_from), bind(timeZone))}`);
  if (q.date_to) add('to', sql`${tickets.createdAt} < ${dayStart(bind(q.date_to), bind(timeZone), 1)}`);
  if (q.tags?.length) {
    // Tickets with any of the tags.
    add(
      'tags',
      sql`exists (select 1 from ${ticketTagLinks} where ${ticketTagLinks.ticketId} = ${tickets.id} and
          ${ticketTagLinks.tagId} = any(${bind(q.tags)}::int[]))`,
    );
  }
  return where;
}

const whereOf = (where: SQL[]) => (where.length ? sql.join(where, sql` and `) : sql`true`);

/**
 * The lists of tickets (the desk's, a person's own), newest first, each page and its total in one
 * prepared statement per filter shape (db/prepared-shapes.ts): the page's ids are taken from
 * `tickets` alone (its indexes serve the order and the filter), then joined to their subject and
 * author; the total is counted beside them. Made once per app (its statements are named).
 */
export function ticketListsRepository(db: Db) {
  const limits = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

  const pages = preparedShapes('tickets_page', (where: SQL[]) => {
    const page = db
      .$with('page')
      .as(
        db
          .select({ pageId: tickets.id })
          .from(tickets)
          .where(whereOf(where))
          .orderBy(desc(tickets.createdAt), desc(tickets.id))
          .limit(limits.limit)
          .offset(limits.offset),
      );
    return db
      .with(page)
      .select({
        ...listColumns,
        total: sql<number>`(select count(*) from ${tickets} where ${whereOf(where)})`.mapWith(Number),
      })
      .from(page)
      .innerJoin(tickets, eq(tickets.id, page.pageId))
      .innerJoin(ticketSubjects, eq(ticketSubjects.id, tickets.subjectId))
      .innerJoin(users, eq(users.id, tickets.authorUserId))
      .orderBy(desc(tickets.createdAt), desc(tickets.id));
  });

  const counts = preparedShapes('tickets_count', (where: SQL[]) =>
    db.select({ n: count() }).from(tickets).where(whereOf(where)),
  );

  async function page(conditions: (bind: Bind, key: string[]) => SQL[], limit: number, offset: number) {
    const { where, values, key } = shaped(conditions);
    const shape = key.join();
    const rows = await pages.execute(shape, where, { ...values, limit, offset });
    // A page past the last one has no row to carry the total.
    const total = rows[0]?.total ?? (offset === 0 ? 0 : ((await counts.execute(shape, where, values))[0]?.n ?? 0));
    return { rows, total };
  }

  return {
    /** A page of the desk's list of the filter. */
    desk: (q: TicketFilter, timeZone: string, limit: number, offset: number) =>
      page((bind, key) => filterConditions(q, timeZone, bind, key), limit, offset),

    /** A page of a person's own tickets. */
    mine: (userId: number, limit: number, offset: number) =>
      page((bind, key) => (key.push('author'), [sql`${tickets.authorUserId} = ${bind(userId)}`]), limit, offset),
  };
}
