import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PermissionKey, RequestFilterQuery, RequestKind } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  employeePermissions,
  employees,
  groups,
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
};

/** Whose requests (questions) a list shows: every one (control), an employee's as a performer, an author's own. */
export type RequestScope = { kind: RequestKind } & ({ all: true } | { performer: number } | { authorUserId: number });

/** The day (YYYY-MM-DD) in the university's time zone, plus `days`, as a moment. */
const dayStart = (day: string, timeZone: string, days = 0): SQL =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${timeZone})`;

const performs = (employeeId: number) =>
  sql`exists (select 1 from ${requestRecipients} where ${requestRecipients.requestId} = ${requests.id} and
      ${requestRecipients.employeeId} = ${employeeId})`;

/** The scope and the filter (status, department, service, dates, the author's name) as a condition on `requests`. */
function whereOf(scope: RequestScope, q: RequestFilterQuery, timeZone: string): SQL | undefined {
  const [first, ...rest] = searchWords(q.search);
  return and(
    eq(requests.kind, scope.kind),
    'performer' in scope ? performs(scope.performer) : undefined,
    'authorUserId' in scope ? eq(requests.authorUserId, scope.authorUserId) : undefined,
    q.status !== undefined ? eq(requests.status, q.status) : undefined,
    q.service !== undefined ? eq(requests.categoryId, q.service) : undefined,
    q.department !== undefined
      ? sql`${requests.categoryId} in (select ${requestCategories.id} from ${requestCategories} where
          ${requestCategories.parentId} = ${q.department})`
      : undefined,
    q.date_from ? gte(requests.createdAt, dayStart(q.date_from, timeZone)) : undefined,
    q.date_to ? lt(requests.createdAt, dayStart(q.date_to, timeZone, 1)) : undefined,
    // The authors found first (the surname's trigram index), then their requests (by author).
    first
      ? sql`${requests.authorUserId} = any(array(select ${users.id} from ${users} where
          ${and(surnameMatches(first), ...givenNamesMatch(rest))}))`
      : undefined,
  );
}

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
    /** A page of a scope's requests, newest first: the page's ids from `requests` alone (its indexes), then joined. */
    page: (scope: RequestScope, q: RequestFilterQuery, timeZone: string, limit: number, offset: number) => {
      const page = db.$with('page').as(
        db
          .select({ pageId: requests.id })
          .from(requests)
          .where(whereOf(scope, q, timeZone))
          .orderBy(desc(requests.createdAt), desc(requests.id))
          .limit(limit)
          .offset(offset),
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
    },

    async count(scope: RequestScope, q: RequestFilterQuery, timeZone: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(requests)
        .where(whereOf(scope, q, timeZone));
      return row?.n ?? 0;
    },

    /** The number the counts and statistics are kept under (migration 0032's triggers). */
    version: dataVersionReader(db, 'requests'),

    /** An author's own requests, newest first (002 §2.5: one list). */
    mine: (userId: number, kind: RequestKind) =>
      selectList(db)
        .where(and(eq(requests.authorUserId, userId), eq(requests.kind, kind)))
        .orderBy(desc(requests.createdAt), desc(requests.id)),

    byId: async (id: number, kind: RequestKind): Promise<RequestRow | undefined> =>
      (await selectList(db).where(and(eq(requests.id, id), eq(requests.kind, kind))))[0],

    /** The groups of some student authors, by student id. */
    async studentGroups(studentIds: number[]) {
      const byStudent = new Map<number, string>();
      if (!studentIds.length) return byStudent;
      const rows = await db
        .select({ id: students.id, group: groups.name })
        .from(students)
        .innerJoin(groups, eq(groups.id, students.groupId))
        .where(inArray(students.id, studentIds));
      for (const r of rows) byStudent.set(r.id, r.group);
      return byStudent;
    },

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
 * Who is told of a request's change, as a query answering `user_id` once each: its author, its
 * performers and the admins of its kind.
 */
export const requestWatchers = (requestId: number, adminPermission: PermissionKey): SQL =>
  sql`select ${requests.authorUserId} as user_id from ${requests} where ${requests.id} = ${requestId}
      union select ${employees.userId} from ${requestRecipients} join ${employees} on ${employees.id} =
      ${requestRecipients.employeeId} where ${requestRecipients.requestId} = ${requestId}
      union select ${employees.userId} from ${employeePermissions} join ${employees} on ${employees.id} =
      ${employeePermissions.employeeId} where ${employeePermissions.permissionKey} = ${adminPermission}`;
