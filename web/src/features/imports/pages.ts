/** The feature's screens, each imported when it opens: its own chunk. */
export const pages = {
  UpdateReportsPage: () => import('./components/UpdateReportsPage'),
};
