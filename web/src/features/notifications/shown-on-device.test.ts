import { describe, expect, it, vi } from 'vitest';
import { closeShownNotifications } from './shown-on-device';

const shown = ['7', '8', 'portal'].map((tag) => ({ tag, close: vi.fn() }));
vi.mock('../../shared/lib/service-worker', () => ({
  serviceWorkerRegistration: async () => ({ getNotifications: async () => shown }),
}));

describe('the push notifications a device shows, once read in the portal', () => {
  it('closes those of the read notifications only, or all once nothing is unread', async () => {
    await closeShownNotifications([8, 9]);
    expect(shown.map((n) => n.close.mock.calls.length)).toEqual([0, 1, 0]);
    await closeShownNotifications('all');
    expect(shown.map((n) => n.close.mock.calls.length)).toEqual([1, 2, 1]);
  });
});
