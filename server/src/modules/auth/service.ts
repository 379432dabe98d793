import {
  IMPERSONATION_HOURS,
  SESSION_HOURS_DEFAULT,
  SESSION_HOURS_REMEMBERED,
  messages,
  type Account,
  type AccountKey,
  type LoginBody,
  type UserInfo,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { HttpError, forbidden, notFound, unprocessable } from '../../lib/http-error';
import type { LoginThrottle } from '../../lib/login-throttle';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Auth } from '../../plugins/auth';
import { authRepository, type UserRow } from './repository';

const accountNames: Record<AccountKey, string> = {
  admin: 'Администратор',
  employee: 'Сотрудник',
  student: 'Студент',
};
/** The account a user lands in when no default was chosen. */
const defaultOrder: AccountKey[] = ['admin', 'employee', 'student'];

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

export function authService(db: Db, throttle: LoginThrottle) {
  const repo = authRepository(db);

  async function accountsOf(userId: number): Promise<Account[]> {
    const [admins, employees, students] = await Promise.all([
      repo.adminAccounts(userId),
      repo.employeeAccounts(userId),
      repo.studentAccounts(userId),
    ]);
    return [
      ...admins.map((a): Account => ({ key: 'admin', id: a.id, name: accountNames.admin, data: {}, permissions: [] })),
      ...employees.map(
        (e): Account => ({
          key: 'employee',
          id: e.id,
          name: accountNames.employee,
          data: {
            timetable: e.timetableId !== null,
            timetable_id: e.timetableId,
            science: e.science,
            is_request_manager: e.isRequestManager,
            is_question_manager: e.isQuestionManager,
          },
          permissions: e.permissions,
        }),
      ),
      ...students.map(
        (s): Account => ({
          key: 'student',
          id: s.id,
          name: accountNames.student,
          data: {
            group: s.groupId !== null && s.groupName !== null ? { id: s.groupId, name: s.groupName } : null,
            student_record_book_code: s.recordBookCode,
            course: s.course,
          },
          permissions: [],
        }),
      ),
    ];
  }

  /** The user's default account, falling back to the first by kind when the stored one is gone. */
  function activeAccount(user: UserRow, accounts: Account[]): Account | undefined {
    const stored = accounts.find((a) => a.key === user.defaultAccountKey && a.id === user.defaultAccountId);
    if (stored) return stored;
    for (const key of defaultOrder) {
      const found = accounts.find((a) => a.key === key);
      if (found) return found;
    }
    return undefined;
  }

  async function userInfo(user: UserRow, token: string, impersonatedBy: number | null, known?: Account[]): Promise<UserInfo> {
    const accounts = known ?? (await accountsOf(user.id));
    const active = activeAccount(user, accounts);
    if (!active) throw new HttpError(403, messages.noAccounts);
    if (active.key !== user.defaultAccountKey || active.id !== user.defaultAccountId) {
      await repo.setDefaultAccount(user.id, active.key, active.id);
    }
    return {
      id: user.id,
      surname: user.surname,
      name: user.name,
      patronymic: user.patronymic,
      email: user.email,
      default_account_key: active.key,
      default_account_id: active.id,
      api_token: token,
      impersonated_by: impersonatedBy,
      accounts,
    };
  }

  async function openSession(user: UserRow, hours: number, impersonatorUserId?: number) {
    const token = newToken();
    const expiresAt = hoursFromNow(hours);
    const sessionId = await repo.createSession({ userId: user.id, tokenHash: hashToken(token), expiresAt, impersonatorUserId });
    return { token, expiresAt, sessionId };
  }

  return {
    async login(body: LoginBody, client: { ip: string; userAgent: string | undefined }) {
      const login = body.login?.trim() ?? '';
      const password = body.password ?? '';
      if (!login || !password) {
        const errors: Record<string, string[]> = {};
        if (!login) errors.login = [messages.loginMissing];
        if (!password) errors.password = [messages.loginMissing];
        throw unprocessable(messages.loginMissing, errors);
      }
      const key = login.toLowerCase();
      if (throttle.blocked(key, client.ip)) throw new HttpError(429, messages.tooManyAttempts);

      const user = await repo.userByEmail(login);
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
        throttle.failed(key, client.ip);
        throw unprocessable(messages.credentials, { credentials: [messages.credentials] });
      }
      throttle.succeeded(key);

      // A user whose accounts were all removed gets no session at all.
      const accounts = await accountsOf(user.id);
      if (!accounts.length) throw new HttpError(403, messages.noAccounts);
      const remember = body.remember === true;
      const { token } = await openSession(user, remember ? SESSION_HOURS_REMEMBERED : SESSION_HOURS_DEFAULT);
      const info = await userInfo(user, token, null, accounts);
      await repo.recordLogin({
        userId: user.id,
        accountKey: info.default_account_key,
        accountId: info.default_account_id,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500),
        remember,
      });
      return info;
    },

    async current(auth: Auth) {
      const user = await repo.userById(auth.userId);
      if (!user) throw notFound();
      return userInfo(user, auth.token, auth.impersonatorUserId);
    },

    /** Expired sessions are useless: the hourly cleanup removes them. */
    pruneSessions: () => repo.deleteExpiredSessions(),

    async logout(auth: Auth) {
      await repo.deleteSession(auth.sessionId);
    },

    async setDefaultAccount(auth: Auth, key: AccountKey, id: number) {
      const accounts = await accountsOf(auth.userId);
      if (!accounts.some((a) => a.key === key && a.id === id)) {
        throw unprocessable(messages.accountNotYours, { account_id: [messages.accountNotYours] });
      }
      await repo.setDefaultAccount(auth.userId, key, id);
      return this.current(auth);
    },

    /** An admin signs in as another user: a short session marked with the admin, and an audit record. */
    async impersonate(auth: Auth, targetUserId: number, ip: string) {
      const target = await repo.userById(targetUserId);
      if (!target) throw notFound('Пользователь не найден');
      if (target.id === auth.userId) throw unprocessable('Нельзя войти в свой собственный аккаунт');
      if ((await repo.adminAccounts(target.id)).length > 0) throw forbidden();
      const { token, expiresAt } = await openSession(target, IMPERSONATION_HOURS, auth.userId);
      await repo.audit({ actorUserId: auth.userId, action: 'impersonate', targetUserId: target.id, ip, details: { expires_at: expiresAt.toISOString() } });
      return { token, expires_at: expiresAt.toISOString() };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
