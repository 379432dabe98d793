import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from '../lib/storage';
import { forgetKeptQueries } from './kept-queries';
import { forgetSessionCopy } from './session-copy';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function getToken(): string | null {
  return storage.get(storageKeys.token);
}

export function setToken(token: string): void {
  storage.set(storageKeys.token, token);
  notify();
}

export function clearToken(): void {
  storage.remove(storageKeys.token);
  forgetSessionCopy();
  forgetKeptQueries();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing in or out in another tab changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.token || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored bearer token; the component re-renders when it is set or removed. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
