import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { universityEndpoints as e, type UniversitySettings } from '@portal/contract';
import { api } from '../../shared/api/client';
import { publicConfigQueryOptions } from '../../shared/session/public-config';

export const universitySettingsKey = ['university', 'settings'] as const;

/** GET /api/university/settings (admins): everything the screen edits, with who changed it last. */
export const universitySettingsOptions = () =>
  queryOptions({
    queryKey: universitySettingsKey,
    queryFn: ({ signal }) => api(e.settings, {}, { signal }),
  });
export const useUniversitySettings = () => useQuery(universitySettingsOptions());

/**
 * POST /api/university/settings: the answer is the settings as saved. What this tab shows of them
 * (the tools' screens, the sign-in's help, the logo) is asked for again; other tabs hear
 * `university.updated`.
 */
export function useSaveUniversitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UniversitySettings) => api(e.saveSettings, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(universitySettingsKey, answer);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'university' && query.queryKey[1] !== 'settings',
      });
      void queryClient.invalidateQueries({ queryKey: publicConfigQueryOptions().queryKey });
    },
  });
}
