import { sql, type SQL } from 'drizzle-orm';
import type { Pair, TimetableType } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { lessons, lessonTypes, rooms, subjects } from '../../db/schema';
import { dataVersionReader } from '../../db/data-versions';

/** A lesson with everything a pair card names (002 §3 «Pair»), in day and pair order. */
export interface ShownLesson extends Omit<Pair, 'order'> {
  day: string;
  pair: number;
}

/** Which lessons a timetable of this type holds: the group's, the teacher's or the room's. */
const memberOf = (type: TimetableType, id: number): SQL =>
  sql`${sql.raw(type === 1 ? 'l.group_ids' : type === 2 ? 'l.teacher_ids' : 'l.room_ids')} @> array[${id}::int]`;

/** What the timetable's pages show: a timetable's name and lessons, the search's list, the version. */
export function shownTimetableRepository(db: DbOrTx) {
  return {
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

    /** Moves with every change of what a timetable shows (migration 0032's triggers). */
    version: dataVersionReader(db, 'timetable'),
  };
}
