import { SESSION_HOURS_DEFAULT, SESSION_HOURS_REMEMBERED, type LoginBody } from '@portal/contract';
import { t } from '../../i18n';
import { HttpError, unprocessable } from '../../lib/http-error';
import type { LoginThrottle } from '../../lib/login-throttle';
import { verifyPassword } from '../../lib/passwords';
import { accountsOf, pickAccount, same, savedDefault, userInfo } from './accounts';
import type { Directory } from './ldap';
import type { AuthRepository, UserRow } from './repository';
import type { OpenSession } from './sessions-service';
import { throttledCheck } from './throttled-check';

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/**
 * The user whose password this is, counted by the throttle either way: the portal's own password,
 * or for a user who has none, the university's directory's (`directory`).
 */
function credentialsCheck(repo: AuthRepository, throttle: LoginThrottle, directory: Directory | null | undefined) {
  return async function verifiedUser(login: string, password: string, client: Client): Promise<UserRow> {
    const wrong = () => unprocessable(t('messages:credentials'), { credentials: [t('messages:credentials')] });
    // No e-mail holds a NUL, and PostgreSQL's text cannot: such a login is wrong without a query.
    if (login.includes('\0')) throw wrong();
    let user: UserRow | undefined;
    const right = await throttledCheck(throttle, login, client.ip, async (): Promise<boolean | null> => {
      user = await repo.userByEmail(login);
      if (user?.passwordHash || !directory) return verifyPassword(user?.passwordHash ?? null, password);
      // No password of the portal's own: the university's directory decides. A login the portal
      // does not know is checked there too, so that neither the answer nor its time tells which
      // people have an account here.
      const verdict = await directory.verify(login, password);
      if (verdict === 'unavailable') return null;
      return verdict === 'ok' && user !== undefined;
    });
    // Not a fault of this server (no 5xx): the directory it depends on did not answer (424).
    if (right === null) throw new HttpError(424, t('messages:loginUnavailable'));
    if (!right || !user) throw wrong();
    return user;
  };
}

/**
 * A person who proved who they are signs in: their account chosen (the saved default, else the first
 * by kind), a session opened for 12 hours or, remembered, 30 days, and the sign-in recorded with the
 * client's address and user agent (login_events: the statistics, the sessions list). The password's
 * sign-in and the identity provider's (oidc.ts) both end here.
 */
export function sessionOpening(repo: AuthRepository, openSession: OpenSession, ldap: boolean) {
  return async function signedIn(user: UserRow, remember: boolean, client: Client) {
    // A user whose accounts were all removed gets no session at all.
    const accounts = await accountsOf(repo, user.id, user.language);
    const active = pickAccount(accounts, savedDefault(user));
    if (!active) throw new HttpError(403, t('messages:noAccounts'));
    if (!same(savedDefault(user), active)) await repo.setDefaultAccount(user.id, active);
    const { token } = await openSession(
      user,
      remember ? SESSION_HOURS_REMEMBERED : SESSION_HOURS_DEFAULT,
      active,
      undefined,
      { ip: client.ip, userAgent: client.userAgent?.replaceAll('\0', '').slice(0, 500), remember },
    );
    return userInfo(
      user,
      { token, impersonatedBy: null, passwordMustChange: user.passwordMustChange, language: user.language },
      accounts,
      active,
      ldap,
    );
  };
}
export type SessionOpening = ReturnType<typeof sessionOpening>;

/** Signing in: the credentials checked, the user's account chosen, a session opened and the sign-in recorded. */
export function signIn(
  repo: AuthRepository,
  throttle: LoginThrottle,
  directory: Directory | null | undefined,
  signedIn: SessionOpening,
) {
  const verifiedUser = credentialsCheck(repo, throttle, directory);
  return async function login(body: LoginBody, client: Client) {
    const login = body.login?.trim() ?? '';
    const password = body.password ?? '';
    if (!login || !password) {
      const errors: Record<string, string[]> = {};
      if (!login) errors.login = [t('messages:loginMissing')];
      if (!password) errors.password = [t('messages:loginMissing')];
      throw unprocessable(t('messages:loginMissing'), errors);
    }
    const user = await verifiedUser(login, password, client);
    return signedIn(user, body.remember === true, client);
  };
}
