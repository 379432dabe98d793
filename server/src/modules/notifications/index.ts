/**
 * The user's inbox: its routes; `sendPersonalNotification` for the modules that write to someone's
 * inbox; `markNotificationsReadAbout` for those whose matter the user has dealt with (a ticket opened, a
 * poll answered); and `unreadCountsOf(listener)`, the instance's unread counts, which the back office clears
 * when it hides or shows a notification; `itemPath`, the page a letter or a push message about one opens.
 */
export { notificationsModule } from './routes';
export { sendPersonalNotification, type PersonalNotification } from './personal';
export { markNotificationsReadAbout, type NotificationMatter } from './read-about';
export { unreadCountsOf, type UnreadCountCache } from './unread-cache';
export { itemPath } from './item-link';
