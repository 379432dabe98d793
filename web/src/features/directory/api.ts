import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authEndpoints,
  directoryEndpoints as e,
  LIVE_SELECT_MIN_CHARS,
  referenceEndpoints,
  STUDENT_PAGE_SIZE,
  type EmployeeListBody,
  type Student,
  type StudentFilter,
} from '@portal/contract';
import { api } from '../../shared/api/client';

export const directoryKeys = {
  all: ['directory'] as const,
  students: (filter: StudentFilter, page: number) => ['directory', 'students', filter, page] as const,
  student: (id: number) => ['directory', 'student', id] as const,
  employees: (search: string, page: number) => ['directory', 'employees', search, page] as const,
  employee: (id: number) => ['directory', 'employee', id] as const,
  groups: (search: string) => ['directory', 'groups', search] as const,
  password: (userId: number) => ['directory', 'password', userId] as const,
};

/** POST /api/account/admin/students: a page of 20; the previous page stays on screen while the next loads. */
export const studentListOptions = (filter: StudentFilter, page: number) =>
  queryOptions({
    queryKey: directoryKeys.students(filter, page),
    queryFn: ({ signal }) => api(e.students, { body: { page, per_page: STUDENT_PAGE_SIZE, filter } }, { signal }),
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
    queryFn: ({ signal }) => api(referenceEndpoints.groups, { query: { search_string: search } }, { signal }),
    enabled: search.length >= LIVE_SELECT_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * GET /api/account/admin/user/{id}/password: whether «Сбросить пароль» is offered (not for a password kept in LDAP).
 */
export function usePasswordStatus(userId: number) {
  return useQuery({
    queryKey: directoryKeys.password(userId),
    queryFn: ({ signal }) => api(authEndpoints.passwordStatus, { params: { id: userId } }, { signal }),
  });
}

/** POST /api/account/admin/user/{id}/password/reset: the temporary password, answered once. */
export function useResetPassword(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(authEndpoints.resetPassword, { params: { id: userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryKeys.password(userId) }),
  });
}
