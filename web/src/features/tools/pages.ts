/** The feature's screens, each imported when it opens: its own chunk. */
export const pages = {
  SciencePage: () => import('./components/SciencePage'),
  WifiPage: () => import('./components/WifiPage'),
  EmailPage: () => import('./components/EmailPage'),
  LibraryPage: () => import('./components/LibraryPage'),
  DigitalServicesPage: () => import('./components/DigitalServicesPage'),
};
