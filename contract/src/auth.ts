import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, idParam, safeText } from './envelope';
import { LANGUAGES } from './i18n/languages';
import { ru as api } from './i18n/api/ru';
import { say, said } from './i18n/current';

import { accountKey } from './account-keys';
import { sidebarLink } from './links';

export { accountKey, accountKeys, type AccountKey } from './account-keys';

export const permissionKeys = ['notification_manager', 'poll_manager', 'request_admin', 'question_admin'] as const;
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

export const language = z.enum(LANGUAGES);

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
  /**
   * Beyond the spec (issue 16): true when this session was opened with a temporary password an
   * admin set; every call but the password change, this one and sign-out is refused until the
   * user chooses a new password. The server always sends it.
   */
  password_must_change: z.boolean().optional(),
  /**
   * Beyond the spec (issue 17): the language the user chose for the portal, its e-mails and its
   * own inbox notifications. The server always sends it.
   */
  language: language.optional(),
  /**
   * Beyond the spec (issue 30 §7): whether this session may change the user's password here
   * (`changeOwnPassword`): not when it lives in the university's directory (LDAP configured and no
   * password of the portal's own), nor for an admin signed in as the user. The server always sends it.
   */
  can_change_password: z.boolean().optional(),
  /**
   * Beyond the spec (issue 33; 000 §2 «navigation items from configuration»): the university's own
   * entries for the sidebars of the user's account kinds, external links in their order. The
   * server always sends it.
   */
  sidebar_links: z.array(sidebarLink).optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const userInfoResult = z.object({ user_info: userInfo });

export const languageBody = z.object({ language });

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

/** The shortest password a person may choose; the sign-in takes at most 1024 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * What is said about a password a person chooses (the operator's `npm run admin`, the change after a temporary one,
 * the person's own change).
 */
export const passwordMessages = api.passwords;

/**
 * A control character (U+0000–U+001F, U+007F): nobody types a line break or a tab into the sign-in's
 * field, and NUL cannot be stored or compared by PostgreSQL.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Why a password cannot be chosen, or null. */
