import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  directoryEndpoints as e,
  LIVE_SELECT_MIN_CHARS,
  referenceEndpoints,
  STUDENT_PAGE_SIZE,
  type EmployeeListBody,
  type ReferenceItem,
  type Student,
  type StudentFacetField,
  type StudentFilter,
} from '@portal/contract';
import { api } from '../../shared/api/client';

export const directoryKeys = {
  all: ['directory'] as const,
  students: (filter: StudentFilter, page: number) => ['directory', 'students', filter, page] as const,
  student: (id: number) => ['directory', 'student', id] as const,
  facets: (filter: StudentFilter) => ['directory', 'student-facets', filter] as const,
  employees: (search: string, page: number) => ['directory', 'employees', search, page] as const,
  employee: (id: number) => ['directory', 'employee', id] as const,
  groups: (search: string) => ['directory', 'groups', search] as const,
  names: (field: StudentFacetField, ids: readonly number[]) => ['directory', 'names', field, [...ids].sort((a, b) => a - b)] as const,
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
function referenceByIds(field: StudentFacetField, ids: readonly number[], signal: AbortSignal): Promise<ReferenceItem[]> {
  return api(referenceOf[field], { query: { ids: [...ids] } }, { signal });
}

/**
 * The names of chosen ids that nothing on screen names (a filter opened from a link, a choice the
 * other fields rule out); nothing is asked for no ids.
 */
export function useReferenceNames(field: StudentFacetField, ids: readonly number[]) {
  return useQuery({
    queryKey: directoryKeys.names(field, ids),
    queryFn: ({ signal }) => referenceByIds(field, ids, signal),
    enabled: ids.length > 0,
    staleTime: Infinity,
    select: (items) => new Map(items.map((item) => [item.id, item.name])),
  });
}

/** POST /api/account/admin/students: a page of 20; the previous page stays on screen while the next loads. */
export const studentListOptions = (filter: StudentFilter, page: number) =>
  queryOptions({
    queryKey: directoryKeys.students(filter, page),
    queryFn: ({ signal }) =>
      api(e.students, { body: { page, per_page: STUDENT_PAGE_SIZE, filter } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStudentList = (filter: StudentFilter, page: number) => useQuery(studentListOptions(filter, page));

/** GET /api/account/admin/students/{id}; the row the list already has is shown until it answers. */
export function useStudent(id: number | null, fromList?: Student) {
  return useQuery({
    queryKey: directoryKeys.student(id ?? 0),
    queryFn: ({ signal }) => api(e.student, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
    placeholderData: fromList?.id === id ? fromList : undefined,
  });
}

/** POST …/students/faceted-filter: what each field may still be, given the others. */
export function useStudentFacets(filter: StudentFilter) {
  return useQuery({
    queryKey: directoryKeys.facets(filter),
    queryFn: ({ signal }) => api(e.studentFacets, { body: { filter } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** POST /api/account/admin/employees?page=N with the trimmed surname search. */
export function useEmployeeList(search: string, page: number) {
  const body: EmployeeListBody = search ? { search_string: search } : {};
  return useQuery({
    queryKey: directoryKeys.employees(search, page),
    queryFn: ({ signal }) => api(e.employees, { query: { page }, body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: number | null) {
  return useQuery({
    queryKey: directoryKeys.employee(id ?? 0),
    queryFn: ({ signal }) => api(e.employee, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

/** The live select of groups (000 §5): GET /api/groups?search_string=…, from 2 characters on. */
export function useGroupSearch(search: string) {
  return useQuery({
    queryKey: directoryKeys.groups(search),
    queryFn: ({ signal }) =>
      api(referenceEndpoints.groups, { query: { search_string: search } }, { signal }),
    enabled: search.length >= LIVE_SELECT_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
