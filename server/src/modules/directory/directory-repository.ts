import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StudentFacetField } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { dataVersionReader } from '../../db/data-versions';
import { presentUser } from '../../db/leavers';
import {
  courses,
  eduForms,
  eduLevels,
  groups,
  institutes,
  kafedras,
  profiles,
  specialities,
  students,
} from '../../db/schema';

const speciality = alias(specialities, 'speciality');

/** A group's structure as its students show it, flat (`groups` left-joined to the eight tables it names). */
const structureColumns = {
  course: courses.number,
  group_id: groups.id,
  group_name: groups.name,
  edu_form_id: eduForms.id,
  edu_form_name: eduForms.name,
  edu_level_id: eduLevels.id,
  edu_level_name: eduLevels.name,
  kafedra_id: kafedras.id,
  kafedra_name: kafedras.name,
  institute_id: institutes.id,
  institute_name: institutes.name,
  institute_short_name: institutes.shortName,
  profile_id: profiles.id,
  profile_name: profiles.name,
  speciality_id: speciality.id,
  speciality_name: sql<string | null>`${speciality.code} || ' ' || ${speciality.name}`,
};

/** One row per group and funding basis with the structure the group belongs to: the facets' input. */
export interface FacetRow {
  groups: number;
  is_free: boolean;
  n: number;
  institutes: number;
  kafedra: number;
  specialities: number;
  profiles: number;
  courses: number;
  edu_forms: number;
  edu_levels: number;
}

/**
 * What the directory keeps in memory per version (facet-cache.ts), read whole: the students
 * counted per group, the facet values' names, every group's structure; and the version itself.
 */
export function directoryRepository(db: DbOrTx) {
  return {
    /**
     * Moves whenever students or their structure change (migration 0032's triggers) and whenever
     * someone leaves or comes back (bumped by whoever changes `users.left_at`).
     */
    version: dataVersionReader(db, 'directory'),

    /** Every group with the structure it names, as its students show it. */
    groupStructures: () =>
      db
        .select(structureColumns)
        .from(groups)
        .leftJoin(kafedras, eq(kafedras.id, groups.kafedraId))
        .leftJoin(institutes, eq(institutes.id, kafedras.instituteId))
        .leftJoin(profiles, eq(profiles.id, groups.profileId))
        .leftJoin(speciality, eq(speciality.id, profiles.specialityId))
        .leftJoin(courses, eq(courses.id, groups.courseId))
        .leftJoin(eduForms, eq(eduForms.id, groups.eduFormId))
        .leftJoin(eduLevels, eq(eduLevels.id, groups.eduLevelId)),

    /**
     * Students counted per group and funding basis, with the group's structure. A few thousand
     * rows at most (groups × 2), whatever the number of students: every facet is computed from
     * them without scanning the students again.
     */
    async facetRows(): Promise<FacetRow[]> {
      const perGroup = db.$with('per_group').as(
        db
          .select({ group: students.groupId, is_free: students.isFree, n: count().as('n') })
          .from(students)
          // The people who left are counted only when an admin asks for them, live (facet-cache.ts).
          .where(presentUser(students.userId))
          .groupBy(students.groupId, students.isFree),
      );
      return db
        .with(perGroup)
        .select({
          groups: groups.id,
          is_free: perGroup.is_free,
          n: sql<number>`${perGroup.n}`.mapWith(Number),
          institutes: kafedras.instituteId,
          kafedra: groups.kafedraId,
          specialities: profiles.specialityId,
          profiles: groups.profileId,
          courses: groups.courseId,
          edu_forms: groups.eduFormId,
          edu_levels: groups.eduLevelId,
        })
        .from(perGroup)
        .innerJoin(groups, eq(groups.id, perGroup.group))
        .innerJoin(kafedras, eq(kafedras.id, groups.kafedraId))
        .innerJoin(profiles, eq(profiles.id, groups.profileId));
    },

    /** Names of every facet value, with the key each list is sorted by. */
    async facetNames() {
      return queryRows<{ field: StudentFacetField; id: number; name: string; sort: string }>(
        db,
        sql`
        select 'institutes' as field, id, name, name as sort from ${institutes}
        union all select 'kafedra', id, name, name from ${kafedras}
        union all select 'specialities', id, code || ' ' || name, code from ${specialities}
        union all select 'profiles', id, name, name from ${profiles}
        union all select 'courses', id, name, lpad(number::text, 3, '0') from ${courses}
        union all select 'edu_forms', id, name, name from ${eduForms}
        union all select 'edu_levels', id, name, name from ${eduLevels}
        union all select 'groups', id, name, name from ${groups}`,
      );
    },
  };
}
export type DirectoryRepository = ReturnType<typeof directoryRepository>;
export type StructureRow = Awaited<ReturnType<DirectoryRepository['groupStructures']>>[number];
