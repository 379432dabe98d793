import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  placeholder: 'Start typing a surname',
  enterSurname: 'Type a surname',
  enterLetters_one: 'Type at least {{count}} letter of the surname',
  enterLetters_other: 'Type at least {{count}} letters of the surname',
  notFound: 'Nothing found',
};
