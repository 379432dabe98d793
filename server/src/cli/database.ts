import type { Config } from '../config';
import type { Database } from '../db/client';
import { openDatabase } from '../db/open';
import { claimDatabase, DatabaseBusy } from './database-lock';

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>;

/** Which database a command works on, for its first line. */
export const databaseName = (config: DatabaseConfig) =>
  config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `встроенная, ${config.dataDir}/pg`;

/**
 * Takes the embedded database of DATA_DIR for this process (nothing to take with DATABASE_URL):
 * when the server or another command has it open, says so in Russian and exits with 1.
 */
export function claimOrExit(config: DatabaseConfig, command: string): () => void {
  if (config.databaseUrl) return () => undefined;
  try {
    return claimDatabase(config.dataDir, command);
  } catch (err) {
    if (!(err instanceof DatabaseBusy)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * The database the server uses, opened for a command (`npm run import`, `npm run admin`…): the
 * same DATABASE_URL or DATA_DIR, refused while the server runs on the embedded one. `close`
 * closes it and gives the embedded database back.
 */
export async function openForCommand(config: DatabaseConfig, command: string): Promise<Database> {
  const release = claimOrExit(config, command);
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    release();
    throw err;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        release();
      }
    },
  };
}
