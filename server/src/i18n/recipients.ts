import type { DbOrTx } from '../db/client';
import { userLanguage } from '../modules/auth/repository';
import { tIn, type Translate } from './index';

/** Translation in a user's own language (issue 17), for what the portal writes to them (inbox, e-mail). */
export const tFor = async (db: DbOrTx, userId: number): Promise<Translate> => tIn(await userLanguage(db, userId));
