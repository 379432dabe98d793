import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  directoryEndpoints,
  referenceEndpoints,
  type ReferenceItem,
  type StudentFacetField,
  type StudentFilter,
} from '@portal/contract';
import { api } from '../api/client';

export const studentFilterKeys = {
  facets: (filter: StudentFilter) => ['directory', 'student-facets', filter] as const,
  names: (field: StudentFacetField, ids: readonly number[]) =>
    ['directory', 'names', field, [...ids].sort((a, b) => a - b)] as const,
};

/** The reference list of each facet field (GET /api/institutes, /kafedres, …). */
const referenceOf = {
  institutes: referenceEndpoints.institutes,
  kafedra: referenceEndpoints.kafedres,
  specialities: referenceEndpoints.specialities,
  profiles: referenceEndpoints.profiles,
  courses: referenceEndpoints.courses,
  groups: referenceEndpoints.groups,
  edu_forms: referenceEndpoints.eduForms,
  edu_levels: referenceEndpoints.eduLevels,
} satisfies Record<StudentFacetField, unknown>;

/** A reference list by the chosen ids (GET /api/institutes?ids=1,2 …): the names of a filter from the address. */
function referenceByIds(
  field: StudentFacetField,
  ids: readonly number[],
  signal: AbortSignal,
): Promise<ReferenceItem[]> {
  return api(referenceOf[field], { query: { ids: [...ids] } }, { signal });
}

/**
 * The names of chosen ids that nothing on screen names (a filter opened from a link, a choice the
 * other fields rule out); nothing is asked for no ids.
 */
export const referenceNamesOptions = (field: StudentFacetField, ids: readonly number[]) =>
  queryOptions({
    queryKey: studentFilterKeys.names(field, ids),
    queryFn: ({ signal }) => referenceByIds(field, ids, signal),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
export const useReferenceNames = (field: StudentFacetField, ids: readonly number[]) =>
  useQuery({
    ...referenceNamesOptions(field, ids),
    select: (items) => new Map(items.map((item) => [item.id, item.name])),
  });

/** POST …/students/faceted-filter: what each field may still be, given the others. */
export const studentFacetsOptions = (filter: StudentFilter) =>
  queryOptions({
    queryKey: studentFilterKeys.facets(filter),
    queryFn: ({ signal }) => api(directoryEndpoints.studentFacets, { body: { filter } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const useStudentFacets = (filter: StudentFilter) => useQuery(studentFacetsOptions(filter));
