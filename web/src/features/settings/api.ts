import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  preferencesEndpoints as e,
  type MessageChannels,
  type MessageKind,
  type Preferences,
  type PreferencesBody,
} from '@portal/contract';
import { api } from '../../shared/api/client';
import { text } from './i18n';

export const settingsKeys = {
  preferences: ['preferences'] as const,
  save: ['preferences', 'save'] as const,
  sessions: ['account-sessions'] as const,
};

/** GET /api/account/preferences: the user's own settings, for every device. */
export const preferencesOptions = () =>
  queryOptions({
    queryKey: settingsKeys.preferences,
    queryFn: ({ signal }) => api(e.preferences, {}, { signal }),
    staleTime: 60_000,
  });
export const usePreferences = () => useQuery(preferencesOptions());

/** The settings as they are once `change` (a partial body) is applied: what the screen shows while it is saved. */
export function applyChange(preferences: Preferences, change: PreferencesBody): Preferences {
  const channels = { ...preferences.channels };
  for (const [kind, wanted] of Object.entries(change.channels ?? {}) as [MessageKind, Partial<MessageChannels>][])
    channels[kind] = { ...channels[kind], ...wanted };
  return {
    language: change.language ?? preferences.language,
    low_vision: change.low_vision === undefined ? preferences.low_vision : change.low_vision,
    email_mode: change.email_mode ?? preferences.email_mode,
    channels,
  };
}

function showSaveError(error: unknown) {
  notifications.show({
    color: 'red',
    title: text('saveFailed'),
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * POST /api/account/preferences with a change: shown at once (before the click's event is over, so
 * a checkbox never flickers back), and taken back with an error toast if the server refuses it.
 * The last answer (every setting as saved) replaces what is shown.
 */
export function useSetPreferences() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: settingsKeys.save,
    mutationFn: ({ change }: { change: PreferencesBody; before?: Preferences }) =>
      api(e.setPreferences, { body: change }),
    onError: (error, { before }) => {
      if (before) queryClient.setQueryData(settingsKeys.preferences, before);
      showSaveError(error);
      // Another change may have been saved meanwhile: the server's copy settles it.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.preferences });
    },
    onSuccess: (saved) => {
      // Only the last answer speaks for every change sent so far (this one is still counted).
      if (queryClient.isMutating({ mutationKey: settingsKeys.save }) <= 1)
        queryClient.setQueryData(settingsKeys.preferences, saved);
    },
  });
  return (change: PreferencesBody) => {
    void queryClient.cancelQueries({ queryKey: settingsKeys.preferences });
    const before = queryClient.getQueryData<Preferences>(settingsKeys.preferences);
    if (before) queryClient.setQueryData(settingsKeys.preferences, applyChange(before, change));
    mutation.mutate({ change, before });
  };
}

/** GET /api/account/sessions: the user's open sessions, this one marked. */
export const sessionsOptions = () =>
  queryOptions({
    queryKey: settingsKeys.sessions,
    queryFn: ({ signal }) => api(e.sessions, {}, { signal }),
    refetchOnWindowFocus: true,
  });
export const useAccountSessions = () => useQuery(sessionsOptions());

/** POST /api/account/sessions/:id/end: that device is signed out at once. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(e.endSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

/** POST /api/account/sessions/end-others: every session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(e.endOtherSessions, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}
