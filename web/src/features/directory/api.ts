import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authEndpoints,
  directoryEndpoints as e,
  leaverEndpoints,
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
  employees: (search: string, page: number, includeLeft: boolean) =>
    ['directory', 'employees', search, page, includeLeft] as const,
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

/** GET /api/account/admin/students/{id}. */
export const studentOptions = (id: number) =>
  queryOptions({
    queryKey: directoryKeys.student(id),
    queryFn: ({ signal }) => api(e.student, { params: { id } }, { signal }),
  });

/** The student of a row; the row the list already has is shown until the call answers. */
export const useStudent = (id: number | null, fromList?: Student) =>
  useQuery({
    ...studentOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: fromList?.id === id ? fromList : undefined,
  });

/** POST /api/account/admin/employees?page=N with the trimmed surname search (and those who left, on the switch). */
export const employeeListOptions = (search: string, page: number, includeLeft = false) => {
  const body: EmployeeListBody = {
    ...(search ? { search_string: search } : {}),
    ...(includeLeft ? { include_left: true } : {}),
  };
  return queryOptions({
    queryKey: directoryKeys.employees(search, page, includeLeft),
    queryFn: ({ signal }) => api(e.employees, { query: { page }, body }, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const useEmployeeList = (search: string, page: number, includeLeft = false) =>
  useQuery(employeeListOptions(search, page, includeLeft));

/** GET /api/account/admin/employees/{id}. */
export const employeeOptions = (id: number) =>
  queryOptions({
    queryKey: directoryKeys.employee(id),
    queryFn: ({ signal }) => api(e.employee, { params: { id } }, { signal }),
  });

export const useEmployee = (id: number | null) => useQuery({ ...employeeOptions(id ?? 0), enabled: id !== null });

/** The live select of groups (000 §5): GET /api/groups?search_string=…, from 2 characters on. */
export const groupSearchOptions = (search: string) =>
  queryOptions({
    queryKey: directoryKeys.groups(search),
    queryFn: ({ signal }) => api(referenceEndpoints.groups, { query: { search_string: search } }, { signal }),
    enabled: search.length >= LIVE_SELECT_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useGroupSearch = (search: string) => useQuery(groupSearchOptions(search));

/**
 * GET /api/account/admin/user/{id}/password: whether «Сбросить пароль» is offered (not for a password kept in LDAP).
 */
export const passwordStatusOptions = (userId: number) =>
  queryOptions({
    queryKey: directoryKeys.password(userId),
    queryFn: ({ signal }) => api(authEndpoints.passwordStatus, { params: { id: userId } }, { signal }),
  });

export const usePasswordStatus = (userId: number) => useQuery(passwordStatusOptions(userId));

/** POST /api/account/admin/user/{id}/password/reset: the temporary password, answered once. */
export function useResetPassword(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(authEndpoints.resetPassword, { params: { id: userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passwordStatusOptions(userId).queryKey }),
  });
}

/**
 * POST /api/account/admin/user/{id}/leave or /return (issue 33): the person marked as having left, or
 * brought back; every list and panel of the directory is read again.
 */
export function useLeaving(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leave: boolean) =>
      api(leave ? leaverEndpoints.markLeft : leaverEndpoints.markReturned, { params: { id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
  });
}
