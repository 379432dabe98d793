import type { Db } from '../../db/client';
import type { AuthPluginOptions } from '../../plugins/auth';
import { grantsRepository } from './grants-repository';
import { sessionFinder } from './repository';
import type { SessionCache } from './session-cache';

/**
 * What the auth plugin (plugins/auth.ts) asks of this module for every request: the session of a
 * token's hash, through the instance's session cache, and what an employee account holds.
 */
export function authentication(db: Db, sessions: SessionCache): Pick<AuthPluginOptions, 'findSession' | 'grants'> {
  const find = sessionFinder(db);
  return {
    findSession: (tokenHash) => sessions.find(tokenHash, find),
    grants: grantsRepository(db),
  };
}
