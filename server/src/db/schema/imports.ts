import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportKind } from '@portal/contract';

/** One run of the account data import (001 §2 Отчеты обновлений): status 0 updated, else not. */
export const updateReports = pgTable(
  'update_reports',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<ImportKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: integer('status').notNull(),
    exception: text('exception'),
    /** Rows read, and people created and updated, for the log and the CLI. */
    rows: integer('rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
  },
  (t) => [index('update_reports_created_idx').on(t.createdAt, t.id)],
);
