import {
  IMPERSONATION_HOURS,
  SESSION_HOURS_DEFAULT,
  SESSION_HOURS_REMEMBERED,
  type Account,
  type AccountKey,
  type Language,
  type LoginBody,
  type UserInfo,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { t, tIn } from '../../i18n';
import { HttpError, forbidden, notFound, unprocessable } from '../../lib/http-error';
import type { LoginThrottle } from '../../lib/login-throttle';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Auth } from '../../plugins/auth';
import type { Directory } from './ldap';
import { authRepository, type AccountRef, type UserRow } from './repository';

/** The account a user lands in when no default was chosen. */
const defaultOrder: AccountKey[] = ['admin', 'employee', 'student'];

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/**
 * `sessions`: told of the sessions this instance changed or ended, so that its cache forgets them
 * at once (other instances learn it from the trigger's NOTIFY). `directory`: the university's
 * directory (LDAP), which checks the password of a user who has none of the portal's own.
 */
export function authService(
  db: Db,
  throttle: LoginThrottle,
  sessions?: { forget(ids: readonly number[]): void },
  directory?: Directory | null,
) {
  const repo = authRepository(db);
  const setSessionAccount = async (sessionId: number, account: AccountRef) => {
    await repo.setSessionAccount(sessionId, account);
    sessions?.forget([sessionId]);
  };

  /**
   * The user's accounts, named in `language`: the session's (which a change of language answers in at once), not the
   * request's.
   */
  async function accountsOf(userId: number, language: Language): Promise<Account[]> {
    const name = (key: AccountKey) => tIn(language)(`authServer:accountNames.${key}`);
    const [admins, employees, students] = await Promise.all([
      repo.adminAccounts(userId),
      repo.employeeAccounts(userId),
      repo.studentAccounts(userId),
    ]);
    return [
      ...admins.map((a): Account => ({ key: 'admin', id: a.id, name: name('admin'), data: {}, permissions: [] })),
      ...employees.map((e): Account => ({
        key: 'employee',
        id: e.id,
        name: name('employee'),
        data: {
          timetable: e.timetableId !== null,
          timetable_id: e.timetableId,
          science: e.science,
          is_request_manager: e.isRequestManager,
          is_question_manager: e.isQuestionManager,
        },
        permissions: e.permissions,
      })),
      ...students.map((s): Account => ({
        key: 'student',
        id: s.id,
        name: name('student'),
        data: {
          group:
            s.groupId !== null && s.groupName !== null
              ? { id: s.groupId, name: s.groupName, timetable_id: s.groupTimetableId }
              : null,
          student_record_book_code: s.recordBookCode,
          course: s.course,
        },
        permissions: [],
      })),
    ];
  }

  const savedDefault = (user: UserRow) => ({ key: user.defaultAccountKey, id: user.defaultAccountId });
  const same = (a: { key: AccountKey | null; id: number | null }, b: AccountRef) => a.key === b.key && a.id === b.id;

  /**
   * The first of the wanted accounts the user still has (the session's, then their saved default),
   * falling back to the first by kind when none of them exists any more.
   */
  function pickAccount(
    accounts: Account[],
    ...wanted: { key: AccountKey | null; id: number | null }[]
  ): Account | undefined {
    for (const w of wanted) {
      const found = accounts.find((a) => same(w, a));
      if (found) return found;
    }
    for (const key of defaultOrder) {
      const found = accounts.find((a) => a.key === key);
      if (found) return found;
    }
    return undefined;
  }

  interface SessionView {
    token: string;
    impersonatedBy: number | null;
    passwordMustChange: boolean;
    language: Language;
  }

  function userInfo(user: UserRow, session: SessionView, accounts: Account[], active: Account): UserInfo {
    return {
      id: user.id,
      surname: user.surname,
      name: user.name,
      patronymic: user.patronymic,
      email: user.email,
      // What clients read as the active account: the session's.
      default_account_key: active.key,
      default_account_id: active.id,
      api_token: session.token,
      impersonated_by: session.impersonatedBy,
      accounts,
      password_must_change: session.passwordMustChange,
      language: session.language,
    };
  }

  async function openSession(
    user: UserRow,
    hours: number,
    account: AccountRef,
    impersonator?: { userId: number; sessionId: number; language: Language },
  ) {
    const token = newToken();
    const expiresAt = hoursFromNow(hours);
    // Signed in with a temporary password: the session can only change it. An admin signed in as
    // the user is not the one to choose it.
    const passwordMustChange = !impersonator && user.passwordMustChange;
    // An admin signed in as the user goes on reading in their own language.
    const language = impersonator?.language ?? user.language;
    const sessionId = await repo.createSession({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      account,
      impersonator,
      passwordMustChange,
      language,
    });
    return { token, expiresAt, sessionId };
  }

  /** The session's user and accounts; a session whose account is gone moves to another one. */
  async function sessionInfo(auth: Auth, known?: Account[]) {
    const user = await repo.userById(auth.userId);
    if (!user) throw notFound();
    const accounts = known ?? (await accountsOf(user.id, auth.language));
    const active = pickAccount(accounts, { key: auth.accountKey, id: auth.accountId }, savedDefault(user));
    if (!active) throw new HttpError(403, t('messages:noAccounts'));
    if (!same({ key: auth.accountKey, id: auth.accountId }, active)) await setSessionAccount(auth.sessionId, active);
    return userInfo(
      user,
      {
        token: auth.token,
        impersonatedBy: auth.impersonatorUserId,
        passwordMustChange: auth.passwordMustChange,
        language: auth.language,
      },
      accounts,
      active,
    );
  }

  return {
    async login(body: LoginBody, client: { ip: string; userAgent: string | undefined }) {
      const login = body.login?.trim() ?? '';
      const password = body.password ?? '';
      if (!login || !password) {
        const errors: Record<string, string[]> = {};
        if (!login) errors.login = [t('messages:loginMissing')];
        if (!password) errors.password = [t('messages:loginMissing')];
        throw unprocessable(t('messages:loginMissing'), errors);
      }
      const wrong = () => unprocessable(t('messages:credentials'), { credentials: [t('messages:credentials')] });
      // No e-mail holds a NUL, and PostgreSQL's text cannot: such a login is wrong without a query.
      if (login.includes('\0')) throw wrong();
      const key = login.toLowerCase();
      if (!(await throttle.attempt(key, client.ip))) throw new HttpError(429, t('messages:tooManyAttempts'));

      let user: UserRow | undefined;
      let right = false;
      let unavailable = false;
      try {
        user = await repo.userByEmail(login);
        if (user?.passwordHash || !directory) {
          right = await verifyPassword(user?.passwordHash ?? null, password);
        } else {
          // No password of the portal's own: the university's directory decides. A login the
          // portal does not know is checked there too, so that neither the answer nor its time
          // tells which people have an account here.
          const verdict = await directory.verify(login, password);
          unavailable = verdict === 'unavailable';
          right = verdict === 'ok' && user !== undefined;
        }
      } finally {
        // A check that could not finish counts as a failure: the try must end either way.
        await (right && user ? throttle.succeeded(key, client.ip) : throttle.failed(key, client.ip));
      }
      // Not a fault of this server (no 5xx): the directory it depends on did not answer (424).
      if (unavailable) throw new HttpError(424, t('messages:loginUnavailable'));
      if (!right || !user) throw wrong();

      // A user whose accounts were all removed gets no session at all.
      const accounts = await accountsOf(user.id, user.language);
      const active = pickAccount(accounts, savedDefault(user));
      if (!active) throw new HttpError(403, t('messages:noAccounts'));
      if (!same(savedDefault(user), active)) await repo.setDefaultAccount(user.id, active);
      const remember = body.remember === true;
      const { token } = await openSession(user, remember ? SESSION_HOURS_REMEMBERED : SESSION_HOURS_DEFAULT, active);
      await repo.recordLogin({
        userId: user.id,
        accountKey: active.key,
        accountId: active.id,
        ip: client.ip,
        userAgent: client.userAgent?.replaceAll('\0', '').slice(0, 500),
        remember,
      });
      return userInfo(
        user,
        { token, impersonatedBy: null, passwordMustChange: user.passwordMustChange, language: user.language },
        accounts,
        active,
      );
    },

    current: (auth: Auth) => sessionInfo(auth),

    /** Expired sessions are useless: the hourly cleanup removes them (with their impersonations). */
    pruneSessions: () => repo.deleteExpiredSessions(),

    async logout(auth: Auth) {
      await repo.deleteSession(auth.sessionId);
      sessions?.forget([auth.sessionId]);
    },

    /**
     * Switches this session to another of the user's accounts, and makes it the saved default
     * (where the next sign-in starts). Other sessions of the user keep their account, and a
     * session of an admin signed in as the user leaves the user's saved default alone.
     */
    async setDefaultAccount(auth: Auth, key: AccountKey, id: number) {
      const accounts = await accountsOf(auth.userId, auth.language);
      const chosen = accounts.find((a) => a.key === key && a.id === id);
      if (!chosen) throw unprocessable(t('messages:accountNotYours'), { account_id: [t('messages:accountNotYours')] });
      await setSessionAccount(auth.sessionId, chosen);
      if (auth.impersonatorUserId === null) await repo.setDefaultAccount(auth.userId, chosen);
      return sessionInfo({ ...auth, accountKey: chosen.key, accountId: chosen.id }, accounts);
    },

    /** The user's language on every device (an admin signed in as the user changes only that session's). */
    async setLanguage(auth: Auth, language: Language) {
      const changed = await repo.setLanguage(
        { userId: auth.userId, sessionId: auth.sessionId, impersonated: auth.impersonatorUserId !== null },
        language,
      );
      sessions?.forget(changed);
      return sessionInfo({ ...auth, language });
    },

    /**
     * An admin signs in as another user: a short session marked with the admin, in the user's saved
     * default account, ending with the admin's own session; and an audit record.
     */
    async impersonate(auth: Auth, targetUserId: number, ip: string) {
      const target = await repo.userById(targetUserId);
      if (!target) throw notFound(t('authServer:userNotFound'));
      if (target.id === auth.userId) throw unprocessable(t('authServer:ownAccount'));
      if ((await repo.adminAccounts(target.id)).length > 0) throw forbidden();
      const account = pickAccount(await accountsOf(target.id, auth.language), savedDefault(target));
      if (!account) throw new HttpError(403, t('messages:noAccounts'));
      const impersonator = { userId: auth.userId, sessionId: auth.sessionId, language: auth.language };
      const { token, expiresAt } = await openSession(target, IMPERSONATION_HOURS, account, impersonator);
      await recordAudit(db, {
        actorUserId: auth.userId,
        action: 'impersonate',
        targetUserId: target.id,
        ip,
        details: { expires_at: expiresAt.toISOString() },
      });
      return { token, expires_at: expiresAt.toISOString() };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
