import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage, storageKeys } from '../lib/storage';
import { keepQueries, ownerOf, restoreKeptQueries } from './kept-queries';
import { clearToken, getToken, setToken } from './token';

const kept = (key: readonly unknown[]) => (key[0] === 'timetable' && typeof key[1] === 'number') || key[0] === 'inbox';
const timetable = { name: 'ИВТ-101', days: [] };
const inbox = { pages: [{ items: [{ id: 1, title: 'Пересдача' }] }], pageParams: [1] };

/** A page's life: the answers come and are kept. */
async function earlierPage(token: string) {
  setToken(token);
  const queryClient = new QueryClient();
  const stop = keepQueries(queryClient, kept, getToken);
  await queryClient.fetchQuery({ queryKey: ['timetable', 1, 7], queryFn: () => timetable });
  await queryClient.fetchQuery({ queryKey: ['inbox', 'list', 'unread'], queryFn: () => inbox });
  await queryClient.fetchQuery({ queryKey: ['timetable', 'search', 'ИВТ'], queryFn: () => ['not kept'] });
  await queryClient.fetchQuery({ queryKey: ['university', 'info'], queryFn: () => ({ not: 'kept' }) });
  await vi.waitFor(() => expect(storage.get(storageKeys.keptQueries)).not.toBeNull());
  stop();
}

afterEach(() => clearToken());

describe('the answers kept for offline', () => {
  it('come back at the next start of the same session, only the kept queries', async () => {
    await earlierPage('token-a');
    const queryClient = new QueryClient();
    restoreKeptQueries(queryClient, 'token-a');
    expect(queryClient.getQueryData(['timetable', 1, 7])).toEqual(timetable);
    expect(queryClient.getQueryData(['inbox', 'list', 'unread'])).toEqual(inbox);
    expect(queryClient.getQueryData(['university', 'info'])).toBeUndefined();
    expect(storage.get(storageKeys.keptQueries)).not.toContain('not kept');
    // The token itself is not written again: a hash of it says whose the copy is.
    expect(storage.get(storageKeys.keptQueries)).not.toContain('token-a');
    expect(storage.get(storageKeys.keptQueries)).toContain(ownerOf('token-a'));
  });

  it('are not shown to another session', async () => {
    await earlierPage('token-a');
    const queryClient = new QueryClient();
    restoreKeptQueries(queryClient, 'token-b');
    expect(queryClient.getQueryData(['timetable', 1, 7])).toBeUndefined();
  });

  it('keep an answer the cache has let go of when another comes', async () => {
    await earlierPage('token-a');
    const queryClient = new QueryClient();
    const stop = keepQueries(queryClient, kept, getToken);
    await queryClient.fetchQuery({ queryKey: ['inbox', 'unread-count'], queryFn: () => ({ count: 3 }) });
    await vi.waitFor(() => expect(storage.get(storageKeys.keptQueries)).toContain('unread-count'));
    stop();
    const next = new QueryClient();
    restoreKeptQueries(next, 'token-a');
    expect(next.getQueryData(['timetable', 1, 7])).toEqual(timetable);
    expect(next.getQueryData(['inbox', 'unread-count'])).toEqual({ count: 3 });
  });

  it('are removed at the sign-out, with the caches of the API but the service worker’s precache', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(['workbox-precache-v2-https://lk.example.edu/', 'api-answers']),
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    await earlierPage('token-a');
    clearToken();
    expect(storage.get(storageKeys.keptQueries)).toBeNull();
    await vi.waitFor(() => expect(deleted).toEqual(['api-answers']));
    vi.unstubAllGlobals();
  });
});
