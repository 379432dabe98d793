/**
 * Rows per INSERT statement. PostgreSQL allows 65,535 bind parameters per statement; the widest
 * table here has about ten columns, so 1,000 rows stay far below it while keeping round trips few.
 */
export const BATCH_ROWS = 1000;

export function* chunks<T>(rows: readonly T[], size = BATCH_ROWS): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
