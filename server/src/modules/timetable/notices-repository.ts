import { sql } from 'drizzle-orm';
import type { Language } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { lessonTypes, rooms, subjects } from '../../db/schema';

/** What the notices of a change need: whom it concerns, and the names of what it names. */
export function changeNoticesRepository(db: DbOrTx) {
  return {
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
  };
}
