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
  userLeft: 'This person has left the university: their account cannot be entered',
  ownPassword: 'You cannot reset your own password',
  adminPassword: 'An administrator’s password is not reset here but with the npm run admin command on the server',
  directoryPassword: 'This user’s password is kept in the university directory (LDAP): it can be reset only there',
  oidc: {
    off: 'Sign-in with the single university account is not set up.',
    unavailable:
      'The single university account server is unavailable. ' +
      'Try again later or sign in with your corporate e-mail password.',
    refused: 'Sign-in with the single university account failed: it was cancelled or refused at the account server.',
    failed:
      'Sign-in with the single university account failed: the server’s answer did not pass the checks. Start again.',
    expired:
      'Sign-in with the single university account failed: it took too long or was started in another window. ' +
      'Start again.',
    noClaim:
      'Sign-in with the single university account failed: the account server did not send the login ({{claim}}). ' +
      'Contact support.',
    unknown:
      'No account of the portal was found for you. If you study or work at the university, ' +
      'contact your institute’s office or the personnel department.',
  },
};
