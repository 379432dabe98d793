import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiLater } from '../api/deferred';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => apiLater((c) => c.platformEndpoints.config, {}, { signal, token: null }),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

/**
 * allowSupport (000 §6): the support dialog is on. Off until the settings have loaded, so nothing flashes in and out.
 */
export const useAllowSupport = (): boolean => usePublicConfig().data?.allow_support ?? false;
