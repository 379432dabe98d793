import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preferencesEndpoints as e } from '@portal/contract';
import { api } from '../../shared/api/client';
import {
  readLowVision,
  serializeLowVision,
  onLowVisionChosen,
  setLowVision,
  type LowVisionSettings,
} from '../../shared/lib/low-vision';
import { storage, storageKeys } from '../../shared/lib/storage';
import { readImpersonation } from '../../shared/session/impersonation';
import { getToken, useToken } from '../../shared/session/token';
import { preferencesOptions, settingsKeys } from './api';
import { text } from './i18n';

/** A change is saved when the person stops clicking through the sizes and schemes. */
const SAVE_DELAY_MS = 600;

const asText = (settings: LowVisionSettings | null) => (settings ? serializeLowVision(settings) : null);

/**
 * Keeps this browser's low-vision version (shared/lib/low-vision.ts, which draws it) and the user's
 * setting on the server (`low_vision` of the preferences) the same, for one session's token:
 * the server's applies once it comes, unless this browser has a change not saved yet (made on the
 * sign-in screen, or just before a reload): that one becomes the setting, as the language does.
 * After that every change made in this tab (the panel above the header, «Настройки») is saved; a
 * tab that follows another's change leaves the saving to that one. Returns the stop.
 */
function startSync(queryClient: QueryClient, token: string): () => void {
  /** The server's value as last known; undefined until the server's settings came. */
  let synced: string | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };

  /** The server has what this browser shows: nothing left to save. */
  const settled = () => {
    if (asText(readLowVision()) === synced) storage.remove(storageKeys.lowVisionUnsaved);
  };

  const save = () => {
    timer = undefined;
    // Signed out, or another session since: this one has nothing to save to.
    if (stopped || getToken() !== token) return stop();
    const settings = readLowVision();
    const value = asText(settings);
    if (value === synced) return settled();
    const before = synced;
    synced = value;
    api(e.setPreferences, { body: { low_vision: settings } }).then(
      (saved) => {
        queryClient.setQueryData(settingsKeys.preferences, saved);
        settled();
      },
      (error: unknown) => {
        // Shown here still, and kept as unsaved: the next change, or the next start, tries again.
        synced = before;
        notifications.show({
          color: 'red',
          title: text('saveFailed'),
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
  };

  const unsubscribe = onLowVisionChosen(() => {
    if (synced === undefined || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });

  queryClient.fetchQuery(preferencesOptions()).then(
    (preferences) => {
      if (stopped) return;
      // This browser's version wins when it has a change not saved yet, or was on before any
      // user's was saved (a version kept from before the setting existed is not lost).
      const local = readLowVision();
      const keepLocal =
        storage.get(storageKeys.lowVisionUnsaved) !== null ||
        (storage.get(storageKeys.lowVisionSynced) === null && local !== null);
      storage.set(storageKeys.lowVisionSynced, '1');
      synced = asText(preferences.low_vision);
      if (keepLocal) return save();
      if (synced !== asText(local)) setLowVision(preferences.low_vision);
      settled();
    },
    () => {
      // The server's setting is unknown: this browser's stays, and a change made here is still saved.
      if (!stopped) synced = asText(readLowVision());
    },
  );
  return stop;
}

let running: { token: string; stop: () => void } | null = null;

/**
 * The low-vision version follows the signed-in user from device to device: once per session
 * (not per render of the app, which a change of language draws anew). An admin signed in as
 * someone keeps their own version and does not change the user's.
 */
export function useLowVisionSync(): void {
  const queryClient = useQueryClient();
  const token = useToken();
  useEffect(() => {
    if (token === null || running?.token === token) return;
    running?.stop();
    running = null;
    if (readImpersonation()) return;
    running = { token, stop: startSync(queryClient, token) };
  }, [queryClient, token]);
}
