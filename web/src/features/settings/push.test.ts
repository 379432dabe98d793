import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Push from './push';

const registration = vi.hoisted(() => ({ current: null as ServiceWorkerRegistration | null }));
vi.mock('../../shared/lib/service-worker', () => ({
  serviceWorkerRegistration: () => Promise.resolve(registration.current),
}));

// The test files share their modules (vitest.config.ts): push.ts is loaded anew, with the mock above.
let push: typeof Push;
beforeAll(async () => {
  vi.resetModules();
  push = await import('./push');
});
const base64UrlToBytes = (value: string) => push.base64UrlToBytes(value);
const isPushFailure = (error: unknown): error is Push.PushFailure => push.isPushFailure(error);
const readPushState = (userId: number) => push.readPushState(userId);
const renewPush = (userId: number) => push.renewPush(userId);
const turnPushOn = (userId: number) => push.turnPushOn(userId);
const turnPushOff = () => push.turnPushOff();

// 65 bytes, as a P-256 public key is.
const serverKey = 'B' + 'A'.repeat(86);
const subscription = {
  endpoint: 'https://push.example/device-1',
  options: { applicationServerKey: null },
  toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
  unsubscribe: vi.fn(async () => true),
};

function browser({ permission, subscribe }: { permission: NotificationPermission; subscribe: () => Promise<unknown> }) {
  let current: unknown = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = await subscribe())),
  };
  registration.current = { pushManager } as unknown as ServiceWorkerRegistration;
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration.current },
  });
  return pushManager;
}

function stubServer() {
  const fetch = vi.fn(async (input: string, _init?: RequestInit) =>
    Response.json({ success: true, result: input.endsWith('/api/push/key') ? { public_key: serverKey } : null }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const calls = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeEach(() => subscription.unsubscribe.mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device', () => {
  it('reads the key as base64url', () => {
    expect([...base64UrlToBytes('AQID-_8')]).toEqual([1, 2, 3, 251, 255]);
    expect(base64UrlToBytes(serverKey)).toHaveLength(65);
  });

  it('is unsupported without the Push API', async () => {
    expect(await readPushState(7)).toBe('unsupported');
    await expect(turnPushOn(7)).rejects.toMatchObject({ reason: 'unsupported' });
  });

  it('subscribes to the server key and gives the server the subscription; off tells the server first', async () => {
    const pushManager = browser({ permission: 'granted', subscribe: async () => subscription });
    const fetch = stubServer();
    expect(await readPushState(7)).toBe('off');
    await turnPushOn(7);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(serverKey),
    });
    expect(calls(fetch)).toEqual(['GET /api/push/key', 'POST /api/push/subscriptions']);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual(subscription.toJSON());
    expect(await readPushState(7)).toBe('on');

    // Another person signed in on this browser: not theirs, and not given to their session.
    expect(await readPushState(8)).toBe('off');
    await renewPush(8);
    expect(calls(fetch)).toHaveLength(2);
    // The same person's next session takes it up.
    await renewPush(7);
    expect(calls(fetch).at(-1)).toBe('POST /api/push/subscriptions');

    await turnPushOff();
    expect(calls(fetch).at(-1)).toBe('POST /api/push/subscriptions/remove');
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem('push_user')).toBeNull();
  });

  it('says a refused permission and a failed push service apart, and asks the server nothing then', async () => {
    browser({ permission: 'denied', subscribe: async () => subscription });
    const fetch = stubServer();
    expect(await readPushState(7)).toBe('denied');
    await expect(turnPushOn(7)).rejects.toMatchObject({ reason: 'denied' });

    browser({
      permission: 'granted',
      subscribe: () => Promise.reject(new DOMException('Registration failed - push service error', 'AbortError')),
    });
    const error: unknown = await turnPushOn(7).catch((e: unknown) => e);
    expect(isPushFailure(error) && error.reason).toBe('push-service');
    expect(calls(fetch)).toEqual(['GET /api/push/key']);
  });

  it('fails in words when no service worker comes', async () => {
    browser({ permission: 'granted', subscribe: async () => subscription });
    registration.current = null;
    stubServer();
    vi.useFakeTimers();
    const attempt = turnPushOn(7).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    expect(await attempt).toMatchObject({ reason: 'no-worker' });
  });
});
