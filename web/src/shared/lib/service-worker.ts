import { announceNewVersion } from './new-version';

/**
 * The portal's service worker (src/sw.ts, built as /sw.js in production builds only): registered
 * once the page has loaded, so that its precaching does not compete with the first screen. A new
 * build's worker waits: the page says «Доступна новая версия портала», and «Обновить» activates it
 * and reloads (app/NewVersionNotice).
 */

/** How often an open tab asks whether a new build is out (a browser asks itself only on navigations). */
const UPDATE_CHECK_MS = 60 * 60_000;
/** A reload after «Обновить» even if the new worker never says it took control (another tab took it first). */
const RELOAD_FALLBACK_MS = 3000;

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * The registration once its worker is active (push subscriptions need one), or null where there is
 * none: a development build, the tests, a browser without service workers, a failed registration.
 * For «Настройки»: `(await serviceWorkerRegistration())?.pushManager.subscribe(…)`.
 */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  return registration ?? Promise.resolve(null);
}

/** Forgets the registration, as a new page would not have it (tests). */
export function forgetServiceWorker(): void {
  registration = null;
}

/** Registers the worker (production builds only); called once at startup. */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (registration) return;
  const container = navigator.serviceWorker;
  registration = pageLoaded()
    .then(() => container.register('/sw.js', { scope: '/' }))
    .then((registered) => {
      offerUpdates(registered, container);
      return activated(registered, container);
    })
    .catch(() => null);
}

/** The registration once a worker is active; null if the first one fails to install (`ready` would never come). */
function activated(
  registered: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
): Promise<ServiceWorkerRegistration | null> {
  if (registered.active) return Promise.resolve(registered);
  return new Promise((resolve) => {
    void container.ready.then(resolve);
    const worker = registered.installing ?? registered.waiting;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant' && !registered.active) resolve(null);
    });
  });
}

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** A new build's worker, installed while an older one controls this page, is offered to the person. */
function offerUpdates(registered: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  const offer = (worker: ServiceWorker) => announceNewVersion(() => activate(worker, container));
  // The first worker of this browser has nothing to replace: it is taken up at the next visit.
  if (registered.waiting && container.controller) offer(registered.waiting);
  registered.addEventListener('updatefound', () => {
    const worker = registered.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
  window.setInterval(() => {
    if (navigator.onLine) registered.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

function activate(worker: ServiceWorker, container: ServiceWorkerContainer): void {
  const reload = () => window.location.reload();
  if (worker.state === 'activated' || worker.state === 'redundant') return reload();
  container.addEventListener('controllerchange', reload, { once: true });
  window.setTimeout(reload, RELOAD_FALLBACK_MS);
  worker.postMessage({ type: 'SKIP_WAITING' });
}
