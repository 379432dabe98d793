import type { AccountSession } from '@portal/contract';
import { t } from '../../i18n';
import { notFound } from '../../lib/http-error';
import type { Auth } from '../../plugins/auth';
import type { AuthRepository } from './repository';
import type { SessionsNotice } from './sessions-service';
import { describeUserAgent } from './user-agent';

/**
 * A person's own sessions in «Настройки» (issue 32 §1): listed with the device each was opened on,
 * ended one by one or all but this one. An admin's sessions as the user are not the user's: not
 * listed, not ended here (and an admin signed in as the user never gets here: the calls are
 * `inPerson`). An ended session is refused at once on this instance (`sessions`) and, told by the
 * trigger's NOTIFY, on every other.
 */
export function ownSessions(repo: AuthRepository, sessions: SessionsNotice | undefined) {
  return {
    async list(auth: Auth): Promise<AccountSession[]> {
      const rows = await repo.ownSessions(auth.userId, auth.sessionId);
      return rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        signed_in_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === auth.sessionId,
      }));
    },

    /** Ends one of the own sessions; this one too (it is a sign-out). Another's: not found. */
    async end(auth: Auth, id: number): Promise<void> {
      if (!(await repo.endOwnSession(auth.userId, id))) throw notFound(t('authServer:sessionNotFound'));
      sessions?.forget([id]);
    },

    /** Ends every own session but this one: how many. */
    async endOthers(auth: Auth): Promise<{ ended: number }> {
      const ended = await repo.endOtherOwnSessions(auth.userId, auth.sessionId);
      sessions?.forget(ended);
      return { ended: ended.length };
    },
  };
}
