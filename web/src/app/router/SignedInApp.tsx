import type { Account } from '@portal/contract';
import { useEffect, useMemo, useRef } from 'react';
import { RouterProvider } from 'react-router';
import { useLowVisionSync, usePushRenewal } from '../../features/settings';
import { onApiEvent } from '../../shared/api/api-events';
import { createAppRouter } from './create-app-router';

/**
 * The signed-in app: the router of the active account. Its own chunk with React Router and the
 * screen table (startup/signed-in-code.ts loads it beside the session), so the sign-in loads
 * neither.
 */
export function SignedInApp({ account }: { account: Account }) {
  // A new router whenever the active account changes: its routes are that account's.
  const routerKey = `${account.key}:${account.id}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const router = useMemo(() => createAppRouter(account), [routerKey]);
  const previousRouter = useRef<typeof router | null>(null);
  useEffect(() => {
    // The old router stops listening to the history once the new one is in place.
    if (previousRouter.current && previousRouter.current !== router) previousRouter.current.dispose();
    previousRouter.current = router;
  }, [router]);
  // Signed out (this app unmounted): the router lets go of the history.
  useEffect(() => () => previousRouter.current?.dispose(), []);

  // The low-vision version is the user's setting, on every device of theirs; push on this device
  // outlives a sign-out for the same person.
  useLowVisionSync();
  usePushRenewal();

  // Maintenance: back to the start page (startup shows the notice).
  useEffect(() => onApiEvent((event) => event.type === 'maintenance' && void router.navigate('/')), [router]);

  return <RouterProvider router={router} />;
}
