import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The driver underneath, for what Drizzle does not do: LISTEN/NOTIFY on a dedicated connection
   * (live events) and the job queue's own connections (jobs/). `url` with PostgreSQL, the one
   * embedded instance with PGlite.
   */
  driver: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** The `pg` pool's connections now (the metrics); absent with PGlite, one connection and no pool. */
  pool?: () => PoolUse;
  close(): Promise<void>;
}

/**
 * The portal's working set (people, structure, inboxes) stays in memory, where reading a page
 * by an index costs about what reading the next one does. PostgreSQL's default assumes a
 * spinning disk (4) and then prefers scanning whole tables to a few hundred index lookups (a
 * surname search joined to its students). Set for the portal's own sessions only.
 */
const sessionSettings = '-c random_page_cost=1.1';

export interface PoolUse {
  /** The pool's most connections (DATABASE_POOL_SIZE). */
  max: number;
  /** Connections open, idle or busy. */
  open: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small or the database too slow. */
  waiting: number;
}

/** An arbitrary key for the advisory lock that keeps processes starting together from migrating at once. */
const MIGRATE_LOCK = 7_301_101;

/** Applies the migrations on one connection that holds the lock; the others wait and find them applied. */
async function migratePostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** A real PostgreSQL server through a `pg` pool. */
export function connectPostgres(url: string, poolSize = 10, onIdleError?: (err: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: sessionSettings });
  // An idle connection the server ends (a restart, a dropped test database) is reported here; the
  // pool has already let it go and opens another on demand. Without a listener it would be an
  // uncaught exception that stops the process.
  pool.on('error', (err) => onIdleError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', url },
    migrate: () => migratePostgres(pool),
    ping: async () => void (await pool.query('select 1')),
    pool: () => ({ max: poolSize, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's shared buffers in the embedded database. Its own default (128 MB) filled most of
 * an idle server's memory with pages the operating system caches anyway (PGlite reads the data
 * folder's files through Node), so that a server with the demo idled at about 430 MB; with 16 MB
 * it idles under 300 MB (bench:startup) and reads the same pages from the OS cache instead.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Embedded PostgreSQL (WASM) in `dataDir`, or in memory when dataDir is null; `from` is a data
 * directory dumped by `dumpDataDir` to start with (the tests' migrated template). Loaded when
 * asked for: a server on PostgreSQL never reads PGlite's code.
 */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    loadDataDir: from,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/** Rows of raw SQL: node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
