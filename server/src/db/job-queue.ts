import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { DbOrTx } from './client';

/** The caller's transaction as pg-boss's database: a job sent through it exists only if it commits. */
export const jobQueueDbOf = (tx: DbOrTx) => fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
