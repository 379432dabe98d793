import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The university's own settings (issue 33): one row, the settings as JSON (the server's
 * `universitySettings` schema checks it on every write and read). A new installation's row comes
 * from `UNIVERSITY_FILE` over the demo's values; «Настройки университета» changes it. Every change
 * bumps `data_versions`' `university` counter (NOTIFY `university_version`), so that every instance
 * reads the new values at once.
 */
export const universitySettingsRow = pgTable(
  'university_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('university_settings_one_row', sql`${t.id} = 1`)],
);
