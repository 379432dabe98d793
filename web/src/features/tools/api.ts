import { useQuery } from '@tanstack/react-query';
import { universityEndpoints as e } from '@portal/contract';
import { api } from '../../shared/api/client';

/** GET /api/university: the university's links and texts, which change rarely. */
export const useUniversityInfo = () => useQuery({ queryKey: ['university', 'info'], queryFn: ({ signal }) => api(e.info, {}, { signal }), staleTime: 30 * 60_000 });

/** GET /api/library: the eight resources' links (002 §7). */
export const useLibraryLinks = () => useQuery({ queryKey: ['university', 'library'], queryFn: ({ signal }) => api(e.library, {}, { signal }), staleTime: 30 * 60_000 });
