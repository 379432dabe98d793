import type { Account } from '@portal/contract';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { pages as authPages } from '../../features/auth';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RootRoute } from '../routes/RootRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';

import type { RouteHandle, RouteTitle } from './route-handle';
import {
  canSeeTimetable,
  hasSupportScreen,
  screensFor,
  settingsScreen,
  supportScreen,
  timetableUnavailableScreen,
} from '../screens/screens';
import { RETURN_PARAM, safeReturnPath } from '../startup/return-path';

const handle = (title: RouteTitle): RouteHandle => ({ title });

/** The built screens of the active account; other kinds' screens and unavailable ones are not registered. */
function screenRoutes(account: Account): RouteObject[] {
  return screensFor(account).flatMap(({ path, title, page, subpages = [] }) => [
    ...(page && path !== '/' ? [{ path: path.slice(1), handle: handle(title), lazy: page }] : []),
    ...subpages.map((sub) => ({ path: sub.path.slice(1), handle: handle(sub.title), lazy: sub.page })),
  ]);
}

function signedInRoutes(account: Account): RouteObject[] {
  return [
    {
      lazy: () => import('../shell/ShellLayout'),
      children: [
        {
          // A page that fails keeps the shell around its error.
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, handle: handle('routeTitles.home'), lazy: () => import('../routes/home') },
            { path: 'accounts', handle: handle('routeTitles.accounts'), lazy: () => import('../routes/accounts') },
            {
              path: 'password',
              handle: handle('routeTitles.password'),
              lazy: async () => ({ Component: (await authPages.OwnPasswordPage()).default }),
            },
            {
              path: settingsScreen.path.slice(1),
              handle: handle(settingsScreen.title),
              lazy: settingsScreen.page,
            },
            ...screenRoutes(account),
            ...(canSeeTimetable(account)
              ? []
              : [
                  {
                    path: timetableUnavailableScreen.path.slice(1),
                    handle: handle(timetableUnavailableScreen.title),
                    lazy: timetableUnavailableScreen.page,
                  },
                ]),
            // The page itself answers «not found» while support is not allowed.
            ...(hasSupportScreen(account)
              ? [{ path: 'support/:id?', handle: handle(supportScreen.title), lazy: supportScreen.page }]
              : []),
            { path: '*', handle: handle('routeTitles.notFound'), lazy: () => import('../routes/not-found') },
          ],
        },
      ],
    },
  ];
}

function appRoutes(account: Account): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootRoute,
      HydrateFallback: () => <PageLoader fullScreen />,
      ErrorBoundary: RouteErrorBoundary,
      children: signedInRoutes(account),
    },
  ];
}

/**
 * Where a signed-in session starts when the address is the sign-in screen's `/?next=…`: that
 * path if it is this site's and the account has that screen, the home page otherwise. Null: the
 * address is not a sign-in with a screen to return to.
 */
export function landingPath(account: Account, location: { pathname: string; search: string }): string | null {
  if (location.pathname !== '/' || !new URLSearchParams(location.search).has(RETURN_PARAM)) return null;
  const path = safeReturnPath(location.search);
  if (!path) return '/';
  const matches = matchRoutes(appRoutes(account), path);
  return matches && matches.at(-1)?.route.path !== '*' ? path : '/';
}

/**
 * The router of a session (002 §2.1): the shell with the active account's routes. Startup makes a
 * new one when the active account changes; one made on the sign-in's `/?next=…` opens that screen.
 * Signed out there is no router: startup shows the sign-in at `/` (startup/SignedOut.tsx).
 */
export function createAppRouter(account: Account) {
  const landing = landingPath(account, window.location);
  // In place of the sign-in entry: Back does not lead to a sign-in screen that is gone.
  if (landing !== null) window.history.replaceState(null, '', landing);
  return createBrowserRouter(appRoutes(account));
}
