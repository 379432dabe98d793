/**
 * The queries whose last answers are kept for a start without a connection (shared/session/kept-queries.ts):
 * the timetables shown (features/timetable `['timetable', type, id]`, not its search or calendar links), the
 * inbox (features/notifications `['inbox', …]`: the lists and the unread count) and the public settings a
 * student's start waits for.
 */
export const keptOffline = (queryKey: readonly unknown[]): boolean =>
  (queryKey[0] === 'timetable' && typeof queryKey[1] === 'number') ||
  queryKey[0] === 'inbox' ||
  queryKey[0] === 'public-config';
