import { sql } from 'drizzle-orm';
import type { Deadline } from '../lib/deadline';
import type { Tx } from './client';

/** The transaction's ways to start a statement: each checks the deadline first. */
const STATEMENTS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'with',
  '$count',
  'refreshMaterializedView',
  'transaction',
]);

/**
 * A transaction whose work stops at `deadline`, on PGlite and PostgreSQL alike: every statement the answer starts
 * checks the deadline first (DeadlineExceeded rolls the transaction back), and on PostgreSQL `statement_timeout` (set
 * local, so only for this transaction) cancels one statement still running, or waiting for a lock, at the deadline.
 * PGlite takes the setting but does not act on it: there the checks between statements are what stops the work.
 */
export async function timeLimited(tx: Tx, deadline: Deadline): Promise<Tx> {
  deadline.check();
  const ms = Math.max(1, Math.ceil(deadline.remainingMs()));
  await tx.execute(sql`select set_config('statement_timeout', ${String(ms)}, true)`);
  return new Proxy(tx, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (!STATEMENTS.has(prop)) return value;
      deadline.check();
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** PostgreSQL's «canceling statement due to statement timeout» (SQLSTATE 57014), however deep the driver wrapped it. */
export function isStatementTimeout(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}
