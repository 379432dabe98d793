import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AccountKey, RequestKind } from '@portal/contract';
import { employees, students, users } from './users';

/**
 * A department of the requests (no parent) or one of its services (002 §3 «Request category or
 * service»): two levels. `recipient_id` is the responsible employee account: a new request's
 * first performer; `recipient_email` gets a letter about each new request.
 */
export const requestCategories = pgTable(
  'request_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    description: text('description'),
    recipientId: integer('recipient_id').references(() => employees.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email'),
    order: smallint('order').notNull().default(0),
    /** 'request': a department and its services; 'question': where students' questions go (issue 14 §5). */
    kind: text('kind').$type<RequestKind>().notNull().default('request'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    check('request_categories_not_own_parent', sql`${t.parentId} is distinct from ${t.id}`),
    check('request_categories_kind_check', sql`${t.kind} in ('request', 'question')`),
    index('request_categories_parent_idx').on(t.kind, t.parentId, t.order, t.id),
    index('request_categories_recipient_idx').on(t.recipientId),
  ],
);

/**
 * A request to a service (002 §3 «Request»). `status`: 1 new (the author reads «Открыта»), 3
 * accepted, 2 closed (002 §4). The author is an employee account of a user. Each side's unread
 * state: a message of the other side makes it unread for this one until this one opens it.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorEmployeeId: integer('author_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** A student's question: the student account it was asked from. */
    authorStudentId: integer('author_student_id').references(() => students.id, { onDelete: 'set null' }),
    /** 'request' to a service, or a student's 'question' (issue 14 §5): the same life, apart. */
    kind: text('kind').$type<RequestKind>().notNull().default('request'),
    /** The service (a category with a parent). */
    categoryId: integer('category_id')
      .notNull()
      .references(() => requestCategories.id),
    status: smallint('status').notNull().default(1),
    department: text('department').notNull(),
    phone: text('phone').notNull(),
    frame: text('frame').notNull(),
    room: text('room').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    unreadByAuthor: boolean('unread_by_author').notNull().default(false),
    unreadByPerformers: boolean('unread_by_performers').notNull().default(true),
  },
  (t) => [
    check('requests_status_check', sql`${t.status} in (1, 2, 3)`),
    check('requests_kind_check', sql`${t.kind} in ('request', 'question')`),
    index('requests_kind_created_idx').on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('requests_kind_status_created_idx').on(
      t.kind,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('requests_category_idx').on(t.categoryId),
    index('requests_author_idx').on(t.authorUserId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The performers of a request (002 §5 «Adding a performer»): employee accounts; a new request's first is its service's
 * responsible.
 */
export const requestRecipients = pgTable(
  'request_recipients',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.employeeId] }),
    index('request_recipients_employee_idx').on(t.employeeId, t.requestId),
  ],
);

/**
 * A message of a request's chat. `side`: 1 the author, 3 a performer or a request admin (the
 * answering side, as support's messages in a ticket). `message`: sanitised HTML. «Ваша заявка
 * принята в обработку» is written in the name of the one who accepted it.
 */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    side: smallint('side').notNull(),
    authorAccountKey: text('author_account_key').$type<AccountKey>(),
    authorAccountId: integer('author_account_id'),
    message: text('message').notNull(),
    /** The admin who wrote it signed in as the author ("sign in as"); null: the author in person. */
    impersonatedBy: integer('impersonated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('request_messages_side_check', sql`${t.side} in (1, 3)`),
    index('request_messages_request_idx').on(t.requestId, t.createdAt, t.id),
    // A user removed sets their impersonated_by to null: found without reading every message.
    index('request_messages_impersonated_by_idx')
      .on(t.impersonatedBy)
      .where(sql`${t.impersonatedBy} is not null`),
  ],
);
