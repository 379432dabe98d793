/** The feature's screens, each imported when it opens: its own chunk. */
export const pages = {
  MyRequestsPage: () => import('./components/my/MyRequestsPage'),
  RequestControlPage: () => import('./components/RequestControlPage'),
};
