import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformEndpoints } from '@portal/contract';
import { api } from '../api/client';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api(platformEndpoints.config, {}, { signal, token: null }),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
