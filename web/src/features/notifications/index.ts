/**
 * The user's inbox, as the shell draws it: the bell, the panel, the unread count and its
 * announcement. What app/ may use of the feature, re-exports only (vite.config.ts).
 */
export { BellWithCount } from './components/BellWithCount';
export { NotificationBell } from './components/NotificationBell';
export { NotificationsPanel } from './components/NotificationsPanel';
export { UnreadAnnouncer } from './components/UnreadAnnouncer';
