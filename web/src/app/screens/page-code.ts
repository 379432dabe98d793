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
} as const;

/** Starts loading the code of the screen at `pathname` (or of the screen it is under: /support/12), if it is a built one. */
export function preloadPageCode(pathname: string): void {
  const codes = pageCode as Record<string, (() => Promise<unknown>) | undefined>;
  const load = codes[pathname] ?? codes[`/${pathname.split('/')[1] ?? ''}`];
  if (load) void load().catch(() => undefined);
}
