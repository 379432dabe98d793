import { pages as audit } from '../../features/audit';
import { pages as directory } from '../../features/directory';
import { pages as imports } from '../../features/imports';
import { pages as notify } from '../../features/notify';
import { pages as polls } from '../../features/polls';
import { pages as requests } from '../../features/requests';
import { pages as settings } from '../../features/settings';
import { pages as statistics } from '../../features/statistics';
import { pages as tickets } from '../../features/tickets';
import { pages as timetable } from '../../features/timetable';
import { pages as tools } from '../../features/tools';
import { pages as universitySettings } from '../../features/university-settings';

/**
 * The code of each built screen, by its path (each screen is its own chunk: a feature's index.ts
 * exports its screens as `pages`, functions that import them when called). The router's routes
 * load it when the screen opens (screens.ts); startup starts loading the one at the address while
 * the session is still being asked for, so that opening a link does not wait for one, then the other.
 */
export const pageCode = {
  '/students': directory.StudentListPage,
  '/employee': directory.EmployeeListPage,
  '/statistics': statistics.StatisticsPage,
  '/otchety-obnovlenij': imports.UpdateReportsPage,
  '/audit-log': audit.AuditLogPage,
  '/support': () => import('../routes/support'),
  '/tickets': tickets.TicketDeskPage,
  '/tickets/:id': tickets.DeskTicketPage,
  '/notify': notify.NotifyPage,
  '/notify/new': notify.NotificationEditorPage,
  '/notify/:id': notify.NotificationEditorPage,
  '/polls': polls.PollListPage,
  '/poll/new': polls.PollEditorPage,
  '/polls/:uuid': polls.PollEditorPage,
  '/poll/:uuid/reports': polls.PollReportsPage,
  '/poll/:uuid/results': polls.PollResultsPage,
  '/science': tools.SciencePage,
  '/wi-fi': tools.WifiPage,
  '/email': tools.EmailPage,
  '/library': tools.LibraryPage,
  '/digital-services': tools.DigitalServicesPage,
  '/request': requests.MyRequestsPage,
  '/request/new': requests.MyRequestsPage,
  '/request/:id': requests.MyRequestsPage,
  '/request-control': requests.RequestControlPage,
  '/request-control/:id': requests.RequestControlPage,
  '/request-manager': requests.RequestControlPage,
  '/request-manager/:id': requests.RequestControlPage,
  '/request-question-control': requests.RequestControlPage,
  '/request-question-control/:id': requests.RequestControlPage,
  '/request-question': requests.RequestControlPage,
  '/request-question/:id': requests.RequestControlPage,
  '/questions': requests.RequestControlPage,
  '/questions/new': requests.RequestControlPage,
  '/questions/:id': requests.RequestControlPage,
  '/anketa': polls.WorksheetsPage,
  '/anketa/:uuid': polls.WorksheetPage,
  '/polls_passage': polls.MyPollsPage,
  '/polls_passage/:uuid': polls.PollPassagePage,
  '/timetable': timetable.TimetablePage,
  '/timetable/:type/:id': timetable.TimetablePage,
  '/settings': settings.SettingsPage,
  '/university-settings': universitySettings.UniversitySettingsPage,
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
