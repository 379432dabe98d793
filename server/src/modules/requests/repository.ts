import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PermissionKey, RequestFilterQuery, RequestKind } from '@portal/contract';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { dayStart } from '../../db/day-start';
import { asParameter, preparedShapes, shaped, type Bind } from '../../db/prepared-shapes';
import {
  employeeDepartments,
  employeePermissions,
  employeeWorks,
  employees,
  groups,
  posts,
  requestCategories,
  requestRecipients,
  requests,
  students,
  users,
} from '../../db/schema';
import { searchWords } from '../../db/search-text';
import { nthCreatedSince } from '../../db/created-within';
import { CREATIONS_PER_HOUR, creationWindowStart } from '../../lib/creation-limit';
import { dataVersionReader } from '../../db/data-versions';
import { givenNamesMatch, surnameMatches } from '../directory';
import { messagesRepository } from './messages-repository';
import { recipientsRepository } from './recipients-repository';

const service = alias(requestCategories, 'service');
const department = alias(requestCategories, 'department');

/** A performer as the lists show them (the contract's `requestRecipient`). */
export interface Performer {
  id: number;
  lastname: string;
  firstname: string;
  patronymic: string | null;
}

/**
 * A request's row as the lists and the request itself show it, with what it shows beside it, each
 * read by the same statement as JSON: its performers in the order they were added, its author's
 * posts (an employee's) and group (a student's).
 */
const listColumns = {
  id: requests.id,
  status: requests.status,
  createdAt: requests.createdAt,
  acceptedAt: requests.acceptedAt,
  closedAt: requests.closedAt,
  unreadByAuthor: requests.unreadByAuthor,
  unreadByPerformers: requests.unreadByPerformers,
  department: requests.department,
  phone: requests.phone,
  frame: requests.frame,
  room: requests.room,
  serviceId: service.id,
  serviceName: service.name,
  departmentId: department.id,
  departmentName: department.name,
  authorUserId: requests.authorUserId,
  authorEmployeeId: requests.authorEmployeeId,
  authorStudentId: requests.authorStudentId,
  authorSurname: users.surname,
  authorName: users.name,
  authorPatronymic: users.patronymic,
  performers: sql<Performer[]>`(select coalesce(json_agg(json_build_object('id', ${employees.id},
      'lastname', ${users.surname}, 'firstname', ${users.name}, 'patronymic', ${users.patronymic})
      order by ${requestRecipients.addedAt}, ${employees.id}), '[]')
    from ${requestRecipients} join ${employees} on ${employees.id} = ${requestRecipients.employeeId}
    join ${users} on ${users.id} = ${employees.userId} where ${requestRecipients.requestId} = ${requests.id})`,
  authorPosts: sql<{ department_post_name: string; department_name: string }[]>`(select coalesce(json_agg(
      json_build_object('department_post_name', ${posts.name}, 'department_name', ${employeeDepartments.name})
      order by ${employeeWorks.id}), '[]')
    from ${employeeWorks} join ${employeeDepartments} on ${employeeDepartments.id} = ${employeeWorks.departmentId}
    join ${posts} on ${posts.id} = ${employeeWorks.postId}
    where ${employeeWorks.employeeId} = ${requests.authorEmployeeId})`,
  authorGroup: sql<string | null>`(select ${groups.name} from ${students} join ${groups} on ${groups.id} =
    ${students.groupId} where ${students.id} = ${requests.authorStudentId})`,
};

/** Whose requests (questions) a list shows: every one (control), an employee's as a performer, an author's own. */
export type RequestScope = { kind: RequestKind } & ({ all: true } | { performer: number } | { authorUserId: number });

/**
 * The scope and the filter (status, department, service, dates, the author's name) as conditions
 * on `requests`, their values bound by `bind`; `key` names the conditions there are.
 */
