import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a report lists, and so what its `owner_id` names: a notification's recipients, a poll's answers. */
export type ReportKindName = 'notification' | 'poll';

/**
 * The xlsx reports a job writes (001 §2 a notification's tab «Отчет», §3 a poll's reports, and
 * the worksheet's answers, which are its poll's): one row per report, whatever it lists.
 *
 * A report is known by its kind and id: the ids come from one sequence, and those of the tables
 * this one replaced (`notification_reports`, `poll_reports`, which numbered theirs each from 1)
 * were kept, so links already given out still work. `owner_id` is the notification's or the poll's
 * id; it has no foreign key (it names one of two tables), and neither is ever deleted.
 */
export const reports = pgTable(
  'reports',
  {
    kind: text('kind').$type<ReportKindName>().notNull(),
    id: serial('id').notNull(),
    ownerId: integer('owner_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** REPORT_STATUS of the contract: 1 being written, 2 failed, 3 ready. */
    status: smallint('status').notNull().default(1),
    /** The file in the files module's storage (its SHA-256), once ready. */
    fileHash: text('file_hash'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), index('reports_owner_idx').on(t.kind, t.ownerId, t.id)],
);
