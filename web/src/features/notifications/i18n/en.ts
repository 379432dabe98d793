import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  bell: 'Notifications',
  bellUnread: 'Notifications, unread: {{count}}',
  panelTitle: 'Notifications',
  unreadTab: 'Unread',
  readTab: 'Read',
  loadMore: 'Load more',
  empty: 'Notifications that matter to you will appear here',
  loadFailed: 'Could not load the notifications.',
  unreadCount: 'Unread notifications: {{count}}',
  unreadMark: 'Unread',
  sentAt: 'Sent',
  markAll: 'Mark all as read',
  markAllFailed: 'Could not mark the notifications as read.',
  close: 'Close',
  linkedMissing: 'The notification of the link was not found: it may have been hidden.',
};
