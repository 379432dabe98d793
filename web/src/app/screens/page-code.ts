/**
 * The code of each built screen, by its path (each screen is its own chunk). The router's routes
 * load it when the screen opens (screens.ts); startup starts loading the one at the address while
 * the session is still being asked for, so that opening a link does not wait for one, then the other.
 */
export const pageCode = {
  '/students': () => import('../../features/directory/components/StudentListPage'),
  '/employee': () => import('../../features/directory/components/EmployeeListPage'),
  '/statistics': () => import('../../features/statistics/components/StatisticsPage'),
  '/otchety-obnovlenij': () => import('../../features/imports/components/UpdateReportsPage'),
  '/audit-log': () => import('../../features/audit/components/AuditLogPage'),
  '/support': () => import('../routes/support'),
  '/tickets': () => import('../../features/tickets/components/desk/TicketDeskPage'),
  '/tickets/:id': () => import('../../features/tickets/components/desk/DeskTicketPage'),
  '/notify': () => import('../../features/notify/components/NotifyPage'),
  '/notify/new': () => import('../../features/notify/components/NotificationEditorPage'),
  '/notify/:id': () => import('../../features/notify/components/NotificationEditorPage'),
  '/polls': () => import('../../features/polls/components/PollListPage'),
  '/poll/new': () => import('../../features/polls/components/PollEditorPage'),
  '/polls/:uuid': () => import('../../features/polls/components/PollEditorPage'),
  '/poll/:uuid/reports': () => import('../../features/polls/components/PollReportsPage'),
  '/poll/:uuid/results': () => import('../../features/polls/components/PollResultsPage'),
  '/science': () => import('../../features/tools/components/SciencePage'),
  '/wi-fi': () => import('../../features/tools/components/WifiPage'),
  '/email': () => import('../../features/tools/components/EmailPage'),
  '/library': () => import('../../features/tools/components/LibraryPage'),
  '/digital-services': () => import('../../features/tools/components/DigitalServicesPage'),
  '/request': () => import('../../features/requests/components/my/MyRequestsPage'),
  '/request/new': () => import('../../features/requests/components/my/MyRequestsPage'),
  '/request/:id': () => import('../../features/requests/components/my/MyRequestsPage'),
  '/request-control': () => import('../../features/requests/components/RequestControlPage'),
  '/request-control/:id': () => import('../../features/requests/components/RequestControlPage'),
  '/request-manager': () => import('../../features/requests/components/RequestControlPage'),
  '/request-manager/:id': () => import('../../features/requests/components/RequestControlPage'),
  '/request-question-control': () => import('../../features/requests/components/RequestControlPage'),
  '/request-question-control/:id': () => import('../../features/requests/components/RequestControlPage'),
  '/request-question': () => import('../../features/requests/components/RequestControlPage'),
  '/request-question/:id': () => import('../../features/requests/components/RequestControlPage'),
  '/questions': () => import('../../features/requests/components/RequestControlPage'),
  '/questions/new': () => import('../../features/requests/components/RequestControlPage'),
  '/questions/:id': () => import('../../features/requests/components/RequestControlPage'),
  '/anketa': () => import('../../features/polls/components/WorksheetsPage'),
  '/anketa/:uuid': () => import('../../features/polls/components/WorksheetPage'),
  '/polls_passage': () => import('../../features/polls/components/MyPollsPage'),
  '/polls_passage/:uuid': () => import('../../features/polls/components/PollPassagePage'),
  '/timetable': () => import('../../features/timetable/components/TimetablePage'),
  '/timetable/:type/:id': () => import('../../features/timetable/components/TimetablePage'),
} as const;

/** The key of `pageCode` for an address: itself, or with a last part that is a number as `:id` (a uuid as `:uuid`). */
export function pageCodeKey(pathname: string): string {
  return pathname
    .replace(/\/[1-9]\d{0,9}$/, '/:id')
    .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '/:uuid');
}

/**
 * Starts loading the code of the screen at `pathname` (or of the screen it is under: /support/12), if it is a built
 * one.
 */
export function preloadPageCode(pathname: string): void {
  const code = pageCode as Record<string, (() => Promise<unknown>) | undefined>;
  const load = code[pathname] ?? code[pageCodeKey(pathname)] ?? code[`/${pathname.split('/')[1] ?? ''}`];
  if (load) void load().catch(() => undefined);
}
