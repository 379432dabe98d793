import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { lessons, lessonTypes, rooms, subjects } from '../../db/schema';
import { chunks } from '../../lib/rows/batch';
import type { LessonValues } from './lesson';

/** The lessons of the file's groups within its days: what an import replaces. */
export interface LessonRange {
  from: string;
  to: string;
  groupIds: number[];
}

const ROWS_PER_INSERT = 5000;

/** Inserts names that are new and answers the id of every name. */
async function upsertNamed(
  db: DbOrTx,
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

/** What an import writes: the lessons of its groups and days, and the names they point to. */
export function lessonsRepository(db: DbOrTx) {
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
    upsertSubjects: (values: { name: string; shortName: string }[]) => upsertNamed(db, subjects, values),
    upsertLessonTypes: (values: { name: string; shortName: string }[]) => upsertNamed(db, lessonTypes, values),
    upsertRooms: (names: string[]) =>
      upsertNamed(
        db,
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
  };
}
