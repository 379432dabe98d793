import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { accountsRepository } from './accounts-repository';
import { loginFailureStore, passwordsRepository } from './credentials-repository';
import { sessionFinder, sessionsRepository } from './sessions-repository';

export type { AccountRef, UserRow } from './accounts-repository';
export { loginFailureStore, sessionFinder };
export type { SessionRow } from './sessions-repository';

/** The language a user chose (issue 17); Russian for one not found. */
export async function userLanguage(db: DbOrTx, userId: number): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'ru';
}

/**
 * The module's queries, put together from the users and their accounts (accounts-repository.ts),
 * the sessions (sessions-repository.ts) and the passwords (credentials-repository.ts).
 */
export function authRepository(db: DbOrTx) {
  return { ...accountsRepository(db), ...sessionsRepository(db), ...passwordsRepository(db) };
}
export type AuthRepository = ReturnType<typeof authRepository>;
