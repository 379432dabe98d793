import type { Translation } from '../translation';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  credentials: 'Incorrect login and/or password',
  loginMissing: 'Enter your login and/or password',
  loginUnavailable: 'Sign-in is temporarily unavailable',
  hashingBusy: 'Too many people are signing in right now. Try again in a few seconds.',
  tooManyCreated: 'Too many new items within an hour. Try again later.',
  inPersonOnly: 'Not while signed in as someone else: only the user themselves can do this.',
  tooManyAttempts: 'Too many sign-in attempts. Try again in a few minutes.',
  unauthenticated: 'Your session has expired. Please sign in again.',
  forbidden: 'Insufficient permissions',
  notFound: 'Not found',
  validation: 'Check the data you entered',
  tooLarge: 'The file is too large: it must not exceed 10 MB',
  badRequest: 'Bad request',
  bodyTooLarge: 'The request is too large',
  badUrl: 'Invalid request address',
  uriTooLong: 'The request address is too long',
  headersTooLarge: 'The request headers are too large',
  unsupportedMediaType: 'Unsupported request format: JSON expected',
  timeout: 'The request timed out',
  internal: 'Something went wrong. Please try again later.',
  maintenance: 'Maintenance is under way. Please try again later.',
  accountNotYours: 'Account not found',
  noAccounts: "You have no accounts available. Please contact your institute's office.",
  leftUniversity:
    "Sign-in is closed: the university's records say you have left. " +
    "If this is a mistake, contact your institute's office or the HR department.",
  switchFailed: 'Something went wrong. Please try again later.',
  developerError: 'Error. Please contact the developers.',
};
