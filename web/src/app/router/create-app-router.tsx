import type { Account } from '@portal/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RootRoute } from '../routes/RootRoute';
import { RouteError } from '../routes/RouteError';
import { routeTitles } from '../strings';
import type { RouteHandle } from './route-handle';
import { screensFor } from '../screens/screens';

const handle = (title: string): RouteHandle => ({ title });

/** The built screens of the active account; other kinds' screens and unavailable ones are not registered. */
function screenRoutes(account: Account): RouteObject[] {
  return screensFor(account).flatMap(({ path, title, page }) =>
    page && path !== '/' ? [{ path: path.slice(1), handle: handle(title), lazy: page }] : [],
  );
}

function signedInRoutes(account: Account): RouteObject[] {
  return [
    {
      lazy: () => import('../shell/ShellLayout'),
      children: [
        {
          // A page that fails keeps the shell around its error.
          ErrorBoundary: RouteError,
          children: [
            { index: true, handle: handle(routeTitles.home), lazy: () => import('../routes/home') },
            { path: 'accounts', handle: handle(routeTitles.accounts), lazy: () => import('../routes/accounts') },
            ...screenRoutes(account),
            { path: '*', handle: handle(routeTitles.notFound), lazy: () => import('../routes/not-found') },
          ],
        },
      ],
    },
  ];
}

/**
 * The router of a session (002 §2.1): the shell with the active account's routes. Startup makes a
 * new one when the active account changes. Signed out there is no router: startup shows the
 * sign-in at `/` (startup/SignedOut.tsx).
 */
export function createAppRouter(account: Account) {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootRoute,
      HydrateFallback: () => <PageLoader fullScreen />,
      ErrorBoundary: RouteError,
      children: signedInRoutes(account),
    },
  ]);
}
