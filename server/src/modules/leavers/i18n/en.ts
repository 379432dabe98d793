import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  userNotFound: 'User not found',
  own: 'You cannot mark yourself as having left',
  admin: 'An administrator cannot be marked as having left: their account is managed with npm run admin on the server',
  anonymized:
    'This person’s data has already been removed after its retention period: they cannot be brought back. ' +
    'If they are at the university again, the import brings them as a new person.',
};
