import { describe, expect, it, vi } from 'vitest';
import { closeShownNotifications } from './shown-on-device';

describe('the push notifications a device shows, once read in the portal', () => {
  it('closes those of the read notifications only, or all once nothing is unread', async () => {
    const shown = ['7', '8', 'portal'].map((tag) => ({ tag, close: vi.fn() }));
    const registration = async () => ({ getNotifications: async () => shown as unknown as Notification[] });
    await closeShownNotifications([8, 9], registration);
    expect(shown.map((n) => n.close.mock.calls.length)).toEqual([0, 1, 0]);
    await closeShownNotifications('all', registration);
    expect(shown.map((n) => n.close.mock.calls.length)).toEqual([1, 2, 1]);
  });

  it('does nothing where there is no service worker', async () => {
    await expect(closeShownNotifications('all', async () => null)).resolves.toBeUndefined();
  });
});
