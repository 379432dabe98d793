/** The feature's screen, imported when it opens: its own chunk. */
export const pages = {
  UniversitySettingsPage: () => import('./components/UniversitySettingsPage'),
};
