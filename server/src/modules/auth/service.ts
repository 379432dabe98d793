import type { Language } from '@portal/contract';
import type { Db } from '../../db/client';
import type { LoginThrottle } from '../../lib/login-throttle';
import type { Auth } from '../../plugins/auth';
import { impersonation } from './impersonation';
import type { Directory } from './ldap';
import { ownSessions } from './own-sessions';
import { authRepository } from './repository';
import { changeLanguage, sessionsService, type SessionsNotice } from './sessions-service';
import { sessionOpening, signIn } from './sign-in';

/**
 * `sessions`: told of the sessions this instance changed or ended, so that its cache forgets them
 * at once (other instances learn it from the trigger's NOTIFY). `directory`: the university's
 * directory (LDAP), which checks the password of a user who has none of the portal's own.
 *
 * Put together from the sign-in (sign-in.ts), the sessions (sessions-service.ts) and an admin
 * signing in as a user (impersonation.ts); the accounts they choose from are in accounts.ts.
 */
export function authService(db: Db, throttle: LoginThrottle, sessions?: SessionsNotice, directory?: Directory | null) {
  const repo = authRepository(db);
  const { openSession, ...userSessions } = sessionsService(repo, sessions, directory != null);
  const signedIn = sessionOpening(repo, openSession, directory != null);
  return {
    login: signIn(repo, throttle, directory, signedIn),
    /** A person the identity provider named signs in (oidc.ts): their session, as the password's sign-in opens it. */
    signedIn,
    /** A user by their login (the e-mail, in any case). */
    userByLogin: (login: string) => (login.includes('\0') ? Promise.resolve(undefined) : repo.userByEmail(login)),
    ...userSessions,
    impersonate: impersonation(db, repo, openSession),
    ownSessions: ownSessions(repo, sessions),
  };
}
export type AuthService = ReturnType<typeof authService>;

/**
 * The change of a user's language that `POST /api/account/language` makes, for the other modules
 * that change it (the settings, issue 32): the user's and their sessions' copy, the caches told.
 */
export function languageChange(db: Db, sessions?: SessionsNotice) {
  const repo = authRepository(db);
  return (auth: Auth, language: Language) => changeLanguage(repo, sessions, auth, language);
}
export type LanguageChange = ReturnType<typeof languageChange>;
