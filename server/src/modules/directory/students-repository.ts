import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StudentFacetField, StudentFilter } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
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
  users,
} from '../../db/schema';
import { searchWords } from '../../db/search-text';
import { dataVersionReader } from '../../db/data-versions';
import { isCode, type CodeMatch } from './search';
import { codeMatches, givenNamesMatch, surnameMatches } from './search-repository';

type FacetField = StudentFacetField;

/**
 * Conditions of the fields that are not facets: chosen ids and the search. A search needs `users` joined.
 * `codes`: how a search word with a digit matches the record-book number (search.ts).
 */
function personConditions(filter: StudentFilter, codes: CodeMatch): SQL[] {
  const where: SQL[] = [];
  if (filter.ids?.length) where.push(inArray(students.id, filter.ids));
  const [first, ...rest] = searchWords(filter.search_string);
  if (first && isCode(first)) where.push(codeMatches(students.recordBookCode, first, codes));
  else if (first) where.push(surnameMatches(first), ...givenNamesMatch(rest));
  return where;
}

/**
 * The whole filter over `students` (⋈ `users` for a search). The structure fields (institute, kafedra, course…)
 * arrive already resolved to the groups they allow (`null`: any group), so no query joins the
 * structure tables to filter.
 */
function studentConditions(filter: StudentFilter, groupIds: number[] | null, codes: CodeMatch): SQL[] {
  const where = personConditions(filter, codes);
  if (groupIds)
    where.push(groupIds.length ? sql`${students.groupId} = any(${sql.param(groupIds)}::int[])` : sql`false`);
  if (filter.is_free !== undefined && filter.is_free !== null) where.push(eq(students.isFree, filter.is_free));
  return where;
}

const speciality = alias(specialities, 'speciality');

/** Everything a directory row or panel shows of a student, in one flat row. */
const studentColumns = {
  id: students.id,
  uuid: students.uuid,
  user_id: students.userId,
  surname: users.surname,
  name: users.name,
  patronymic: users.patronymic,
  gender: students.gender,
  is_free: students.isFree,
  is_headman: students.isHeadman,
  email: sql<string | null>`coalesce(${students.email}, ${users.email})`,
  phone: students.phone,
  record_book_code: students.recordBookCode,
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
export type StudentRow = Awaited<ReturnType<ReturnType<typeof studentsRepository>['byId']>>;

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

export function studentsRepository(db: DbOrTx) {
  // Asked before every facet answer.
  const readVersion = dataVersionReader(db, 'directory');

  const joined = () =>
    db
      .select(studentColumns)
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .leftJoin(groups, eq(groups.id, students.groupId))
      .leftJoin(kafedras, eq(kafedras.id, groups.kafedraId))
      .leftJoin(institutes, eq(institutes.id, kafedras.instituteId))
      .leftJoin(profiles, eq(profiles.id, groups.profileId))
      .leftJoin(speciality, eq(speciality.id, profiles.specialityId))
      .leftJoin(courses, eq(courses.id, groups.courseId))
      .leftJoin(eduForms, eq(eduForms.id, groups.eduFormId))
      .leftJoin(eduLevels, eq(eduLevels.id, groups.eduLevelId));

  // The page's rows by id: one plan per connection for the ten joins.
  const byIdsQuery = joined()
    .where(sql`${students.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('directory_students_by_ids');

  return {
    /** Moves whenever students or their structure change (migration 0032's triggers). */
    version: readVersion,

    /**
     * Ids of a page of students in name order (`students.sort_key`). Without a search the page is
     * read from `students` alone: down the (sort_key, id) index, filtered, until the page is full,
     * when the filter leaves many students (`walk`); else the few it leaves are found by their
     * groups and sorted. A search joins `users` for the names it matches and sorts its few matches.
     */
    async pageIds(
      filter: StudentFilter,
      codes: CodeMatch,
      groupIds: number[] | null,
      limit: number,
      offset: number,
      walk: boolean,
    ): Promise<number[]> {
      const searching = !!filter.search_string?.trim();
      const query = db.select({ id: students.id }).from(students).$dynamic();
      if (searching) query.innerJoin(users, eq(users.id, students.userId));
      const rows = await query
        .where(and(...studentConditions(filter, groupIds, codes)))
        // `sort_key || ''` is the same order without the index: PostgreSQL then filters first and
        // sorts what is left, instead of walking the index past thousands of others.
        .orderBy(walk ? asc(students.sortKey) : sql`${students.sortKey} || ''`, asc(students.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => r.id);
    },

    /** The students of `ids`, in the order of `ids`. */
    async byIds(ids: number[]) {
      if (!ids.length) return [];
      const rows = await byIdsQuery.execute({ ids });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    },

    async count(filter: StudentFilter, codes: CodeMatch, groupIds: number[] | null): Promise<number> {
      const query = db.select({ n: count() }).from(students).$dynamic();
      if (filter.search_string?.trim()) query.innerJoin(users, eq(users.id, students.userId));
      const [row] = await query.where(and(...studentConditions(filter, groupIds, codes)));
      return row?.n ?? 0;
    },

    async byId(id: number) {
      const [row] = await joined().where(eq(students.id, id));
      return row;
    },

    /**
     * Students of the person conditions (ids, search) counted per group and funding basis; the
     * groups' structure comes from the cached facet table.
     */
    perGroupCounts(
      filter: StudentFilter,
      codes: CodeMatch,
    ): Promise<{ groups: number; is_free: boolean; n: number }[]> {
      const base = db
        .select({ groups: sql<number>`${students.groupId}`, is_free: students.isFree, n: count() })
        .from(students)
        .$dynamic();
      if (filter.search_string?.trim()) base.innerJoin(users, eq(users.id, students.userId));
      return base
        .where(and(...personConditions(filter, codes), isNotNull(students.groupId)))
        .groupBy(students.groupId, students.isFree);
    },

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
      return queryRows<{ field: FacetField; id: number; name: string; sort: string }>(
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
export type StudentsRepository = ReturnType<typeof studentsRepository>;
