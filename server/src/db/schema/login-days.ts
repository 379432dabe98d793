import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per user and calendar day (in the time zone of `login_days_zone`) on which they signed
 * in: what the login statistics read. Written from `login_events` by a statement trigger
 * (migration 0027), whoever inserts there; pruned with the raw records (modules/statistics/retention-repository.ts).
 */
export const loginDays = pgTable(
  'login_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] }), index('login_days_user_day_idx').on(t.userId, t.day)],
);

/**
 * Each day's latest change of `login_days`, a number of one sequence (triggers of migration 0027):
 * the largest over a range and their count change whenever anything of the range's days does.
 */
export const loginDayStamps = pgTable('login_day_stamps', {
  day: date('day', { mode: 'string' }).primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull(),
});

/**
 * The time zone `login_days` was made in: the server sets it at start (TIMEZONE) and makes the
 * days again from `login_events` when it differs. No row: the trigger writes nothing yet.
 */
export const loginDaysZone = pgTable('login_days_zone', {
  id: integer('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull(),
});
