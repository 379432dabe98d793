import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A kind of lesson: «Лекция» («Лек»), «Практика» («Пр»)… (002 §3 «Pair»: types with a short name). */
export const lessonTypes = pgTable('lesson_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortName: text('short_name').notNull(),
});

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortName: text('short_name').notNull(),
});

/** An auditorium as the timetable names it («Г-301»): the room's timetable is `GET /api/timetable/3/{id}`. */
export const rooms = pgTable('rooms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * A lesson on a concrete day (issue 15 §1): the timetable import expands its weekly rules to
 * these. Groups and teachers are named by the external timetable ids the account data import
 * carries (`groups.timetable_id`, `employees.timetable_id`), rooms by `rooms.id`: the lists are
 * arrays with GIN indexes, so a group's, a teacher's or a room's weeks are one index lookup.
 * Times are the university's local time of day (TIMEZONE).
 */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    pair: smallint('pair').notNull(),
    starts: text('starts').notNull(),
    ends: text('ends').notNull(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    typeIds: integer('type_ids').array().notNull(),
    groupIds: integer('group_ids').array().notNull(),
    teacherIds: integer('teacher_ids').array().notNull(),
    roomIds: integer('room_ids').array().notNull(),
  },
  (t) => [
    check(
      'lessons_times_check',
      sql`${t.starts} ~ '^\\d\\d:\\d\\d$' and ${t.ends} ~ '^\\d\\d:\\d\\d$' and ${t.starts} < ${t.ends}`,
    ),
    index('lessons_day_idx').on(t.day, t.pair),
    index('lessons_group_ids_idx').using('gin', t.groupIds),
    index('lessons_teacher_ids_idx').using('gin', t.teacherIds),
    index('lessons_room_ids_idx').using('gin', t.roomIds),
  ],
);

/**
 * A personal iCalendar link of one timetable (beyond 002): `token_hash` is the SHA-256 of the
 * secret in the link, which is shown once; revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    type: smallint('type').notNull(),
    targetId: integer('target_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    check('calendar_feeds_type_check', sql`${t.type} in (1, 2, 3)`),
    index('calendar_feeds_user_idx').on(t.userId),
  ],
);
