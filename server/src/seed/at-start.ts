import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { users } from '../db/schema';
import { filesOf } from '../modules/files';
import { loadDemoIfEmpty } from './demo';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';

/** The operator's warning (in Russian, as the server's other messages at start). */
const s = {
  demoAccounts: (logins: string[]) =>
    `В базе есть демонстрационные учётные записи (${logins.join(', ')}; пароль «${DEMO_PASSWORD}», если его ` +
    `не сменили), а DEMO_DATA=1 не задан. Если это демо, задайте DEMO_DATA=1; если нет, демо-данные ` +
    `попали в рабочую базу — создайте её заново пустой`,
};

export interface StartLog {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
}

/** The demo sign-ins (demo-logins.ts) the database has. */
export async function demoLoginsIn(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, Object.values(DEMO_LOGINS)));
  return rows.map((row) => row.email).sort();
}

/**
 * The demo university at a server's start: loaded into an empty database when config.demo says so (by default the
 * embedded database outside production only, config.ts); otherwise a warning at every start while the demo's sign-ins
 * are there, with their well-known password and an admin among them.
 */
export async function demoAtStart(config: Config, database: Database, log: StartLog): Promise<void> {
  if (config.demo.enabled) {
    const { storageIn } = await filesOf(config, database);
    await loadDemoIfEmpty(database.db, { ...config.demo, files: storageIn, timeZone: config.timeZone }, log);
    return;
  }
  const found = await demoLoginsIn(database.db);
  if (found.length > 0) log.warn({ logins: found }, s.demoAccounts(found));
}
