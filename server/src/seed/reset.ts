import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../db/client';
import * as schema from '../db/schema';

/** Filled by a migration, not by people: kept by a reset and ignored when asking for data. */
const referenceTables = new Set(['permissions', 'data_versions']);

/** The data tables of the Drizzle schema, so that tables added later are covered too. */
export function dataTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name)
    .filter((name) => !referenceTables.has(name))
    .sort();
}

const tableList = () =>
  sql.join(
    dataTableNames().map((name) => sql.identifier(name)),
    sql`, `,
  );

/** Empties every data table and restarts the ids, in one statement. */
export async function emptyAllTables(db: DbOrTx): Promise<void> {
  await db.execute(sql`truncate table ${tableList()} restart identity cascade`);
}

/** Whether any data table has a row. */
export async function hasData(db: DbOrTx): Promise<boolean> {
  const probes = sql.join(
    dataTableNames().map((name) => sql`exists (select 1 from ${sql.identifier(name)})`),
    sql` or `,
  );
  const [row] = await queryRows<{ has_data: boolean }>(db, sql`select (${probes}) as has_data`);
  return !!row?.has_data;
}

/** Whether the users table is empty: the server's test before it loads the demo. */
export async function hasUsers(db: DbOrTx): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from ${schema.users} limit 1`);
  return rows.length > 0;
}
