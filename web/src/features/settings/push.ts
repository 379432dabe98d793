import { pushEndpoints as e, type PushSubscriptionBody } from '@portal/contract';
import { api } from '../../shared/api/client';
import { serviceWorkerRegistration } from '../../shared/lib/service-worker';
import { storage, storageKeys } from '../../shared/lib/storage';

/**
 * Push on this device (issue 32): the browser's permission, the service worker's push
 * subscription to the server's VAPID key, and the server's copy of that subscription. The server
 * keeps it with the session, which signing out ends; the browser keeps it, and whose it is
 * (`push_user`), so that the same person's next session takes it up again (renewPush).
 */

/** This device: no Push API; notifications blocked in the browser; subscribed; not subscribed. */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

/** Why push could not be turned on; each has its own words on the screen. */
export type PushFailureReason = 'unsupported' | 'denied' | 'dismissed' | 'no-worker' | 'push-service';

export class PushFailure extends Error {
  constructor(
    readonly reason: PushFailureReason,
    options?: ErrorOptions,
  ) {
    super(`push: ${reason}`, options);
    this.name = 'PushFailure';
  }
}

export const isPushFailure = (error: unknown): error is PushFailure => error instanceof PushFailure;

/** How long to wait for the service worker to be registered and active (it is registered after the page's load). */
const WORKER_WAIT_MS = 5_000;

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The server's key as the Push API takes it: base64url (no padding) to bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The portal's service worker once it is active (shared/lib/service-worker.ts); none in time is a failure. */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const registration = await Promise.race([
    serviceWorkerRegistration(),
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WORKER_WAIT_MS))),
  ]);
  clearTimeout(timer);
  if (!registration) throw new PushFailure('no-worker');
  return registration;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const isPushUser = (userId: number) => storage.get(storageKeys.pushUser) === String(userId);

/** Whether this device gets the user's push messages now (a subscription of another person's is not theirs). */
export async function readPushState(userId: number): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted' || !isPushUser(userId)) return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/**
 * At the start of a session: this browser's subscription, if it is this user's, is given to the
 * server again (the session it was kept with may have ended); quietly, as nothing was asked.
 */
export async function renewPush(userId: number): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted' || !isPushUser(userId)) return;
  const subscription = await currentSubscription();
  if (subscription) await api(e.subscribe, { body: subscriptionBody(subscription) });
  else storage.remove(storageKeys.pushUser);
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The subscription as the server takes it (`toJSON()` of the Push API). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint = subscription.endpoint, keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}

/**
 * Asks the browser's permission, subscribes through the service worker to the server's key and
 * gives the server the subscription. A subscription the server refuses is dropped again.
 */
export async function turnPushOn(userId: number): Promise<void> {
  if (!pushSupported()) throw new PushFailure('unsupported');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushFailure('denied');
  if (permission !== 'granted') throw new PushFailure('dismissed');

  const registration = await serviceWorker();
  const { public_key } = await api(e.key, {});
  const key = base64UrlToBytes(public_key);
  let subscription = await registration.pushManager.getSubscription();
  // One made for another key (the server's keys were replaced) cannot be reused.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  if (!subscription) {
    try {
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'NotAllowedError') throw new PushFailure('denied', { cause });
      // The browser's push service (FCM, Mozilla's, Apple's) did not answer or refused.
      throw new PushFailure('push-service', { cause });
    }
  }
  try {
    await api(e.subscribe, { body: subscriptionBody(subscription) });
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  storage.set(storageKeys.pushUser, String(userId));
}

/** Tells the server to stop, then drops this device's subscription. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api(e.unsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  storage.remove(storageKeys.pushUser);
}
