/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clickTarget, notificationOf, readPushPayload, windowToFocus } from './sw/push';

/**
 * The portal's service worker (issue 32 §3), built by vite-plugin-pwa (vite-plugins/installable-app.ts):
 * - the shell (index.html) and the hashed assets are precached, so the app opens without a connection;
 *   a page of the app (a navigation) is answered with the precached index.html, never /api/ nor a file;
 * - /api/ is not touched: nothing the server answers is kept here (signed-out data stays nowhere);
 * - a new build waits until the page's «Обновить» says SKIP_WAITING (shared/lib/service-worker.ts);
 * - a push message shows its notification; a click on it brings the portal forward at its address.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
/** The server's API: never answered here. */
const API = /^\/api(?:\/|$)/;
/** A file opened as a page (an icon, the manifest): the app's own paths have no dot in their last part. */
const FILE = /^[^?]*\/[^/?]+\.[^/?]+(?:\?.*)?$/;
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [API, FILE] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(readPushPayload(() => event.data?.json()));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = self.location.origin;
  const url = clickTarget(event.notification.data, origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windowToFocus(windows, origin);
      if (open) {
        const focused = await open.focus();
        // A window this worker does not control cannot be navigated from here: it is opened anew.
        const navigated = await focused.navigate(url).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
