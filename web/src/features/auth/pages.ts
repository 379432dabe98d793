/** The feature's screens, each imported when it opens: its own chunk. */
export const pages = {
  PasswordChangePage: () => import('./components/PasswordChangePage'),
  OwnPasswordPage: () => import('./components/OwnPasswordPage'),
};
