import type { Language } from '@portal/contract';
import type { DbOrTx } from '../db/client';
import { tIn, type Translate } from './index';

/** The language a user chose (the auth module keeps it). */
export type LanguageOf = (db: DbOrTx, userId: number) => Promise<Language>;

/**
 * Translation in a user's own language (issue 17), for what the portal writes to them (inbox,
 * e-mail), given where their language is found: modules/auth exports it made (`tFor`).
 */
export const recipientTranslation =
  (languageOf: LanguageOf) =>
  async (db: DbOrTx, userId: number): Promise<Translate> =>
    tIn(await languageOf(db, userId));
