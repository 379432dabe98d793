import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, idParam, safeText } from './envelope';

export const accountKeys = ['student', 'employee', 'admin'] as const;
export const accountKey = z.enum(accountKeys);
export type AccountKey = z.infer<typeof accountKey>;

export const permissionKeys = [
  'notification_manager',
  'poll_manager',
  'request_admin',
  'question_admin',
] as const;
export const permissionKey = z.enum(permissionKeys);
export type PermissionKey = z.infer<typeof permissionKey>;

export const studentAccountData = z.object({
  /** The student's group; `timetable_id` opens its timetable (beyond 002: a student who stays in this app sees it). */
  group: z.object({ id: z.number().int(), name: z.string(), timetable_id: z.number().int().nullable() }).nullable(),
  student_record_book_code: z.string(),
  course: z.number().int().nullable(),
});

export const scienceIds = z.object({
  science_index_spin: z.string().nullable(),
  science_index_author_id: z.string().nullable(),
  scopus_id: z.string().nullable(),
  researcher_id: z.string().nullable(),
  orcid: z.string().nullable(),
  google_scholar: z.string().nullable(),
});
export type ScienceIds = z.infer<typeof scienceIds>;

export const employeeAccountData = z.object({
  timetable: z.boolean(),
  timetable_id: z.number().int().nullable(),
  science: scienceIds.nullable(),
  is_request_manager: z.boolean(),
  is_question_manager: z.boolean(),
});

export const account = z.discriminatedUnion('key', [
  z.object({
    key: z.literal('student'),
    id: z.number().int(),
    name: z.string(),
    data: studentAccountData,
    permissions: z.array(permissionKey),
  }),
  z.object({
    key: z.literal('employee'),
    id: z.number().int(),
    name: z.string(),
    data: employeeAccountData,
    permissions: z.array(permissionKey),
  }),
  z.object({
    key: z.literal('admin'),
    id: z.number().int(),
    name: z.string(),
    data: z.object({}),
    permissions: z.array(permissionKey),
  }),
]);
export type Account = z.infer<typeof account>;
export type StudentAccount = Extract<Account, { key: 'student' }>;
export type EmployeeAccount = Extract<Account, { key: 'employee' }>;

export const userInfo = z.object({
  id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  email: z.string(),
  default_account_key: accountKey,
  default_account_id: z.number().int(),
  api_token: z.string(),
  /** Set when this session was opened by an admin signing in as the user. */
  impersonated_by: z.number().int().nullable(),
  accounts: z.array(account),
});
export type UserInfo = z.infer<typeof userInfo>;

export const userInfoResult = z.object({ user_info: userInfo });

export const loginBody = z.object({
  login: safeText(320).optional(),
  password: safeText(1024).optional(),
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const setDefaultAccountBody = z.object({
  account_key: accountKey,
  account_id: id,
});
export type SetDefaultAccountBody = z.infer<typeof setDefaultAccountBody>;

export const impersonationResult = z.object({ token: z.string(), expires_at: z.string() });


/** Session lifetimes: decision 5 of the spec README. */
export const SESSION_HOURS_REMEMBERED = 30 * 24;
export const SESSION_HOURS_DEFAULT = 12;
export const IMPERSONATION_HOURS = 1;

const tag = 'Вход и аккаунты';
export const authEndpoints = {
  login: endpoint({ name: 'login', method: 'POST', path: '/api/login', tag, summary: 'Sign in with e-mail and password', body: loginBody, result: userInfoResult, example: { body: { login: 'student@demo.local', password: 'demo' } } }),
  accounts: endpoint({ name: 'getAccounts', method: 'GET', path: '/api/accounts', tag, summary: 'The signed-in user and their accounts', result: userInfoResult }),
  logout: endpoint({ name: 'logout', method: 'POST', path: '/api/logout', tag, summary: 'End this session', result: z.null() }),
  setDefaultAccount: endpoint({
    name: 'setDefaultAccount',
    method: 'POST',
    path: '/api/account/set-default-account',
    tag,
    summary: 'Switch to another own account',
    body: setDefaultAccountBody,
    result: userInfoResult,
    example: { body: { account_key: 'student', account_id: 1 } },
  }),
  impersonate: endpoint({
    name: 'signInAsUser',
    method: 'GET',
    path: '/api/account/admin/user/:id/token',
    tag,
    summary: 'Sign in as another user (admin)',
    params: idParam,
    result: impersonationResult,
    example: { params: { id: 1 } },
  }),
};
