import { IMPERSONATION_HOURS } from '@portal/contract';
import type { Db } from '../../db/client';
import { t } from '../../i18n';
import { HttpError, forbidden, notFound, unprocessable } from '../../lib/http-error';
import type { Auth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { accountsOf, pickAccount, savedDefault } from './accounts';
import type { AuthRepository } from './repository';
import type { OpenSession } from './sessions-service';

/**
 * An admin signs in as another user: a short session marked with the admin, in the user's saved
 * default account, ending with the admin's own session; and an audit record.
 */
export function impersonation(db: Db, repo: AuthRepository, openSession: OpenSession) {
  return async function impersonate(auth: Auth, targetUserId: number, ip: string) {
    const target = await repo.userById(targetUserId);
    if (!target) throw notFound(t('authServer:userNotFound'));
    if (target.id === auth.userId) throw unprocessable(t('authServer:ownAccount'));
    if (target.leftAt !== null) throw unprocessable(t('authServer:userLeft'));
    if ((await repo.adminAccounts(target.id)).length > 0) throw forbidden();
    const account = pickAccount(await accountsOf(repo, target.id, auth.language), savedDefault(target));
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
  };
}
