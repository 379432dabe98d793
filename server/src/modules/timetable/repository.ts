import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Language, Pair, TimetableType } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { calendarFeeds, lessons, lessonTypes, rooms, subjects, timetableVersion } from '../../db/schema';
import { chunks } from '../../lib/rows/batch';
import type { LessonValues } from './lesson';

/** The lessons of the file's groups within its days: what an import replaces. */
export interface LessonRange {
  from: string;
  to: string;
  groupIds: number[];
}

const ROWS_PER_INSERT = 5000;

/** A lesson with everything a pair card names (002 §3 «Pair»), in day and pair order. */
export interface ShownLesson extends Omit<Pair, 'order'> {
  day: string;
  pair: number;
}

/** Which lessons a timetable of this type holds: the group's, the teacher's or the room's. */
const memberOf = (type: TimetableType, id: number): SQL =>
  sql`${sql.raw(type === 1 ? 'l.group_ids' : type === 2 ? 'l.teacher_ids' : 'l.room_ids')} @> array[${id}::int]`;

export function timetableRepository(db: DbOrTx) {
  /** Inserts names that are new and answers the id of every name. */
  async function upsertNamed(
    table: typeof subjects | typeof lessonTypes | typeof rooms,
    values: { name: string; shortName?: string }[],
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    if (!values.length) return ids;
    const names = values.map((v) => v.name);
    const shortNames = values.map((v) => v.shortName ?? v.name);
    const withShort = table !== rooms;
    await queryRows(
      db,
      withShort
        ? sql`insert into ${table} (name, short_name) select * from unnest(${sql.param(names)}::text[],
            ${sql.param(shortNames)}::text[]) on conflict (name) do update set short_name = excluded.short_name where
            ${table}.short_name is distinct from excluded.short_name`
        : sql`insert into ${table} (name) select unnest(${sql.param(names)}::text[]) on conflict (name) do nothing`,
    );
    const found = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from ${table} where name = any(${sql.param(names)}::text[])`,
    );
    for (const r of found) ids.set(r.name, r.id);
    return ids;
  }

  return {
    async existingGroups(timetableIds: number[]): Promise<Set<number>> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select distinct timetable_id as id from groups where timetable_id = any(${sql.param(timetableIds)}::int[])`,
      );
      return new Set(rows.map((r) => r.id));
    },
    async existingTeachers(timetableIds: number[]): Promise<Set<number>> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select distinct timetable_id as id from employees where timetable_id =
            any(${sql.param(timetableIds)}::int[])`,
      );
      return new Set(rows.map((r) => r.id));
    },
    upsertSubjects: (values: { name: string; shortName: string }[]) => upsertNamed(subjects, values),
    upsertLessonTypes: (values: { name: string; shortName: string }[]) => upsertNamed(lessonTypes, values),
    upsertRooms: (names: string[]) =>
      upsertNamed(
        rooms,
        names.map((name) => ({ name })),
      ),

    async lessonsOf(range: LessonRange): Promise<LessonValues[]> {
      return queryRows<LessonValues>(
        db,
        sql`select day::text as day, pair, starts, ends, subject_id as "subjectId", type_ids as "typeIds", group_ids
            as "groupIds", teacher_ids as "teacherIds", room_ids as "roomIds"
            from ${lessons} where day between ${range.from} and ${range.to} and group_ids &&
            ${sql.param(range.groupIds)}::int[]`,
      );
    },

    async replaceLessons(range: LessonRange, values: LessonValues[]) {
      await db.execute(
        sql`delete from ${lessons} where day between ${range.from} and ${range.to} and group_ids &&
            ${sql.param(range.groupIds)}::int[]`,
      );
      const list = (ids: number[]) => `{${ids.join(',')}}`;
      for (const part of chunks(values, ROWS_PER_INSERT)) {
        await db.execute(sql`
          insert into ${lessons} (day, pair, starts, ends, subject_id, type_ids, group_ids, teacher_ids, room_ids)
          select d, p, s, e, subj, t::int[], g::int[], te::int[], r::int[]
          from unnest(${sql.param(part.map((l) => l.day))}::date[], ${sql.param(part.map((l) => l.pair))}::smallint[],
          ${sql.param(part.map((l) => l.starts))}::text[], ${sql.param(part.map((l) => l.ends))}::text[],
                      ${sql.param(part.map((l) => l.subjectId))}::int[],
                      ${sql.param(part.map((l) => list(l.typeIds)))}::text[],
                      ${sql.param(part.map((l) => list(l.groupIds)))}::text[],
                      ${sql.param(part.map((l) => list(l.teacherIds)))}::text[],
                      ${sql.param(part.map((l) => list(l.roomIds)))}::text[]) as v(d, p, s, e, subj, t, g, te, r)`);
      }
    },

    analyze: () => db.execute(sql`analyze ${lessons}`),

    /** The name a timetable is shown under, or null when there is no such group, teacher or room. */
    async nameOf(type: TimetableType, id: number): Promise<string | null> {
      const query =
        type === 1
          ? sql`select name from groups where timetable_id = ${id} order by id limit 1`
          : type === 2
            ? sql`select concat_ws(' ', u.surname, u.name, u.patronymic) as name
                from employees e join users u on u.id = e.user_id where e.timetable_id = ${id} order by e.id limit 1`
            : sql`select name from ${rooms} where id = ${id}`;
      const [row] = await queryRows<{ name: string }>(db, query);
      return row?.name ?? null;
    },

    /** The lessons of a timetable within two days, with the names of what they name. */
    async shownLessons(type: TimetableType, id: number, from: string, to: string): Promise<ShownLesson[]> {
      return queryRows<ShownLesson>(
        db,
        sql`select l.day::text as day, l.pair, l.starts as start, l.ends as "end",
              json_build_object('name', s.name, 'shortName', s.short_name) as subject,
              (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'short_name', t.short_name)
              order by array_position(l.type_ids, t.id)), '[]')
                 from ${lessonTypes} t where t.id = any(l.type_ids)) as types,
              (select coalesce(json_agg(json_build_object('name', r.name, 'old_id', r.id) order by r.name), '[]')
                 from ${rooms} r where r.id = any(l.room_ids)) as audiences,
              (select coalesce(json_agg(json_build_object('name', g.name, 'old_id', g.timetable_id) order by g.name),
              '[]')
                 from groups g where g.timetable_id = any(l.group_ids)) as groups,
              (select coalesce(json_agg(json_build_object(
                        'position', coalesce((select p.name from employee_works w join posts p on p.id = w.post_id
                        where w.employee_id = e.id order by w.id limit 1), ''),
                        'short_name', concat(u.surname, ' ', left(u.name, 1), '.', case when u.patronymic is not null
                        and u.patronymic <> '' then concat(' ', left(u.patronymic, 1), '.') else '' end),
                        'name', concat_ws(' ', u.surname, u.name, u.patronymic),
                        'old_id', e.timetable_id) order by u.surname, u.name), '[]')
                 from employees e join users u on u.id = e.user_id where e.timetable_id = any(l.teacher_ids)) as
                 teachers
            from ${lessons} l join ${subjects} s on s.id = l.subject_id
            where ${memberOf(type, id)} and l.day between ${from} and ${to}
            order by l.day, l.starts, l.pair, s.name`,
      );
    },

    /** What the search looks through: every group, teacher and room with a timetable, by name. */
    async searchable() {
      const [groups, employees, audiences] = await Promise.all([
        queryRows<{ id: number; name: string }>(
          db,
          sql`select timetable_id as id, min(name) as name from groups where timetable_id is not null group by
              timetable_id`,
        ),
        queryRows<{ id: number; name: string }>(
          db,
          sql`select e.timetable_id as id, min(concat_ws(' ', u.surname, u.name, u.patronymic)) as name
              from employees e join users u on u.id = e.user_id where e.timetable_id is not null group by
              e.timetable_id`,
        ),
        queryRows<{ id: number; name: string }>(db, sql`select id, name from ${rooms}`),
      ]);
      return { groups, employees, audiences };
    },

    /** Moves with every change of what a timetable shows (migration 0025's triggers). */
    async version(): Promise<number> {
      const [row] = await db.select({ version: timetableVersion.version }).from(timetableVersion);
      return row?.version ?? -1;
    },

    /**
     * The users a change concerns, with the language each reads in: the students of these groups and the teachers of
     * these ids.
     */
    async usersOf(groupIds: number[], teacherIds: number[]) {
      const [students, teachers] = await Promise.all([
        queryRows<{ timetableId: number; userId: number; language: Language }>(
          db,
          sql`select distinct g.timetable_id as "timetableId", s.user_id as "userId", u.language from students s join
              groups g on g.id = s.group_id join users u on u.id = s.user_id where g.timetable_id =
              any(${sql.param(groupIds)}::int[])`,
        ),
        queryRows<{ timetableId: number; userId: number; language: Language }>(
          db,
          sql`select distinct e.timetable_id as "timetableId", e.user_id as "userId", u.language from employees e join
              users u on u.id = e.user_id where e.timetable_id = any(${sql.param(teacherIds)}::int[])`,
        ),
      ]);
      return { students, teachers };
    },

    /** Display names of subjects, lesson types, groups and rooms by id, for the change notices. */
    async namesFor(ids: { subjects: number[]; types: number[]; groups: number[]; rooms: number[] }) {
      const [s, t, g, r] = await Promise.all([
        queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from ${subjects} where id = any(${sql.param(ids.subjects)}::int[])`,
        ),
        queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from ${lessonTypes} where id = any(${sql.param(ids.types)}::int[])`,
        ),
        queryRows<{ id: number; name: string }>(
          db,
          sql`select timetable_id as id, min(name) as name from groups where timetable_id =
              any(${sql.param(ids.groups)}::int[]) group by timetable_id`,
        ),
        queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from ${rooms} where id = any(${sql.param(ids.rooms)}::int[])`,
        ),
      ]);
      const map = (rows: { id: number; name: string }[]) => new Map(rows.map((x) => [x.id, x.name]));
      return { subjects: map(s), types: map(t), groups: map(g), rooms: map(r) };
    },

    // Calendar feeds.
    feedsOf: (userId: number) =>
      db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .orderBy(calendarFeeds.createdAt, calendarFeeds.id),
    async insertFeed(values: typeof calendarFeeds.$inferInsert) {
      const [row] = await db.insert(calendarFeeds).values(values).returning();
      return row!;
    },
    async deleteFeed(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId)))
        .returning({ id: calendarFeeds.id });
      return rows.length > 0;
    },
    async useFeed(tokenHash: string) {
      const [row] = await db
        .update(calendarFeeds)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .returning();
      return row ?? null;
    },
  };
}
export type TimetableRepository = ReturnType<typeof timetableRepository>;
