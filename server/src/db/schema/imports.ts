import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountImportKind, ImportCountsResult, ImportKind } from '@portal/contract';
import { users } from './users';

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

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An import an admin applied from the browser (issue 16 §7), run by the job `imports.apply` in
 * whichever process runs the jobs: the file is kept here until the run ends, then dropped.
 */
export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<AccountImportKind>().notNull(),
  fileName: text('file_name').notNull(),
  /** queued → running → done | failed. */
  status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
  content: bytea('content'),
  counts: jsonb('counts').$type<ImportCountsResult>(),
  reportId: integer('report_id').references(() => updateReports.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
