import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live events of each user (modules/events): kept a day so that a stream that reconnects with
 * `Last-Event-ID` receives what it missed; a job prunes older ones.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign key: a send to 100,000 people writes 100,000 rows, and checking each against
    // users cost a fifth of the send (bench:notify). The rows live a day; a removed user's are
    // never read (a stream needs a session) and go with the daily prune.
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);
