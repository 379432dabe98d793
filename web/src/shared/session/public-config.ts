import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfig } from '@portal/contract';
import { apiCall } from '../api/client';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => apiCall('/api/config', publicConfig, { signal, token: null }),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
