import type { LeaverState } from '@portal/contract';
import type { Db } from '../../db/client';
import { t } from '../../i18n';
import { notFound, unprocessable } from '../../lib/http-error';
import type { Auth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { leaversRepository, type LeaverRow } from './repository';

/** Told of the sessions this instance ended, so that its cache forgets them at once. */
export interface SessionsNotice {
  forget(ids: readonly number[]): void;
}

const stateOf = (row: Pick<LeaverRow, 'userId' | 'leftAt' | 'anonymizedAt'>): LeaverState => ({
  user_id: row.userId,
  left_at: row.leftAt?.toISOString() ?? null,
  anonymized_at: row.anonymizedAt?.toISOString() ?? null,
});

/** How many people's data one statement of the retention job removes. */
const ANONYMIZE_BATCH = 500;

/**
 * An admin marks one person as having left, or takes it back (issue 33), each with its audit
 * entry; and the retention job that removes the personal data of those who left long ago.
 * Both calls are idempotent: marking a leaver again changes nothing and records nothing.
 */
export function leaversService(db: Db, sessions?: SessionsNotice) {
  async function target(auth: Auth, userId: number) {
    const row = await leaversRepository(db).state(userId);
    if (!row) throw notFound(t('leavers:userNotFound'));
    if (row.userId === auth.userId) throw unprocessable(t('leavers:own'));
    return row;
  }

  return {
    async leave(auth: Auth, userId: number, ip: string): Promise<LeaverState> {
      const row = await target(auth, userId);
      if (row.isAdmin) throw unprocessable(t('leavers:admin'));
      const ended = await db.transaction(async (tx) => {
        const { changed, endedSessions } = await leaversRepository(tx).markLeft(userId);
        if (changed)
          await recordAudit(tx, { actorUserId: auth.userId, action: 'user_leave', targetUserId: userId, ip });
        return endedSessions;
      });
      sessions?.forget(ended);
      return stateOf((await leaversRepository(db).state(userId))!);
    },

    async return(auth: Auth, userId: number, ip: string): Promise<LeaverState> {
      const row = await target(auth, userId);
      if (row.anonymizedAt) throw unprocessable(t('leavers:anonymized'));
      await db.transaction(async (tx) => {
        if (await leaversRepository(tx).markReturned(userId))
          await recordAudit(tx, { actorUserId: auth.userId, action: 'user_return', targetUserId: userId, ip });
      });
      return stateOf((await leaversRepository(db).state(userId))!);
    },

    /**
     * The job `leavers.anonymize`: the personal data of everyone who left more than `days` days
     * ago removed, a batch a transaction, and one audit entry with the count only (no names).
     */
    async anonymizeDue(days: number, batch = ANONYMIZE_BATCH): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await db.transaction(async (tx) => (await leaversRepository(tx).anonymizeDue(days, batch)).length);
        total += n;
        if (n < batch) break;
      }
      if (total > 0)
        await recordAudit(db, {
          actorUserId: null,
          action: 'leavers_anonymize',
          details: { count: total, retention_days: days },
        });
      return total;
    },
  };
}
export type LeaversService = ReturnType<typeof leaversService>;
