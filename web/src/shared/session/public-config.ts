import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiLater } from '../api/deferred';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => apiLater((c) => c.platformEndpoints.config, {}, { signal, token: null }),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
