import { recipientTranslation } from '../../i18n/recipients';
import { userLanguage } from './repository';

/** Translation in a user's own language (issue 17), for what the portal writes to them (inbox, e-mail). */
export const tFor = recipientTranslation(userLanguage);
