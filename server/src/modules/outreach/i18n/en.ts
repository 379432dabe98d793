import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  open: 'Open in the portal',
  why: 'A copy of a message in your portal ({{kind}}): it was not read within 10 minutes.',
  unsubscribe: 'Stop letters like this',
  kinds: {
    notifications: 'notifications',
    answers: 'answers to tickets and requests',
    timetable: 'timetable changes',
    polls: 'new polls',
  },
  digestSubject: 'Unread messages of the day: {{count}}',
  digestHeading: 'Unread messages in your portal',
  digestMore: 'And {{count}} more in the portal.',
  digestWhy: 'A letter once a day about the messages you have not read yet.',
  digestUnsubscribe: 'Stop letters about messages',
  inbox: 'All messages',
  unsubscribeBadLink: 'The unsubscribe link is not valid',
  unsubscribeNoUser: 'User not found',
};
