/** The feature's screens, each imported when it opens: its own chunk. */
export const pages = {
  NotifyPage: () => import('./components/NotifyPage'),
  NotificationEditorPage: () => import('./components/NotificationEditorPage'),
};
