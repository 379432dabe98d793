import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  accountNames: {
    admin: 'Administrator',
    employee: 'Employee',
    student: 'Student',
  },
  userNotFound: 'User not found',
  sessionNotFound: 'Session not found',
  ownAccount: 'You cannot sign in to your own account',
  ownPassword: 'You cannot reset your own password',
  adminPassword: 'An administrator’s password is not reset here but with the npm run admin command on the server',
  directoryPassword: 'This user’s password is kept in the university directory (LDAP): it can be reset only there',
};