export function passwordProblem(password: string): string | null {
  if (CONTROL_CHARACTER.test(password)) return say('passwords.control');
  if ([...password].length < PASSWORD_MIN_LENGTH) return say('passwords.tooShort', { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return say('passwords.tooLong', { max: PASSWORD_MAX_LENGTH });
  if (!password.trim()) return say('passwords.blank');
  return null;
}

/** A new password, twice: the rules of `passwordProblem`; `typedTwice` checks the confirmation. */
const newPassword = z.object({
  password: z.string().superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
});
const typedTwice = (b: z.infer<typeof newPassword>) => b.password === b.password_confirmation;
const mismatch = { error: said('passwords.mismatch'), path: ['password_confirmation'] };

/** The new password, twice: the change a session opened with a temporary password must make first. */
export const changePasswordBody = newPassword.refine(typedTwice, mismatch);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** A person's own change of password (issue 30 §7): the current one, then the new one twice. */
export const changeOwnPasswordBody = newPassword
  .extend({
    current_password: safeText(PASSWORD_MAX_LENGTH).refine((p) => p.length > 0, {
      error: said('passwords.currentMissing'),
    }),
  })
  .refine(typedTwice, mismatch);
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBody>;

/**
 * Whether an admin may give the user a temporary password: not when the user's password lives in
 * the university's directory (LDAP configured and no password of the portal's own), nor for an
 * admin or oneself; `reason` says why not. `must_change`: a temporary password is still unchanged.
 */
export const passwordStatus = z.object({
  can_reset: z.boolean(),
  reason: z.string().nullable(),
  must_change: z.boolean(),
});
export type PasswordStatus = z.infer<typeof passwordStatus>;

/** The temporary password, shown to the admin once and never stored but as its hash. */
export const passwordResetResult = z.object({ password: z.string() });

/**
 * Sign-in through the university's identity provider (issue 33, OpenID Connect): the start remembers
 * «Запомнить меня» in the flow (its state, nonce and PKCE verifier are sealed in an HttpOnly cookie of
 * the browser) and answers where to send the browser.
 */
export const oidcStartBody = z.object({ remember: z.boolean().optional() });
export const oidcStartResult = z.object({ url: z.string() });

/**
 * What the provider sent the browser back with to the web app's `/login/oidc` (the authorization
 * response's query, RFC 6749 §4.1.2, RFC 9207's `iss`): the app hands it on as it is.
 */
export const oidcFinishBody = z.object({
  code: safeText(4096).optional(),
  state: safeText(4096).optional(),
  iss: safeText(2048).optional(),
  error: safeText(256).optional(),
  error_description: safeText(2048).optional(),
});
export type OidcFinishBody = z.infer<typeof oidcFinishBody>;

/** Where the identity provider sends the browser back: the web app's page, which finishes the sign-in. */
export const OIDC_CALLBACK_PATH = '/login/oidc';

/** Session lifetimes: decision 5 of the spec README. */
export const SESSION_HOURS_REMEMBERED = 30 * 24;
export const SESSION_HOURS_DEFAULT = 12;
export const IMPERSONATION_HOURS = 1;

const tag = 'Вход и аккаунты';
export const authEndpoints = {
  login: endpoint({
    name: 'login',
    method: 'POST',
    path: '/api/login',
    tag,
    summary: 'Sign in with e-mail and password',
    body: loginBody,
    result: userInfoResult,
    example: { body: { login: 'student@demo.local', password: 'demo' } },
  }),
  accounts: endpoint({
    name: 'getAccounts',
    method: 'GET',
    path: '/api/accounts',
    tag,
    summary: 'The signed-in user and their accounts',
    result: userInfoResult,
  }),
  logout: endpoint({
    name: 'logout',
    method: 'POST',
    path: '/api/logout',
    tag,
    summary: "End this session; in an admin's session as another user, the admin's own session ends too",
    result: z.null(),
  }),
  endImpersonation: endpoint({
    name: 'endImpersonation',
    method: 'POST',
    path: '/api/account/impersonation/end',
    tag,
    summary: "End a session of an admin signed in as another user, keeping the admin's own (no-op in one's own)",
    result: z.null(),
  }),
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
  passwordStatus: endpoint({
    name: 'getPasswordStatus',
    method: 'GET',
    path: '/api/account/admin/user/:id/password',
    tag,
    summary: "Whether the user's password can be reset from the portal (admin)",
    params: idParam,
    result: passwordStatus,
    example: { params: { id: 1 } },
  }),
  resetPassword: endpoint({
    name: 'resetPassword',
    method: 'POST',
    path: '/api/account/admin/user/:id/password/reset',
    tag,
    summary:
      'Give the user a temporary password, shown once; their sessions end and the next sign-in must change it (admin)',
    params: idParam,
    result: passwordResetResult,
    example: { params: { id: 1 } },
  }),
  setLanguage: endpoint({
    name: 'setLanguage',
    method: 'POST',
    path: '/api/account/language',
    tag,
    summary: 'Choose the language of the portal, its e-mails and its own notifications for every device of the user',
    body: languageBody,
    result: userInfoResult,
    example: { body: { language: 'en' } },
  }),
  changePassword: endpoint({
    name: 'changePassword',
    inPerson: true,
    method: 'POST',
    path: '/api/account/password',
    tag,
    summary: "Choose a new password in a session opened with a temporary one; the user's other sessions end",
    body: changePasswordBody,
    result: userInfoResult,
    example: { body: { password: 'новый пароль 2026', password_confirmation: 'новый пароль 2026' } },
  }),
  changeOwnPassword: endpoint({
    name: 'changeOwnPassword',
    inPerson: true,
    method: 'POST',
    path: '/api/account/password/change',
    tag,
    summary:
      "Change one's own password, the current one typed first (not a password kept in the university's " +
      "directory); the user's other sessions end",
    body: changeOwnPasswordBody,
    result: userInfoResult,
    example: {
      body: { current_password: 'demo', password: 'новый пароль 2026', password_confirmation: 'новый пароль 2026' },
    },
  }),
  startOidcSignIn: endpoint({
    name: 'startOidcSignIn',
    method: 'POST',
    path: '/api/login/oidc/start',
    tag,
    summary:
      "Start a sign-in through the university's identity provider (OpenID Connect): the address to send the " +
      'browser to, the flow kept in a cookie',
    body: oidcStartBody,
    result: oidcStartResult,
    example: { body: { remember: true } },
  }),
  finishOidcSignIn: endpoint({
    name: 'finishOidcSignIn',
    method: 'POST',
    path: '/api/login/oidc/finish',
    tag,
    summary:
      "Finish a sign-in through the university's identity provider with its answer (the flow's cookie): " +
      'the portal session of the person it names, as POST /api/login opens it',
    body: oidcFinishBody,
    result: userInfoResult,
    example: { body: { code: 'code-from-the-provider', state: 'state-of-the-flow' } },
  }),
};
