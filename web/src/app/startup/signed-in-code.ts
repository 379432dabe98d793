import { queryOptions } from '@tanstack/react-query';

/** The signed-in app's code (router/SignedInApp), loaded by startup only when there is a session. */
export const signedInCodeQueryOptions = () =>
  queryOptions({
    queryKey: ['code', 'signed-in-app'],
    queryFn: () => import('../router/SignedInApp'),
    staleTime: Infinity,
    // Code, not the API: the service worker has it offline, so it is not held back for a connection.
    networkMode: 'always',
  });
