import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function usePeopleSearch(type: AudienceFilter['type'], search: string) {
  return useQuery({
    queryKey: ['audience', 'people', type, search],
    queryFn: ({ signal }) => findPeople(type, { search }, signal),
    enabled: search.length > 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function usePeopleNames(type: AudienceFilter['type'], ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['audience', 'names', type, sorted],
    queryFn: ({ signal }) => findPeople(type, { ids: sorted }, signal),
    enabled: sorted.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** POST …/students/count or …/employees/count: how many the audience is now. */
export const countAudience = (filter: AudienceFilter, signal?: AbortSignal) =>
  filter.type === 'student'
    ? api(e.studentCount, { body: { filter: filter.data } }, { signal })
    : api(e.employeeCount, { body: { filter: filter.data } }, { signal });

export function useAudienceCount(filter: AudienceFilter | null | undefined) {
  return useQuery({
    queryKey: ['audience', 'count', filter],
    queryFn: ({ signal }) => countAudience(filter!, signal),
    enabled: !!filter,
  });
}

/** GET /api/employee-departments, the teaching ones for teachers (`is_edu_dep`), the others for employees. */
export function useDepartments(pps: boolean | null) {
  return useQuery({
    queryKey: ['audience', 'departments', pps],
    queryFn: ({ signal }) =>
      api(referenceEndpoints.departments, { query: pps === null ? {} : { is_edu_dep: pps } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useWorkTypes() {
  return useQuery({
    queryKey: ['audience', 'work-types'],
    queryFn: ({ signal }) => api(referenceEndpoints.workTypes, { query: {} }, { signal }),
    staleTime: 5 * 60_000,
  });
}
