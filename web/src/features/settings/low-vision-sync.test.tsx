import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { DEFAULT_CHANNELS, type LowVisionSettings, type Preferences } from '@portal/contract';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLowVision, setLowVision, updateLowVision } from '../../shared/lib/low-vision';
import { clearToken, setToken } from '../../shared/session/token';
import { useLowVisionSync } from './low-vision-sync';

const large: LowVisionSettings = { size: 28, scheme: 'black', spacing: 'wide', images: false };
const preferences = (low_vision: LowVisionSettings | null): Preferences => ({
  language: 'ru',
  low_vision,
  channels: DEFAULT_CHANNELS,
  email_mode: 'each',
});

/** The server holds `stored`; a POST changes it, as the real one does. */
function stubServer(stored: LowVisionSettings | null) {
  let current = preferences(stored);
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { low_vision: LowVisionSettings | null };
        posts.push(body);
        current = { ...current, low_vision: body.low_vision };
      }
      return Response.json({ success: true, result: current });
    }),
  );
  return posts;
}

let token = 0;
/** A new session (each test's own token: the sync runs once per session). */
function signIn() {
  setToken(`token-${++token}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLowVisionSync(), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setLowVision(null);
});

describe('the low-vision version as the user’s setting', () => {
  it('the saved one applies after sign-in, and a change here is saved', async () => {
    localStorage.setItem('low_vision_synced', '1');
    const posts = stubServer(large);
    signIn();
    await waitFor(() => expect(readLowVision()).toEqual(large));
    expect(posts).toEqual([]);

    updateLowVision({ size: 20 });
    await waitFor(() => expect(posts).toEqual([{ low_vision: { ...large, size: 20 } }]), { timeout: 2000 });
  });

  it('the normal version saved elsewhere turns this browser’s off', async () => {
    localStorage.setItem('low_vision_synced', '1');
    localStorage.setItem('low_vision', JSON.stringify(large));
    const posts = stubServer(null);
    signIn();
    await waitFor(() => expect(readLowVision()).toBeNull());
    expect(localStorage.getItem('low_vision_unsaved')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(posts).toEqual([]);
  });

  it('one chosen on the sign-in screen, or not saved before a reload, becomes the setting', async () => {
    localStorage.setItem('low_vision_synced', '1');
    clearToken();
    setLowVision(large);
    const posts = stubServer(null);
    signIn();
    await waitFor(() => expect(posts).toEqual([{ low_vision: large }]));
    expect(readLowVision()).toEqual(large);
    await waitFor(() => expect(localStorage.getItem('low_vision_unsaved')).toBeNull());
  });

  it('one kept from before the setting existed is not lost at the first sign-in', async () => {
    localStorage.setItem('low_vision', JSON.stringify(large));
    const posts = stubServer(null);
    signIn();
    await waitFor(() => expect(posts).toEqual([{ low_vision: large }]));
    expect(readLowVision()).toEqual(large);
  });

  it('a change followed from another tab is that tab’s to save', async () => {
    localStorage.setItem('low_vision_synced', '1');
    const posts = stubServer(null);
    signIn();
    await waitFor(() => expect(localStorage.getItem('low_vision_synced')).toBe('1'));
    localStorage.setItem('low_vision', JSON.stringify(large));
    window.dispatchEvent(new StorageEvent('storage', { key: 'low_vision', newValue: JSON.stringify(large) }));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(posts).toEqual([]);
  });
});
