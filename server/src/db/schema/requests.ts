import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './users';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    check('request_categories_not_own_parent', sql`${t.parentId} is distinct from ${t.id}`),
    index('request_categories_parent_idx').on(t.parentId, t.order, t.id),
    index('request_categories_recipient_idx').on(t.recipientId),
  ],
);
