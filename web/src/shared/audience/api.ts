import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  directoryEndpoints as e,
  referenceEndpoints,
  type AudienceFilter,
  type EmployeeListItem,
  type Student,
} from '@portal/contract';
import { api } from '../api/client';

/** People found by name (more than 2 characters, 001 §9) or named by their ids, for the name search. */
export const PERSON_SEARCH_LIMIT = 50;

export interface PersonOption {
  id: number;
  label: string;
}

const studentLabel = (s: Student) =>
  [s.surname, s.name, s.patronymic].filter(Boolean).join(' ') + (s.group ? `, ${s.group.name}` : '');
const employeeLabel = (p: EmployeeListItem) =>
  [p.surname, p.name, p.patronymic].filter(Boolean).join(' ') + (p.posts[0] ? `, ${p.posts[0].department_name}` : '');

/** POST …/students or …/employees by `search_string` or `ids` (the directory's own calls, 001 §7). */
async function findPeople(
  type: AudienceFilter['type'],
  by: { search?: string; ids?: number[] },
  signal: AbortSignal,
): Promise<PersonOption[]> {
  if (type === 'student') {
    const filter = by.ids ? { ids: by.ids } : { search_string: by.search };
    const page = await api(e.students, { body: { page: 1, per_page: PERSON_SEARCH_LIMIT, filter } }, { signal });
    return page.items.map((s) => ({ id: s.id, label: studentLabel(s) }));
  }
  const body = by.ids ? { ids: by.ids } : { search_string: by.search };
  const page = await api(e.employees, { query: { page: 1 }, body }, { signal });
  return page.items.map((p) => ({ id: p.id, label: employeeLabel(p) }));
}

export const audienceKeys = {
  people: (type: AudienceFilter['type'], search: string) => ['audience', 'people', type, search] as const,
  names: (type: AudienceFilter['type'], ids: readonly number[]) => ['audience', 'names', type, ids] as const,
  count: (filter: AudienceFilter | null | undefined) => ['audience', 'count', filter] as const,
  departments: (pps: boolean | null) => ['audience', 'departments', pps] as const,
  workTypes: ['audience', 'work-types'] as const,
};

/** People found by name, from 3 characters on. */
export const peopleSearchOptions = (type: AudienceFilter['type'], search: string) =>
  queryOptions({
    queryKey: audienceKeys.people(type, search),
    queryFn: ({ signal }) => findPeople(type, { search }, signal),
    enabled: search.length > 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const usePeopleSearch = (type: AudienceFilter['type'], search: string) =>
  useQuery(peopleSearchOptions(type, search));

/** The names of people by their ids. */
export const peopleNamesOptions = (type: AudienceFilter['type'], ids: readonly number[]) => {
  const sorted = [...ids].sort((a, b) => a - b);
  return queryOptions({
    queryKey: audienceKeys.names(type, sorted),
    queryFn: ({ signal }) => findPeople(type, { ids: sorted }, signal),
    enabled: sorted.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
};
export const usePeopleNames = (type: AudienceFilter['type'], ids: readonly number[]) =>
  useQuery(peopleNamesOptions(type, ids));

/** POST …/students/count or …/employees/count: how many the audience is now. */
export const countAudience = (filter: AudienceFilter, signal?: AbortSignal) =>
  filter.type === 'student'
    ? api(e.studentCount, { body: { filter: filter.data } }, { signal })
    : api(e.employeeCount, { body: { filter: filter.data } }, { signal });

export const audienceCountOptions = (filter: AudienceFilter | null | undefined) =>
  queryOptions({
    queryKey: audienceKeys.count(filter),
    queryFn: ({ signal }) => countAudience(filter!, signal),
    enabled: !!filter,
  });
export const useAudienceCount = (filter: AudienceFilter | null | undefined) => useQuery(audienceCountOptions(filter));

/** GET /api/employee-departments, the teaching ones for teachers (`is_edu_dep`), the others for employees. */
export const departmentsOptions = (pps: boolean | null) =>
  queryOptions({
    queryKey: audienceKeys.departments(pps),
    queryFn: ({ signal }) =>
      api(referenceEndpoints.departments, { query: pps === null ? {} : { is_edu_dep: pps } }, { signal }),
    staleTime: 5 * 60_000,
  });
export const useDepartments = (pps: boolean | null) => useQuery(departmentsOptions(pps));

/** GET /api/work-types. */
export const workTypesOptions = () =>
  queryOptions({
    queryKey: audienceKeys.workTypes,
    queryFn: ({ signal }) => api(referenceEndpoints.workTypes, { query: {} }, { signal }),
    staleTime: 5 * 60_000,
  });
export const useWorkTypes = () => useQuery(workTypesOptions());
