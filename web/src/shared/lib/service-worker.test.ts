import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyNewVersion, resetNewVersion, useNewVersionNotice } from './new-version';
import { forgetServiceWorker, serviceWorkerRegistration, startServiceWorker } from './service-worker';

/** A worker as the page sees it: its state, its messages, its statechange. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = () => Promise.resolve();
}

/** navigator.serviceWorker of a browser where `registration` is what /sw.js registers into. */
function browserWith(registration: FakeRegistration, controller: FakeWorker | null) {
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(() => Promise.resolve(registration)),
    ready: new Promise(() => undefined),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

beforeEach(() => vi.stubEnv('PROD', true));
afterEach(() => {
  forgetServiceWorker();
  resetNewVersion();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("the app's service worker", () => {
  it('is not registered outside a production build: no registration to give', async () => {
    vi.stubEnv('PROD', false);
    const container = browserWith(new FakeRegistration(), null);
    startServiceWorker();
    expect(await serviceWorkerRegistration()).toBeNull();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('gives the registration once its worker is active', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const container = browserWith(registration, null);
    startServiceWorker();
    expect(await serviceWorkerRegistration()).toBe(registration);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('gives none when the first worker fails to install', async () => {
    const registration = new FakeRegistration();
    const installing = new FakeWorker('installing');
    registration.installing = installing;
    const container = browserWith(registration, null);
    startServiceWorker();
    const given = serviceWorkerRegistration();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    installing.become('redundant');
    expect(await given).toBeNull();
  });

  it("offers a new build's worker once installed, and «Обновить» tells it to take over", async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    browserWith(registration, registration.active);
    startServiceWorker();
    await serviceWorkerRegistration();
    const notice = renderHook(() => useNewVersionNotice());
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(notice.result.current).toBe(false);
    next.become('installed');
    await vi.waitFor(() => expect(notice.result.current).toBe(true));
    applyNewVersion();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('offers a worker found waiting at the start', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    registration.waiting = new FakeWorker('installed');
    browserWith(registration, registration.active);
    startServiceWorker();
    await serviceWorkerRegistration();
    expect(renderHook(() => useNewVersionNotice()).result.current).toBe(true);
    applyNewVersion();
    expect(registration.waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('says nothing of the first worker of this browser: it replaces none', async () => {
    const registration = new FakeRegistration();
    browserWith(registration, null);
    startServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const first = new FakeWorker('installing');
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.become('installed');
    expect(renderHook(() => useNewVersionNotice()).result.current).toBe(false);
  });
});
