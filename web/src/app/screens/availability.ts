import type { Account, EmployeeAccount, PermissionKey, StudentAccount } from '@portal/contract';

/**
 * When an entry (and its route) is there for an account: 002 §2.4. The sidebar and the route
 * table use the same functions, so a hidden entry is also an unreachable route.
 */
export type Availability<A extends Account = Account> = (account: A) => boolean;

export const hasTimetable: Availability<EmployeeAccount> = (a) => a.data.timetable && a.data.timetable_id !== null;
/** A student who stays in this app sees their group's timetable (README decision 2) when the group has one. */
export const hasGroupTimetable: Availability<StudentAccount> = (a) => (a.data.group?.timetable_id ?? null) !== null;
export const hasScience: Availability<EmployeeAccount> = (a) => a.data.science !== null;
export const isRequestManager: Availability<EmployeeAccount> = (a) => a.data.is_request_manager;
export const isQuestionManager: Availability<EmployeeAccount> = (a) => a.data.is_question_manager;
export const hasPermission =
  (permission: PermissionKey): Availability =>
  (a) =>
    a.permissions.includes(permission);
