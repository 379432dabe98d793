import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StudentFacetField, StudentFilter } from '@portal/contract';
import { groups, kafedras, profiles, students, users } from '../../db/schema';
import { searchWords } from './search';

/** The filter's fields may come at the top of a body or inside its `filter` (both clients exist). */
export function mergeFilter(body: StudentFilter & { filter?: StudentFilter | undefined }): StudentFilter {
  const { filter, ...top } = body;
  return { ...top, ...filter };
}

/** The column each facet field narrows, over `students ⋈ groups ⋈ kafedras ⋈ profiles`. */
export const facetColumns = {
  institutes: kafedras.instituteId,
  kafedra: groups.kafedraId,
  specialities: profiles.specialityId,
  profiles: groups.profileId,
  courses: groups.courseId,
  groups: students.groupId,
  edu_forms: groups.eduFormId,
  edu_levels: groups.eduLevelId,
} as const satisfies Record<StudentFacetField, unknown>;

/** Conditions of the fields that are not facets: chosen ids and the search. Needs `users` joined. */
export function personConditions(filter: StudentFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.ids?.length) where.push(inArray(students.id, filter.ids));
  const [first, ...rest] = searchWords(filter.search_string);
  if (first) {
    // The first word: any part of the surname, or the start of the record-book number; the
    // next ones: the start of the first name or the patronymic ("Иванов Пётр").
    where.push(sql`(lower(${users.surname}) like ${`%${first}%`} or lower(${students.recordBookCode}) like ${`${first}%`})`);
    for (const word of rest) {
      where.push(sql`(lower(${users.name}) like ${`${word}%`} or lower(coalesce(${users.patronymic}, '')) like ${`${word}%`})`);
    }
  }
  return where;
}

/** Conditions of the facet fields, except `skip` (a facet does not narrow its own choices). */
export function facetConditions(filter: StudentFilter, skip?: StudentFacetField | 'is_free'): SQL[] {
  const where: SQL[] = [];
  for (const [field, column] of Object.entries(facetColumns) as [StudentFacetField, (typeof facetColumns)[StudentFacetField]][]) {
    const ids = filter[field];
    if (field !== skip && ids?.length) where.push(inArray(column, ids));
  }
  if (skip !== 'is_free' && filter.is_free !== undefined && filter.is_free !== null) where.push(eq(students.isFree, filter.is_free));
  return where;
}

/** Whether the filter needs the group's structure joined at all. */
export const needsStructure = (filter: StudentFilter) =>
  (Object.keys(facetColumns) as StudentFacetField[]).some((f) => f !== 'groups' && filter[f]?.length);

export const studentConditions = (filter: StudentFilter) => and(...personConditions(filter), ...facetConditions(filter));
