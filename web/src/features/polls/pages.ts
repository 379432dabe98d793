/** The feature's screens, each imported when it opens: its own chunk. */
export const pages = {
  PollListPage: () => import('./components/PollListPage'),
  PollEditorPage: () => import('./components/PollEditorPage'),
  PollReportsPage: () => import('./components/PollReportsPage'),
  PollResultsPage: () => import('./components/PollResultsPage'),
  WorksheetsPage: () => import('./components/WorksheetsPage'),
  WorksheetPage: () => import('./components/WorksheetPage'),
  MyPollsPage: () => import('./components/MyPollsPage'),
  PollPassagePage: () => import('./components/PollPassagePage'),
};
