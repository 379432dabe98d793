import type { Account } from '@portal/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RootRoute } from '../routes/RootRoute';
import { RouteError } from '../routes/RouteError';
import { routeTitles } from '../strings';
import type { RouteHandle } from './route-handle';
import { screensFor } from '../screens/screens';

const handle = (title: string): RouteHandle => ({ title });

function signedOutRoutes(): RouteObject[] {
  return [
    { index: true, handle: handle(routeTitles.signIn), lazy: () => import('../routes/sign-in') },
    // Every other address needs a session: back to sign-in.
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

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
 * The router for the session as it is now (002 §2.1): sign-in only when signed out, the shell with
 * the active account's routes when signed in. Startup makes a new one when the session changes.
 */
export function createAppRouter(account: Account | null) {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootRoute,
      HydrateFallback: () => <PageLoader fullScreen />,
      ErrorBoundary: RouteError,
      children: account ? signedInRoutes(account) : signedOutRoutes(),
    },
  ]);
}
