import type { Db } from '../../db/client';
import { batchCalls } from '../../lib/batch-calls';
import type { FoundSession } from '../../plugins/auth';
import { sessionsRepository } from './sessions-repository';

/** How often an instance writes down that a session is in use: «Настройки» shows when each was last used. */
export const SEEN_EVERY_MS = 5 * 60_000;

/**
 * Notes the use of a person's own session (an admin's impersonation is not listed anywhere) in
 * `sessions_seen`, at most once per `everyMs` per session on this instance, off the request's
 * path: the sessions of requests that arrive while a write is under way go into the next write,
 * one statement for them all. Returns the write the call started (its failure is the caller's to
 * log), or null when there was none to make.
 */
export function sessionsSeen(db: Db, everyMs = SEEN_EVERY_MS) {
  const repo = sessionsRepository(db);
  /** When this instance last wrote each session down; entries older than `everyMs` are swept now and then. */
  const written = new Map<number, number>();
  let swept = Date.now();
  const write = batchCalls(
    async (ids: number[]) => {
      await repo.markSeen(ids);
      return ids.map(() => undefined);
    },
    { maxBatch: 500, concurrency: 1, keyOf: (id) => id },
  );

  return function seen(session: Pick<FoundSession, 'sessionId' | 'impersonatorUserId'>): Promise<void> | null {
    if (session.impersonatorUserId !== null) return null;
    const now = Date.now();
    if (now - swept >= everyMs) {
      for (const [id, at] of written) if (now - at >= everyMs) written.delete(id);
      swept = now;
    }
    const last = written.get(session.sessionId);
    if (last !== undefined && now - last < everyMs) return null;
    written.set(session.sessionId, now);
    return write(session.sessionId).catch((err: unknown) => {
      // Not written down: the next request of the session tries again.
      if (written.get(session.sessionId) === now) written.delete(session.sessionId);
      throw err;
    });
  };
}
