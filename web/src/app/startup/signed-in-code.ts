import { queryOptions } from '@tanstack/react-query';

/** The signed-in app's code (router/SignedInApp), loaded by startup only when there is a session. */
export const signedInCodeQueryOptions = () =>
  queryOptions({
    queryKey: ['code', 'signed-in-app'],
    queryFn: () => import('../router/SignedInApp'),
    staleTime: Infinity,
  });
