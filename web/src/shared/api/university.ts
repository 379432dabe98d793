import { queryOptions } from '@tanstack/react-query';
import { universityEndpoints } from '@portal/contract';
import { api } from './client';

/** GET /api/university: the university's links and texts, which change rarely (the tools' screens, the timetable). */
export const universityInfoOptions = () =>
  queryOptions({
    queryKey: ['university', 'info'] as const,
    queryFn: ({ signal }) => api(universityEndpoints.info, {}, { signal }),
    staleTime: 30 * 60_000,
  });
