import { getToken } from '../../shared/session/token';
import { sessionKey, sessionQueryOptions } from '../../shared/session/session-api';
import { keepQueries, restoreKeptQueries } from '../../shared/session/kept-queries';
import { keepSessionCopy } from '../../shared/session/session-copy';
import { queryClient } from '../providers';
import { preloadPageCode } from '../screens/page-code';
import { keptOffline } from './kept-offline';
import { signedInCodeQueryOptions } from './signed-in-code';

/**
 * Starts loading what the first screen needs before React has drawn anything, so that it comes
 * over the network while React starts up instead of after its first render: the session, the
 * signed-in app (router), the shell and the screen at the address (startup and the router then
 * find them loaded or on their way). With a copy of the session, the first render draws the shell
 * and the screen as soon as their code has come, without waiting for the session's answer.
 */
export function startFirstScreen(): void {
  keepSessionCopy(queryClient, sessionKey);
  keepQueries(queryClient, keptOffline, getToken);
  // Signed out, the sign-in is in the first chunk already.
  if (getToken() === null) return;
  // The last timetable and inbox, shown at once (and all there is offline) while they are asked again.
  restoreKeptQueries(queryClient, getToken());
  void queryClient.prefetchQuery(sessionQueryOptions());
  void queryClient.prefetchQuery(signedInCodeQueryOptions());
  void import('../shell/ShellLayout');
  preloadPageCode(window.location.pathname);
}