function conditionsOf(scope: RequestScope, q: RequestFilterQuery, timeZone: string, bind: Bind, key: string[]) {
  const where: SQL[] = [sql`${requests.kind} = ${bind(scope.kind)}`];
  const add = (name: string, condition: SQL) => (key.push(name), where.push(condition));
  if ('performer' in scope)
    add(
      'performer',
      sql`exists (select 1 from ${requestRecipients} where ${requestRecipients.requestId} = ${requests.id} and
          ${requestRecipients.employeeId} = ${bind(scope.performer)})`,
    );
  if ('authorUserId' in scope) add('author', sql`${requests.authorUserId} = ${bind(scope.authorUserId)}`);
  if (q.status !== undefined) add('status', sql`${requests.status} = ${bind(q.status)}`);
  if (q.service !== undefined) add('service', sql`${requests.categoryId} = ${bind(q.service)}`);
  if (q.department !== undefined)
    add(
      'department',
      sql`${requests.categoryId} in (select ${requestCategories.id} from ${requestCategories} where
          ${requestCategories.parentId} = ${bind(q.department)})`,
    );
  if (q.date_from) add('from', sql`${requests.createdAt} >= ${dayStart(bind(q.date_from), bind(timeZone))}`);
  if (q.date_to) add('to', sql`${requests.createdAt} < ${dayStart(bind(q.date_to), bind(timeZone), 1)}`);
  const [first, ...rest] = searchWords(q.search);
  if (first)
    // The authors found first (the surname's trigram index), then their requests (by author).
    add(
      `name${rest.length}`,
      sql`${requests.authorUserId} = any(array(select ${users.id} from ${users} where
          ${and(surnameMatches(first, bind), ...givenNamesMatch(rest, bind))}))`,
    );
  return where;
}

/** The same, each value a parameter of its own: for the statements that are not prepared (the statistics). */
const whereOf = (scope: RequestScope, q: RequestFilterQuery, timeZone: string) =>
  and(...conditionsOf(scope, q, timeZone, asParameter, []));

const selectList = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(requests)
    .innerJoin(service, eq(service.id, requests.categoryId))
    .innerJoin(department, eq(department.id, service.parentId))
    .innerJoin(users, eq(users.id, requests.authorUserId));
export type RequestRow = Awaited<ReturnType<typeof selectList>>[number];

export function requestsRepository(db: DbOrTx) {
  return {
    /** When the 20th newest of a person's requests (or questions) of the hour was filed (lib/creation-limit.ts). */
    oldestOfHour: (kind: RequestKind, userId: number) =>
      nthCreatedSince(
        db,
        {
          table: requests,
          author: requests.authorUserId,
          createdAt: requests.createdAt,
          kind: eq(requests.kind, kind),
        },
        userId,
        CREATIONS_PER_HOUR,
        creationWindowStart(),
      ),
    /** The number the counts and statistics are kept under (migration 0032's triggers). */
    version: dataVersionReader(db, 'requests'),

    /** An author's own requests, newest first (002 §2.5: one list). */
    mine: (userId: number, kind: RequestKind) =>
      selectList(db)
        .where(and(eq(requests.authorUserId, userId), eq(requests.kind, kind)))
        .orderBy(desc(requests.createdAt), desc(requests.id)),

    byId: async (id: number, kind: RequestKind): Promise<RequestRow | undefined> =>
      (await selectList(db).where(and(eq(requests.id, id), eq(requests.kind, kind))))[0],

    /** The counts by status and the median minutes to accept and to close, over a scope's filtered requests. */
    async stats(scope: RequestScope, q: RequestFilterQuery, timeZone: string) {
      const where = whereOf(scope, q, timeZone);
      const [row] = await queryRows<{
        total: number;
        new: number;
        accepted: number;
        closed: number;
        accept: number | null;
        close: number | null;
      }>(
        db,
        sql`select count(*)::int as total,
              (count(*) filter (where ${requests.status} = 1))::int as new,
              (count(*) filter (where ${requests.status} = 3))::int as accepted,
              (count(*) filter (where ${requests.status} = 2))::int as closed,
              percentile_cont(0.5) within group (order by extract(epoch from ${requests.acceptedAt} -
              ${requests.createdAt})) filter (where ${requests.acceptedAt} is not null) as accept,
              percentile_cont(0.5) within group (order by extract(epoch from ${requests.closedAt} -
              ${requests.createdAt})) filter (where ${requests.closedAt} is not null) as close
            from ${requests} ${where ? sql`where ${where}` : sql``}`,
      );
      return row!;
    },

    ...recipientsRepository(db),

    /**
     * The service (topic) a request (question) is filed to, with its responsible and e-mail; undefined when it is not
     * one of the kind.
     */
    async service(categoryId: number, kind: RequestKind) {
      const [row] = await db
        .select({
          id: service.id,
          name: service.name,
          recipientId: service.recipientId,
          recipientEmail: service.recipientEmail,
          // The responsible reads the service's letters: they come in their language.
          recipientLanguage: users.language,
          departmentName: department.name,
        })
        .from(service)
        .innerJoin(department, eq(department.id, service.parentId))
        .leftJoin(employees, eq(employees.id, service.recipientId))
        .leftJoin(users, eq(users.id, employees.userId))
        .where(and(eq(service.id, categoryId), eq(service.kind, kind)));
      return row;
    },

    /** The request's row, locked until the transaction ends (state changes and messages queue on it). */
    async lock(id: number, kind: RequestKind) {
      const [row] = await db
        .select({ id: requests.id, status: requests.status, authorUserId: requests.authorUserId })
        .from(requests)
        .where(and(eq(requests.id, id), eq(requests.kind, kind)))
        .for('update');
      return row;
    },

    async insert(values: typeof requests.$inferInsert) {
      const [row] = await db.insert(requests).values(values).returning({ id: requests.id });
      return row!.id;
    },

    async update(id: number, set: Partial<typeof requests.$inferInsert>) {
      const [row] = await db
        .update(requests)
        .set(set)
        .where(eq(requests.id, id))
        .returning({ acceptedAt: requests.acceptedAt, closedAt: requests.closedAt });
      return row!;
    },

    ...messagesRepository(db),
  };
}

