import { useEffect, useSyncExternalStore } from 'react';

/**
 * A tab opened before a release asks for code the release replaced: after a deploy the server keeps
 * the previous build's files a day (deploy/deploy-web.mjs), then a lazily loaded screen of an old tab
 * fails to load. The tab then says «Доступна новая версия портала» with a reload (app/NewVersionNotice)
 * instead of a blank page. Vite reports a failed chunk or stylesheet with the window event
 * `vite:preloadError`; a dynamic import it does not wrap rejects with the browser's own TypeError.
 */

/** The messages of a failed dynamic import: Chromium, Firefox, Safari; and Vite's stylesheet preload. */
const CHUNK_LOAD_FAILED = new RegExp(
  [
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
    'Unable to preload CSS',
  ].join('|'),
  'i',
);

/** Whether `error` is a failed load of a code chunk (a newer release removed it, or the network failed). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILED.test(error.message);
}

let announced = false;
/** How many in-page messages say it already (a route's error): the floating notice then stays hidden. */
let shownInPage = 0;
/** How the new version is taken up when a service worker holds it (shared/lib/service-worker.ts); else a reload. */
let takeUp: (() => void) | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * The tab's code is older than the server's: a chunk failed to load, or the service worker has a new
 * build waiting (`update` activates it and reloads).
 */
export function announceNewVersion(update?: () => void): void {
  if (update) takeUp = update;
  if (announced) return;
  announced = true;
  changed();
}

/** «Обновить»: the waiting build of the service worker, if there is one, else a reload. */
export function applyNewVersion(): void {
  if (takeUp) takeUp();
  else window.location.reload();
}

/** Forgets the announcement (tests). */
export function resetNewVersion(): void {
  announced = false;
  shownInPage = 0;
  takeUp = null;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the floating notice is to be shown: announced, and no page says it already. */
export function useNewVersionNotice(): boolean {
  return useSyncExternalStore(subscribe, () => announced && shownInPage === 0);
}

/** A page that says it itself (the route's error) while it is shown: the floating notice steps aside. */
export function useNewVersionShownInPage(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    announced = true;
    shownInPage++;
    changed();
    return () => {
      shownInPage--;
      changed();
    };
  }, [active]);
}

/**
 * Listens for failed chunk loads for the life of the page: Vite's `vite:preloadError` (the import still fails, for
 * the screen's error boundary), and a failed dynamic import nobody caught.
 */
export function watchForNewVersion(target: Window = window): () => void {
  const onPreloadError = () => announceNewVersion();
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) announceNewVersion();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
