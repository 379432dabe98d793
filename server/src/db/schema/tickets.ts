import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AccountKey } from '@portal/contract';
import { searchKey } from '../search-text';
import { users } from './users';

/** The sections a user picks when opening a ticket (GET /api/ticket-subjects). */
export const ticketSubjects = pgTable('ticket_subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Labels support puts on tickets (GET /api/ticket-tags). */
export const ticketTags = pgTable('ticket_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * A support ticket (000 §3). `status_id`: 1 waits for support, 2 waits for the user, 3 closed
 * (000 §4). `is_read`: read by support. The author is a user in one of their accounts: the one
 * active when they opened it (the desk's author panel shows that account).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorAccountKey: text('author_account_key').$type<AccountKey>(),
    authorAccountId: integer('author_account_id'),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => ticketSubjects.id),
    subSubject: text('sub_subject').notNull(),
    /** `sub_subject` as searches compare it (db/search-text.ts): lower-cased, ё as е. */
    subSubjectKey: text('sub_subject_key')
      .notNull()
      .generatedAlwaysAs((): SQL => searchKey(tickets.subSubject)),
    statusId: smallint('status_id').notNull().default(1),
    isRead: boolean('is_read').notNull().default(false),
    /** Support's own note, never shown to the author. */
    comment: text('comment'),
    autoCloseAt: timestamp('auto_close_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reviewRating: smallint('review_rating'),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    check('tickets_status_check', sql`${t.statusId} in (1, 2, 3)`),
    check('tickets_review_rating_check', sql`${t.reviewRating} between 1 and 5`),
    // The desk's list: newest first, whole or by status. NULLS FIRST as `order by … desc` sorts: an
    // index in another null order cannot give the list's order, and every page sorted all tickets.
    index('tickets_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_status_created_idx').on(t.statusId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_subject_idx').on(t.subjectId),
    index('tickets_author_idx').on(t.authorUserId, t.createdAt.desc().nullsFirst()),
    // The topic search by any part (LIKE '%…%'), ё as е.
    index('tickets_sub_subject_key_trgm_idx').using('gin', t.subSubjectKey.op('gin_trgm_ops')),
    // closeDueTickets: only open tickets with a date are in it.
    index('tickets_auto_close_idx')
      .on(t.autoCloseAt)
      .where(sql`${t.autoCloseAt} is not null and ${t.statusId} <> 3`),
  ],
);

export const ticketTagLinks = pgTable(
  'ticket_tag_links',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => ticketTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.tagId] }), index('ticket_tag_links_tag_idx').on(t.tagId)],
);

/** A message of a ticket's dialog. `author_type`: 1 the user, 3 support (000 §3). `message`: sanitised HTML. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorType: smallint('author_type').notNull(),
    authorAccountKey: text('author_account_key').$type<AccountKey>(),
    authorAccountId: integer('author_account_id'),
    message: text('message').notNull(),
    /** The admin who wrote it signed in as the author ("sign in as"); null: the author in person. */
    impersonatedBy: integer('impersonated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ticket_messages_author_type_check', sql`${t.authorType} in (1, 3)`),
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt, t.id),
    // A user removed sets their impersonated_by to null: found without reading every message.
    index('ticket_messages_impersonated_by_idx')
      .on(t.impersonatedBy)
      .where(sql`${t.impersonatedBy} is not null`),
  ],
);
