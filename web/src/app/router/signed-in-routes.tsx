import type { Account } from '@portal/contract';
import type { RouteObject } from 'react-router';
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

/**
 * The shell with the active account's routes. Its own chunk (with the screen table and its
 * icons), loaded by startup only when there is a session: the sign-in does not need it.
 */
export function signedInRoutes(account: Account): RouteObject[] {
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
