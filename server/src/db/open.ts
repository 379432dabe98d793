import type { Config } from '../config';
import { connectPostgres, openPglite, type Database } from './client';

/** The real server when DATABASE_URL is set, the embedded one in DATA_DIR otherwise. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
  onIdleError?: (err: Error) => void,
): Promise<Database> {
  if (config.databaseUrl)
    return Promise.resolve(connectPostgres(config.databaseUrl, config.databasePoolSize, onIdleError));
  return openPglite(`${config.dataDir}/pg`);
}
