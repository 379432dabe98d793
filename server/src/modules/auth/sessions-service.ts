import type { Account, AccountKey, Language } from '@portal/contract';
import { t } from '../../i18n';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { Auth } from '../../plugins/auth';
import { accountsOf, pickAccount, same, savedDefault, userInfo } from './accounts';
import type { AccountRef, AuthRepository, UserRow } from './repository';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/**
 * A person who left the university (issue 33, `users.left_at`) gets no session, however they sign
 * in (the password, the university's LDAP, OpenID Connect: each opens its session here).
 */
export function refuseLeaver(user: Pick<UserRow, 'leftAt'>): void {
  if (user.leftAt !== null) throw new HttpError(403, t('messages:leftUniversity'));
}

/** Told of the sessions this instance changed or ended, so that its cache forgets them at once. */
export interface SessionsNotice {
  forget(ids: readonly number[]): void;
}

/**
 * The user's language, and with it their sessions' copy of it (each answer is written in it), the
 * session caches told; an admin signed in as the user changes only that session's.
 */
export async function changeLanguage(
  repo: AuthRepository,
  sessions: SessionsNotice | undefined,
  auth: Auth,
  language: Language,
) {
  const changed = await repo.setLanguage(
    { userId: auth.userId, sessionId: auth.sessionId, impersonated: auth.impersonatorUserId !== null },
    language,
  );
  sessions?.forget(changed);
}

/**
 * A user's sessions: opened (by the sign-in, or an admin signing in as the user), read, switched
 * to another account or language, ended. `ldap`: whether the university's directory checks the
 * passwords of users without one of the portal's own (the session tells whether it may change one).
 */
export function sessionsService(repo: AuthRepository, sessions: SessionsNotice | undefined, ldap: boolean) {
  const setSessionAccount = async (sessionId: number, account: AccountRef) => {
    await repo.setSessionAccount(sessionId, account);
    sessions?.forget([sessionId]);
  };

  async function openSession(
    user: UserRow,
    hours: number,
    account: AccountRef,
    impersonator?: { userId: number; sessionId: number; language: Language },
    signIn?: SignInRecord,
  ) {
    refuseLeaver(user);
    const token = newToken();
    const expiresAt = hoursFromNow(hours);
    // Signed in with a temporary password: the session can only change it. An admin signed in as
    // the user is not the one to choose it.
    const passwordMustChange = !impersonator && user.passwordMustChange;
    // An admin signed in as the user goes on reading in their own language.
    const language = impersonator?.language ?? user.language;
    const sessionId = await repo.createSession(
      { userId: user.id, tokenHash: hashToken(token), expiresAt, account, impersonator, passwordMustChange, language },
      signIn,
    );
    return { token, expiresAt, sessionId };
  }

  /** The session's user and accounts; a session whose account is gone moves to another one. */
  async function sessionInfo(auth: Auth, known?: Account[]) {
    const user = await repo.userById(auth.userId);
    if (!user) throw notFound();
    const accounts = known ?? (await accountsOf(repo, user.id, auth.language));
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
      ldap,
    );
  }

  return {
    openSession,
    current: (auth: Auth) => sessionInfo(auth),

    /** Expired sessions are useless: the hourly cleanup removes them (with their impersonations). */
    pruneSessions: () => repo.deleteExpiredSessions(),

    /**
     * Ends this session. An admin signing out while signed in as a user ends their own session too
     * (and with it every impersonation opened from it), not only the browser's copy of its token.
     */
    async logout(auth: Auth) {
      const id = auth.impersonatorSessionId ?? auth.sessionId;
      await repo.deleteSession(id);
      sessions?.forget([id]);
    },

    /**
     * The way back to the admin: ends this session if it is an impersonation, and only it (the
     * admin's own session stays); a session of one's own has nothing to end and stays too.
     */
    async endImpersonation(auth: Auth) {
      if (auth.impersonatorSessionId === null) return;
      await repo.deleteSession(auth.sessionId);
      sessions?.forget([auth.sessionId]);
    },

    /**
     * Switches this session to another of the user's accounts, and makes it the saved default
     * (where the next sign-in starts). Other sessions of the user keep their account, and a
     * session of an admin signed in as the user leaves the user's saved default alone.
     */
    async setDefaultAccount(auth: Auth, key: AccountKey, id: number) {
      const accounts = await accountsOf(repo, auth.userId, auth.language);
      const chosen = accounts.find((a) => a.key === key && a.id === id);
      if (!chosen) throw unprocessable(t('messages:accountNotYours'), { account_id: [t('messages:accountNotYours')] });
      await setSessionAccount(auth.sessionId, chosen);
      if (auth.impersonatorUserId === null) await repo.setDefaultAccount(auth.userId, chosen);
      return sessionInfo({ ...auth, accountKey: chosen.key, accountId: chosen.id }, accounts);
    },

    /** The user's language on every device (an admin signed in as the user changes only that session's). */
    async setLanguage(auth: Auth, language: Language) {
      await changeLanguage(repo, sessions, auth, language);
      return sessionInfo({ ...auth, language });
    },
  };
}
export type OpenSession = ReturnType<typeof sessionsService>['openSession'];
/** What a sign-in records beside its session (login_events: the statistics, the sessions list). */
export type SignInRecord = Parameters<AuthRepository['createSession']>[1];
