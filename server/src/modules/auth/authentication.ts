import type { Db } from '../../db/client';
import type { AuthPluginOptions } from '../../plugins/auth';
import { grantsRepository } from './grants-repository';
import { sessionFinder } from './repository';
import type { SessionCache } from './session-cache';
import { sessionsSeen } from './sessions-seen';

/**
 * What the auth plugin (plugins/auth.ts) asks of this module for every request: the session of a
 * token's hash, through the instance's session cache, what an employee account holds, and where
 * a session's use is written down (sessions-seen.ts).
 */
export function authentication(
  db: Db,
  sessions: SessionCache,
): Pick<AuthPluginOptions, 'findSession' | 'grants' | 'seen'> {
  const find = sessionFinder(db);
  return {
    findSession: (tokenHash) => sessions.find(tokenHash, find),
    grants: grantsRepository(db),
    seen: sessionsSeen(db),
  };
}
