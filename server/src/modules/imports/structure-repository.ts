import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  courses,
  eduForms,
  eduLevels,
  employeeDepartments,
  groups,
  institutes,
  kafedras,
  posts,
  profiles,
  specialities,
  workTypes,
} from '../../db/schema';
import type { StructureTally } from '../../lib/rows/counts';
import { anyInt, byKey, idsByText, overwrite, unique, upsertCounted, upsertNames, written } from './bulk-repository';

/**
 * The name of a course the import creates: «2 курс». Directory data, which every user reads
 * alike (as the file's names of groups and institutes), not a message: in Russian whoever imports.
 */
const courseName = (n: number) => `${n} курс`;

/** Ids of the rows of `name`'s table under these parents, keyed `${parentId}|${name}`. */
async function idsByParentAndName(db: DbOrTx, id: PgColumn, parentId: PgColumn, name: PgColumn, parents: number[]) {
  const found = await db
    .select({ id, parentId, name })
    .from(name.table)
    .where(anyInt(parentId, unique(parents)));
  return new Map(
    (found as { id: number; parentId: number; name: string }[]).map((r) => [`${r.parentId}|${r.name}`, r.id]),
  );
}

/** The study structure the students' file names: institutes down to groups, counted in `structure`. */
export function studyStructureRepository(db: DbOrTx, structure: StructureTally) {
  return {
    async institutes(rows: readonly { name: string; shortName: string }[]) {
      await upsertCounted(structure, rows, (part) =>
        db
          .insert(institutes)
          .values(part)
          .onConflictDoUpdate({ target: institutes.name, ...overwrite(institutes, ['shortName']) })
          .returning(written),
      );
      const names = rows.map((r) => r.name);
      return idsByText(db, institutes.id, institutes.name, names);
    },

    /** Kafedras by institute id and name, keyed `${instituteId}|${name}`. */
    async kafedras(rows: readonly { instituteId: number; name: string }[]) {
      await upsertCounted(structure, rows, (part) =>
        db
          .insert(kafedras)
          .values(part)
          .onConflictDoNothing({ target: [kafedras.instituteId, kafedras.name] })
          .returning(written),
      );
      const parents = rows.map((r) => r.instituteId);
      return idsByParentAndName(db, kafedras.id, kafedras.instituteId, kafedras.name, parents);
    },

    async specialities(rows: readonly { code: string; name: string }[]) {
      await upsertCounted(structure, rows, (part) =>
        db
          .insert(specialities)
          .values(part)
          .onConflictDoUpdate({ target: specialities.code, ...overwrite(specialities, ['name']) })
          .returning(written),
      );
      const codes = rows.map((r) => r.code);
      return idsByText(db, specialities.id, specialities.code, codes);
    },

    /** Profiles by speciality id and name, keyed `${specialityId}|${name}`. */
    async profiles(rows: readonly { specialityId: number; name: string }[]) {
      await upsertCounted(structure, rows, (part) =>
        db
          .insert(profiles)
          .values(part)
          .onConflictDoNothing({ target: [profiles.specialityId, profiles.name] })
          .returning(written),
      );
      const parents = rows.map((r) => r.specialityId);
      return idsByParentAndName(db, profiles.id, profiles.specialityId, profiles.name, parents);
    },

    eduForms: (values: readonly string[]) => upsertNames(db, structure, eduForms, values),
    eduLevels: (values: readonly string[]) => upsertNames(db, structure, eduLevels, values),

    async courses(numbers: readonly number[]) {
      const list = unique(numbers);
      structure.add(
        list.length,
        await db
          .insert(courses)
          .values(list.map((number) => ({ number, name: courseName(number) })))
          .onConflictDoNothing({ target: courses.number })
          .returning(written),
      );
      return byKey(
        await db.select({ id: courses.id, key: courses.number }).from(courses).where(anyInt(courses.number, list)),
      );
    },

    /** Groups by name; the timetable id is only written when the file has that column. */
    async groups(
      rows: readonly (Omit<typeof groups.$inferInsert, 'id'> & { timetableId?: number | null })[],
      withTimetable: boolean,
    ) {
      const update = overwrite(groups, [
        'kafedraId',
        'profileId',
        'eduFormId',
        'eduLevelId',
        'courseId',
        ...(withTimetable ? (['timetableId'] as const) : []),
      ]);
      await upsertCounted(structure, rows, (part) =>
        db
          .insert(groups)
          .values(part)
          .onConflictDoUpdate({ target: groups.name, ...update })
          .returning(written),
      );
      const names = rows.map((r) => r.name);
      return idsByText(db, groups.id, groups.name, names);
    },
  };
}

/** The staff structure the employees' file names: departments (and their kafedras), posts, work types. */
export function staffStructureRepository(db: DbOrTx, structure: StructureTally) {
  return {
    /** Kafedra names that only one kafedra has: a teaching department of that name is linked to it. */
    async kafedrasByUniqueName() {
      const rows = await db
        .select({ key: kafedras.name, id: sql<number>`min(${kafedras.id})` })
        .from(kafedras)
        .groupBy(kafedras.name)
        .having(sql`count(*) = 1`);
      return byKey(rows);
    },

    /**
     * Links teaching departments that have no kafedra yet to the kafedra of the same name, when
     * only one has it: whichever of the two files comes first, the link is there after both.
     */
    async linkTeachingDepartments() {
      await db.execute(sql`
        update ${employeeDepartments} set kafedra_id = k.id
        from (select name, min(id) as id from ${kafedras} group by name having count(*) = 1) k
        where ${employeeDepartments.name} = k.name and ${employeeDepartments.isEduDep}
          and ${employeeDepartments.kafedraId} is null`);
    },

    posts: (values: readonly string[]) => upsertNames(db, structure, posts, values),
    workTypes: (values: readonly string[]) => upsertNames(db, structure, workTypes, values),

    /** Departments by name; whether one teaches (and its kafedra) is only written when the file says. */
    async departments(
      rows: readonly { name: string; isEduDep: boolean; kafedraId: number | null }[],
      withEduFlag: boolean,
    ) {
      await upsertCounted(structure, rows, (part) => {
        const insert = db.insert(employeeDepartments).values(part);
        return withEduFlag
          ? insert
              .onConflictDoUpdate({
                target: employeeDepartments.name,
                ...overwrite(employeeDepartments, ['isEduDep', 'kafedraId']),
              })
              .returning(written)
          : insert.onConflictDoNothing({ target: employeeDepartments.name }).returning(written);
      });
      const names = rows.map((r) => r.name);
      return idsByText(db, employeeDepartments.id, employeeDepartments.name, names);
    },
  };
}
