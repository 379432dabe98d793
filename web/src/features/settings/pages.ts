/** The feature's screen, imported when it opens: its own chunk. */
export const pages = {
  SettingsPage: () => import('./components/SettingsPage'),
};
