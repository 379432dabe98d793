import { type ChangeOwnPasswordBody, type ChangePasswordBody, type PasswordStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import { HttpError, forbidden, notFound, unprocessable } from '../../lib/http-error';
import type { LoginThrottle } from '../../lib/login-throttle';
import { hashPassword, temporaryPassword, verifyPassword } from '../../lib/passwords';
import type { Auth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { authRepository, type UserRow } from './repository';
import { throttledCheck } from './throttled-check';
import { t } from '../../i18n';

/**
 * Whether the user's password lives in the university's directory: `ldap` (the directory checks
 * the passwords of users without one of the portal's own) and the user has none. Such a password
 * is neither reset nor changed here, since a password of the portal's own would from then on be
 * checked instead of the directory's.
 */
export const passwordInDirectory = (user: Pick<UserRow, 'passwordHash'>, ldap: boolean) => ldap && !user.passwordHash;

/**
 * Forgotten passwords (issue 16): an admin gives a user a temporary password, which the user must
 * replace at the next sign-in; and a person's own change (issue 30 §7). `ldap`: whether the
 * university's directory checks the passwords of users without one of the portal's own
 * (`passwordInDirectory`). `throttle`: the sign-in limits, which the current password's check
 * counts against too.
 */
export function passwordService(
  db: Db,
  options: { ldap: boolean; throttle: LoginThrottle; sessions?: { forget(ids: readonly number[]): void } },
) {
  const repo = authRepository(db);

  /** Why the admin may not reset this user's password, or null. */
  async function refusal(auth: Auth, target: UserRow): Promise<{ status: number; message: string } | null> {
    if (target.id === auth.userId) return { status: 422, message: t('authServer:ownPassword') };
    // An admin's password is the operator's (npm run admin -- password), as signing in as an admin is refused.
    if ((await repo.adminAccounts(target.id)).length > 0)
      return { status: 403, message: t('authServer:adminPassword') };
    if (passwordInDirectory(target, options.ldap)) return { status: 422, message: t('authServer:directoryPassword') };
    return null;
  }

  async function targetOf(id: number): Promise<UserRow> {
    const target = await repo.userById(id);
    if (!target) throw notFound(t('authServer:userNotFound'));
    return target;
  }

  return {
    async status(auth: Auth, userId: number): Promise<PasswordStatus> {
      const target = await targetOf(userId);
      const refused = await refusal(auth, target);
      return { can_reset: refused === null, reason: refused?.message ?? null, must_change: target.passwordMustChange };
    },

    /**
     * A new temporary password for the user: its hash kept, the change asked for at the next
     * sign-in, every session of the user ended (whoever knew the old password is signed out), the
     * login's failed tries forgotten, and an audit entry (never the password). The password itself
     * is answered once and kept nowhere.
     */
    async reset(auth: Auth, userId: number, ip: string): Promise<{ password: string }> {
      const target = await targetOf(userId);
      const refused = await refusal(auth, target);
      if (refused) throw new HttpError(refused.status, refused.message);
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        const r = authRepository(tx);
        const ids = await r.setTemporaryPassword(target.id, passwordHash);
        await r.clearLoginFailures(target.email);
        await recordAudit(tx, {
          actorUserId: auth.userId,
          action: 'password_reset',
          targetUserId: target.id,
          ip,
          details: { sessions_ended: ids.length },
        });
        return ids;
      });
      options.sessions?.forget(ended);
      return { password };
    },

    /**
     * The password the user chose in a session opened with a temporary one: the session goes on,
     * the user's other sessions end. Only such a session may (an admin signed in as the user
     * never is one).
     */
    async change(auth: Auth, body: ChangePasswordBody, ip: string): Promise<void> {
      if (!auth.passwordMustChange) throw unprocessable(t('api:passwords.notRequired'));
      const user = await repo.userById(auth.userId);
      if (!user) throw notFound(t('authServer:userNotFound'));
      if (await verifyPassword(user.passwordHash, body.password)) {
        throw unprocessable(t('api:passwords.sameAsTemporary'), { password: [t('api:passwords.sameAsTemporary')] });
      }
      const passwordHash = await hashPassword(body.password);
      const changed = await db.transaction(async (tx) => {
        const ids = await authRepository(tx).setChosenPassword(user.id, passwordHash, auth.sessionId);
        await recordAudit(tx, { actorUserId: user.id, action: 'password_change', targetUserId: user.id, ip });
        return ids;
      });
      options.sessions?.forget(changed);
    },

    /**
     * A person's own new password (issue 30 §7), the current one checked first: a wrong one counts
     * against the sign-in limits of the user's login from this address, as a failed sign-in does.
     * This session goes on, the user's other sessions end (whoever else knew the old password is
     * signed out). An admin signed in as the user never gets here (the endpoint is `inPerson`).
     */
    async changeOwn(auth: Auth, body: ChangeOwnPasswordBody, ip: string): Promise<void> {
      const user = await repo.userById(auth.userId);
      if (!user) throw notFound(t('authServer:userNotFound'));
      if (passwordInDirectory(user, options.ldap)) throw forbidden(t('api:passwords.inDirectory'));
      const right = await throttledCheck(options.throttle, user.email, ip, () =>
        verifyPassword(user.passwordHash, body.current_password),
      );
      if (!right) {
        throw unprocessable(t('api:passwords.currentWrong'), { current_password: [t('api:passwords.currentWrong')] });
      }
      if (body.password === body.current_password) {
        throw unprocessable(t('api:passwords.sameAsCurrent'), { password: [t('api:passwords.sameAsCurrent')] });
      }
      const passwordHash = await hashPassword(body.password);
      const changed = await db.transaction(async (tx) => {
        const ids = await authRepository(tx).setChosenPassword(user.id, passwordHash, auth.sessionId);
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'password_own_change',
          targetUserId: user.id,
          ip,
          details: { sessions_ended: ids.length - 1 },
        });
        return ids;
      });
      options.sessions?.forget(changed);
    },
  };
}
export type PasswordService = ReturnType<typeof passwordService>;
