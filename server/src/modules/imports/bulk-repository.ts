import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../../db/client';
import type { eduForms, eduLevels, employees, posts, students, workTypes } from '../../db/schema';
import { chunks } from '../../lib/rows/batch';
import type { StructureTally } from '../../lib/rows/counts';

/** Rows a statement when a statement takes one array per column. */
export const UNNEST_ROWS = 5000;

export const anyText = (column: PgColumn, values: readonly string[]) =>
  sql`${column} = any(${sql.param(values)}::text[])`;
export const anyInt = (column: PgColumn, values: readonly number[]) =>
  sql`${column} = any(${sql.param(values)}::int[])`;
const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/**
 * The DO UPDATE of an upsert by natural key: overwrite these columns, and write only when one of
 * them differs, so that an unchanged row costs no write and is not returned.
 */
export function overwrite<T extends PgTable>(
  table: T,
  keys: (keyof T['$inferInsert'] & string)[],
): { set: PgUpdateSetSource<T>; setWhere: SQL } {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.map((k) => all[k]!);
  return {
    set: Object.fromEntries(keys.map((k, i) => [k, excluded(columns[i]!)])) as PgUpdateSetSource<T>,
    setWhere: sql`(${sql.join(columns, sql`, `)}) is distinct from (${sql.join(columns.map(excluded), sql`, `)})`,
  };
}

export const byKey = <K>(rows: { id: number; key: K }[]) => new Map(rows.map((r) => [r.key, r.id]));
export const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/**
 * Tells an inserted row from an updated one in an upsert's RETURNING (xmax is 0 only for a new row version from an
 * insert).
 */
export const written = { inserted: sql<boolean>`(xmax = 0)` };

/** Upserts `rows` a chunk at a time, counting in `structure` what each chunk added and changed. */
export async function upsertCounted<R>(
  structure: StructureTally,
  rows: readonly R[],
  upsert: (part: R[]) => Promise<readonly { inserted: boolean }[]>,
) {
  for (const part of chunks(rows)) structure.add(part.length, await upsert(part));
}

/** The ids of the rows whose text column `key` is one of `values`, by `key`. */
export async function idsByText(db: DbOrTx, id: PgColumn, key: PgColumn, values: readonly string[]) {
  const rows = await db.select({ id, key }).from(key.table).where(anyText(key, values));
  return byKey(rows as { id: number; key: string }[]);
}

/** Names in a table of names (forms, levels, posts, work types): added when new, ids of all. */
export async function upsertNames(
  db: DbOrTx,
  structure: StructureTally,
  table: typeof eduForms | typeof eduLevels | typeof posts | typeof workTypes,
  values: readonly string[],
) {
  const t = table as typeof posts;
  const list = unique(values);
  await upsertCounted(structure, list, (part) =>
    db
      .insert(t)
      .values(part.map((name) => ({ name })))
      .onConflictDoNothing({ target: t.name })
      .returning(written),
  );
  return idsByText(db, t.id, t.name, list);
}

/**
 * Writes go as one array per column, unnested in the statement: 5,000 rows a statement with a
 * handful of parameters, about three times as fast on PostgreSQL as multi-row VALUES.
 */
function unnested<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly object[],
) {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.map((k) => all[k]!);
  const arrays = columns.map((c, i) => {
    const values = rows.map((r) => (r as Record<string, unknown>)[keys[i]!] ?? null);
    const type = c.getSQLType() === 'serial' ? 'integer' : c.getSQLType();
    const param = type === 'jsonb' ? values.map((v) => (v === null ? null : JSON.stringify(v))) : values;
    return sql`${sql.param(param)}::${sql.raw(type)}[]`;
  });
  return { columns, names: columns.map((c) => sql.identifier(c.name)), arrays: sql.join(arrays, sql`, `) };
}

export async function insertMany<T extends PgTable, R>(
  db: DbOrTx,
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly object[],
  returning?: SQL,
): Promise<R[]> {
  const answered: R[] = [];
  for (const part of chunks(rows, UNNEST_ROWS)) {
    const { names, arrays } = unnested(table, keys, part);
    const rows = await queryRows<R>(
      db,
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${arrays})
        ${returning ? sql`returning ${returning}` : sql``}`,
    );
    if (returning) answered.push(...rows);
  }
  return answered;
}

/**
 * UPDATE … FROM unnest(…) of the given columns, by id, writing only the rows where one of them
 * differs: an unchanged row is neither written nor locked. Answers the ids it changed.
 */
export async function updateChanged<T extends typeof students | typeof employees>(
  db: DbOrTx,
  table: T,
  rows: readonly ({ id: number } & Partial<T['$inferInsert']>)[],
  keys: (keyof T['$inferInsert'] & string)[],
) {
  const changed: number[] = [];
  for (const part of chunks(rows, UNNEST_ROWS)) {
    const { columns, names, arrays } = unnested(table, keys, part);
    const given = columns.map((c) => sql`v.${sql.identifier(c.name)}`);
    const updated = await queryRows<{ id: number }>(
      db,
      sql`
        update ${table} set ${sql.join(
          columns.map((c, i) => sql`${sql.identifier(c.name)} = ${given[i]}`),
          sql`, `,
        )}
        from unnest(${sql.param(part.map((r) => r.id))}::int[], ${arrays}) as v(id, ${sql.join(names, sql`, `)})
        where ${table.id} = v.id and (${sql.join(columns, sql`, `)}) is distinct from (${sql.join(given, sql`, `)})
        returning ${table.id} as id`,
    );
    changed.push(...updated.map((r) => r.id));
  }
  return changed;
}
