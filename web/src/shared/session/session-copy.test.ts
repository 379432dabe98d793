import type { UserInfo } from '@portal/contract';
import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { adminUser } from '../../test/users';
import { storage, storageKeys } from '../lib/storage';
import { sessionKey, sessionQueryOptions } from './session-api';
import { forgetSessionCopy, keepSessionCopy, sessionCopy } from './session-copy';
import { clearToken, setToken } from './token';

/** A start of the app: the copy kept, the session asked for, what startup would draw at each step. */
function start() {
  const queryClient = new QueryClient();
  const stop = keepSessionCopy(queryClient, sessionKey);
  const observer = new QueryObserver(queryClient, sessionQueryOptions());
  const seen: QueryObserverResult<UserInfo>[] = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result));
  const first = observer.getCurrentResult();
  const settled = () => vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  return { queryClient, observer, first, seen, settled, stop: () => (unsubscribe(), stop()) };
}

/** The copy an earlier start of this build left. */
async function earlierStart(info: UserInfo) {
  setToken(info.api_token);
  stubFetch(200, { success: true, result: { user_info: info } });
  const app = start();
  await app.settled();
  app.stop();
  forgetSessionCopyMemo();
}

/** A new page load reads the storage again (the module's memo is the page's). */
const forgetSessionCopyMemo = () => {
  const raw = storage.get(storageKeys.sessionCopy);
  forgetSessionCopy();
  if (raw) storage.set(storageKeys.sessionCopy, raw);
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the copy of the session', () => {
  it('is drawn at once on the next start, and the same answer keeps its very object', async () => {
    await earlierStart(adminUser());
    stubFetch(200, { success: true, result: { user_info: adminUser() } });
    const app = start();
    expect(app.first.data).toEqual(adminUser());
    expect(app.first.isPending).toBe(false);
    await app.settled();
    // The same object: nothing that shows the user is drawn again.
    expect(app.observer.getCurrentResult().data).toBe(app.first.data);
    expect(app.observer.getCurrentResult().isPlaceholderData).toBe(false);
    app.stop();
  });

  it('gives way to a different answer, which becomes the next copy', async () => {
    await earlierStart(adminUser());
    stubFetch(200, { success: true, result: { user_info: adminUser({ surname: 'Петров' }) } });
    const app = start();
    expect(app.first.data?.surname).toBe('Иванов');
    await app.settled();
    expect(app.observer.getCurrentResult().data?.surname).toBe('Петров');
    expect(JSON.parse(storage.get(storageKeys.sessionCopy)!).user.surname).toBe('Петров');
    app.stop();
  });

  it('serves only the token it was made for', async () => {
    await earlierStart(adminUser());
    setToken('other');
    stubFetch(200, { success: true, result: { user_info: adminUser({ api_token: 'other', surname: 'Сидоров' }) } });
    const app = start();
    expect(app.first.data).toBeUndefined();
    expect(app.first.isPending).toBe(true);
    await app.settled();
    expect(app.observer.getCurrentResult().data?.surname).toBe('Сидоров');
    app.stop();
  });

  it('is dropped when the answer fails: startup shows the sign-in, as without a copy', async () => {
    await earlierStart(adminUser());
    stubFetch(500, { success: false, message: 'Ошибка' });
    const app = start();
    expect(app.first.data).toEqual(adminUser());
    await app.settled();
    expect(app.observer.getCurrentResult().data).toBeUndefined();
    expect(app.observer.getCurrentResult().isError).toBe(true);
    expect(storage.get(storageKeys.sessionCopy)).toBeNull();
    app.stop();
  });

  it('stays when no answer comes (offline, the server out of reach): startup draws the app with it', async () => {
    await earlierStart(adminUser());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const app = start();
    await app.settled();
    expect(app.observer.getCurrentResult().isError).toBe(true);
    expect(storage.get(storageKeys.sessionCopy)).not.toBeNull();
    forgetSessionCopyMemo();
    expect(sessionCopy(adminUser().api_token)).toEqual(adminUser());
    app.stop();
  });

  it('is forgotten with the session: a 401 answer signs out and leaves no copy', async () => {
    await earlierStart(adminUser());
    stubFetch(401, { success: false, message: 'Сессия истекла', errors: { token: ['expired'] } });
    const app = start();
    await app.settled();
    expect(app.observer.getCurrentResult().data).toBeUndefined();
    expect(storage.get(storageKeys.token)).toBeNull();
    expect(storage.get(storageKeys.sessionCopy)).toBeNull();
    app.stop();
  });

  it('follows the session when it changes, and goes with a sign-out', async () => {
    await earlierStart(adminUser());
    const queryClient = new QueryClient();
    const stop = keepSessionCopy(queryClient, sessionKey);
    queryClient.setQueryData(sessionKey, adminUser({ default_account_key: 'employee', default_account_id: 2 }));
    expect(JSON.parse(storage.get(storageKeys.sessionCopy)!).user.default_account_key).toBe('employee');
    queryClient.removeQueries();
    expect(storage.get(storageKeys.sessionCopy)).toBeNull();
    stop();
  });
});
