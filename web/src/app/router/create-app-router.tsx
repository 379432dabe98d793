import type { Account } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RootRoute } from '../routes/RootRoute';
import { RouteError } from '../routes/RouteError';
import { routeTitles } from '../strings';
import type { RouteHandle } from './route-handle';
import type { signedInRoutes } from './signed-in-routes';

const handle = (title: string): RouteHandle => ({ title });

function signedOutRoutes(): RouteObject[] {
  return [
    { index: true, handle: handle(routeTitles.signIn), lazy: () => import('../routes/sign-in') },
    // Every other address needs a session: back to sign-in.
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

/** The signed-in routes' code (./signed-in-routes), loaded by startup when there is a session. */
export const signedInRoutesQueryOptions = () =>
  queryOptions({ queryKey: ['code', 'signed-in-routes'], queryFn: () => import('./signed-in-routes'), staleTime: Infinity });

/** A session's account with the signed-in routes' code, once both have arrived. */
export interface SignedIn {
  account: Account;
  routes: typeof signedInRoutes;
}

/**
 * The router for the session as it is now (002 §2.1): sign-in only when signed out, the shell with
 * the active account's routes when signed in. Startup makes a new one when the session changes.
 */
export function createAppRouter(signedIn: SignedIn | null) {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootRoute,
      HydrateFallback: () => <PageLoader fullScreen />,
      ErrorBoundary: RouteError,
      children: signedIn ? signedIn.routes(signedIn.account) : signedOutRoutes(),
    },
  ]);
}
