import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';

/**
 * Whether the portal reaches its server (issue 32 §3): lost while the browser says it is offline,
 * or since a call failed on the network (no answer, or a proxy's 5xx page) until the next answer.
 * The shell says «Нет соединения» meanwhile (app/shell/ConnectionBanner), over the answers kept for
 * offline (session/kept-queries.ts).
 */
let browserOffline = false;
let unreachable = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

const networkFailure = (error: unknown) => isApiError(error) && error.kind === 'network';

function setUnreachable(value: boolean, queryClient: QueryClient): void {
  if (unreachable === value) return;
  unreachable = value;
  changed();
  // Back: what failed meanwhile (the session's check at a start without the server, a screen) is asked again.
  if (!value) void queryClient.refetchQueries({ predicate: (query) => networkFailure(query.state.error) });
}

/** Follows the browser's online state and the answers of the app's calls, for the life of the page. */
export function watchConnection(queryClient: QueryClient, target: Window = window): () => void {
  browserOffline = !target.navigator.onLine;
  // TanStack Query takes the browser to be online until it hears otherwise: a start without a connection
  // holds the calls back (the kept answers stay on screen, not an error) until the browser is online.
  if (browserOffline) onlineManager.setOnline(false);
  const onOnline = () => {
    browserOffline = false;
    changed();
  };
  const onOffline = () => {
    browserOffline = true;
    changed();
  };
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  const queries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') setUnreachable(false, queryClient);
    if (event.action.type === 'error' && networkFailure(event.action.error)) setUnreachable(true, queryClient);
  });
  const mutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') setUnreachable(false, queryClient);
    if (event.action.type === 'error' && networkFailure(event.action.error)) setUnreachable(true, queryClient);
  });
  changed();
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
    queries();
    mutations();
    browserOffline = false;
    unreachable = false;
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while the server cannot be reached. */
export function useConnectionLost(): boolean {
  return useSyncExternalStore(subscribe, () => browserOffline || unreachable);
}
