import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

export interface CreatedRows {
  table: PgTable;
  author: PgColumn;
  createdAt: PgColumn;
  /** Which of the table's rows count (a request, not a question). */
  kind?: SQL;
}

/** When the `n`-th newest of a person's rows since `since` was made; null when they have fewer (lib/creation-limit). */
export async function nthCreatedSince(
  db: DbOrTx,
  { table, author, createdAt, kind }: CreatedRows,
  userId: number,
  n: number,
  since: Date,
): Promise<Date | null> {
  const [row] = (await db
    .select({ at: createdAt })
    .from(table)
    .where(and(eq(author, userId), gt(createdAt, since), kind))
    .orderBy(desc(createdAt))
    .offset(n - 1)
    .limit(1)) as { at: Date }[];
  return row?.at ?? null;
}
