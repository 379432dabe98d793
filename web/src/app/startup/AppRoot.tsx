import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { pages as authPages } from '../../features/auth';
import { isApiError } from '../../shared/api/api-error';
import { onApiEvent } from '../../shared/api/api-events';
import { useLanguage, useUserLanguage } from '../../shared/i18n/language';
import { impersonationEnded } from '../../shared/session/impersonation';
import { publicConfigQueryOptions } from '../../shared/session/public-config';
import { activeAccount, sessionQueryOptions } from '../../shared/session/session-api';
import { SessionProvider } from '../../shared/session/session-context';
import { sessionCopy } from '../../shared/session/session-copy';
import { getToken, useToken } from '../../shared/session/token';
import { PageLoader } from '../../shared/ui/PageLoader';
import { LowVisionToggle } from '../low-vision/LowVisionToggle';
import { RouteError } from '../routes/RouteError';
import { text } from '../i18n';
import { signedInCodeQueryOptions } from './signed-in-code';
import { SignedOut } from './SignedOut';
import { UNSUBSCRIBE_PATH } from './unsubscribe-path';
import { currentDevice, studentSiteUrl } from './student-site';

const PasswordChangePage = lazy(authPages.PasswordChangePage);
const UnsubscribePage = lazy(() => import('./UnsubscribePage'));

/**
 * Startup (002 §2.1): with a token, load the user's accounts; a failure shows sign-in. A student
 * goes to the student site when one is configured; otherwise the active account's routes are shown.
 */
export function AppRoot() {
  const token = useToken();
  const queryClient = useQueryClient();
  const session = useQuery({ ...sessionQueryOptions(), enabled: token !== null });
  // The signed-in app's code comes beside the session, and only with one (not for the sign-in).
  const signedInCode = useQuery({ ...signedInCodeQueryOptions(), enabled: token !== null });

  // The server cannot be reached: the copy of the session stands in, as it does offline (issue 32 §3).
  const unreachable = session.isError && isApiError(session.error) && session.error.kind === 'network';
  const user = token !== null ? (session.data ?? (unreachable ? sessionCopy(token) : undefined)) : undefined;
  const language = useLanguage();
  useUserLanguage(user, queryClient);
  const account = user ? activeAccount(user) : undefined;
  // Signed in with a temporary password (issue 16): «Смена пароля» comes before anything else.
  const mustChangePassword = user?.password_must_change === true;
  const isStudent = account?.key === 'student' && !mustChangePassword;
  // Asked only for a student (the student site): the sign-in does not wait for the API client.
  // Watched only then too: the sidebar asks for it, and its answer would draw the app again from here.
  const config = useQuery({ ...publicConfigQueryOptions(), enabled: isStudent, subscribed: isStudent });
  const studentSite = isStudent && config.data ? studentSiteUrl(config.data, currentDevice()) : null;

  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'session-ended') {
          // The token is already gone; signed out, every address shows the sign-in at /.
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'public-config' });
          // A session as another user that ended brings the admin back, not to the sign-in (000 §4).
          if (impersonationEnded()) {
            notifications.show({
              id: 'impersonation-ended',
              color: 'yellow',
              title: text('shell.impersonationEnded'),
              message: text('shell.impersonationEndedText'),
            });
            return;
          }
          notifications.show({
            id: 'session-ended',
            color: 'red',
            title: text('shell.sessionEnded'),
            message: event.message,
          });
        } else if (getToken() !== null) {
          // Signed in: the app goes back to its start page itself (router/SignedInApp) and says why here.
          // Signed out, the form whose call was refused says it under its fields: a notice too would say it twice.
          notifications.show({
            id: 'maintenance',
            color: 'yellow',
            title: text('shell.maintenance'),
            message: event.message,
          });
        }
      }),
    [queryClient],
  );

  useEffect(() => {
    if (studentSite) window.location.assign(studentSite);
  }, [studentSite]);

  // A letter's unsubscribe link: the same page signed in or not.
  if (window.location.pathname === UNSUBSCRIBE_PATH)
    return (
      <Suspense fallback={<PageLoader fullScreen />}>
        <UnsubscribePage tools={<LowVisionToggle />} />
      </Suspense>
    );
  const waiting =
    (token !== null && (session.isPending || signedInCode.isPending)) ||
    // Offline (the query paused) the student site is not looked for.
    (isStudent && config.isPending && config.fetchStatus !== 'paused') ||
    studentSite !== null;
  if (waiting) return <PageLoader fullScreen />;
  // A new release removed the code this old tab asks for, or the network failed: offer a reload.
  if (user && signedInCode.isError) return <RouteError error={signedInCode.error} />;

  if (user && mustChangePassword) {
    return (
      <Suspense fallback={<PageLoader fullScreen />}>
        <PasswordChangePage tools={<LowVisionToggle />} />
      </Suspense>
    );
  }
  const SignedInApp = signedInCode.data?.SignedInApp;
  if (!user || !account || !SignedInApp) return <SignedOut />;
  return (
    // A switch of language draws the signed-in app anew, so that nothing keeps a text of the other.
    <SessionProvider user={user} key={language}>
      <SignedInApp account={account} />
    </SessionProvider>
  );
}