/**
 * The lists of a scope's requests (control, a performer's): a page, newest first, and the count of
 * the filter, each one prepared statement per filter shape (db/prepared-shapes.ts). The page's ids
 * come from `requests` alone (its indexes), then their rows are joined. Made once per app.
 */
export function requestListsRepository(db: Db) {
  const pages = preparedShapes('requests_page', (where: SQL[]) => {
    const page = db.$with('page').as(
      db
        .select({ pageId: requests.id })
        .from(requests)
        .where(and(...where))
        .orderBy(desc(requests.createdAt), desc(requests.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return db
      .with(page)
      .select(listColumns)
      .from(page)
      .innerJoin(requests, eq(requests.id, page.pageId))
      .innerJoin(service, eq(service.id, requests.categoryId))
      .innerJoin(department, eq(department.id, service.parentId))
      .innerJoin(users, eq(users.id, requests.authorUserId))
      .orderBy(desc(requests.createdAt), desc(requests.id));
  });
  const counts = preparedShapes('requests_count', (where: SQL[]) =>
    db
      .select({ n: count() })
      .from(requests)
      .where(and(...where)),
  );
  const shapeOf = (scope: RequestScope, q: RequestFilterQuery, timeZone: string) => {
    const { where, values, key } = shaped((bind, k) => conditionsOf(scope, q, timeZone, bind, k));
    return { where, values, key: key.join() };
  };

  return {
    page(scope: RequestScope, q: RequestFilterQuery, timeZone: string, limit: number, offset: number) {
      const { where, values, key } = shapeOf(scope, q, timeZone);
      return pages.execute(key, where, { ...values, limit, offset });
    },
    async count(scope: RequestScope, q: RequestFilterQuery, timeZone: string): Promise<number> {
      const { where, values, key } = shapeOf(scope, q, timeZone);
      const [row] = await counts.execute(key, where, values);
      return row?.n ?? 0;
    },
  };
}

/**
 * Who is told of a request's change, as a query answering `user_id` once each: its author, its
 * performers and the admins of its kind.
 */
export const requestWatchers = (requestId: number, adminPermission: PermissionKey): SQL =>
  sql`select ${requests.authorUserId} as user_id from ${requests} where ${requests.id} = ${requestId}
      union select ${employees.userId} from ${requestRecipients} join ${employees} on ${employees.id} =
      ${requestRecipients.employeeId} where ${requestRecipients.requestId} = ${requestId}
      union select ${employees.userId} from ${employeePermissions} join ${employees} on ${employees.id} =
      ${employeePermissions.employeeId} where ${employeePermissions.permissionKey} = ${adminPermission}`;
