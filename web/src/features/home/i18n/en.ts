import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  homeTitle: 'Home',
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist or is not available to your account yet.',
  toHome: 'To the home page',
  noticeTitle: 'A new version of the personal account is available',
  noticeText: 'The new version brings together the timetable, grades, requests and other university services.',
  noticeLink: 'Go to the new version',
};
