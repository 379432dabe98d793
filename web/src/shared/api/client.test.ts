import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, importEndpoints, notificationEndpoints } from '@portal/contract';
import { getToken, setToken } from '../session/token';
import { ApiError } from './api-error';
import { onApiEvent, type ApiEvent } from './api-events';
import { api } from './client';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends the stored token and unwraps the result', async () => {
    setToken('abc');
    const fetch = answer(200, { success: true, result: { count: 3 } });
    vi.stubGlobal('fetch', fetch);
    await expect(api(notificationEndpoints.unreadCount, {})).resolves.toEqual({ count: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notifications/my/unread/count');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('on errors.token removes the token and reports the end of the session', async () => {
    setToken('old');
    vi.stubGlobal(
      'fetch',
      answer(401, {
        success: false,
        message: 'Сессия истекла. Войдите снова.',
        errors: { token: ['Сессия истекла. Войдите снова.'] },
      }),
    );
    const events: ApiEvent[] = [];
    const off = onApiEvent((e) => events.push(e));
    const error = await api(authEndpoints.accounts, {}).catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unauthenticated');
    expect(getToken()).toBeNull();
    expect(events).toEqual([{ type: 'session-ended', message: 'Сессия истекла. Войдите снова.' }]);
  });

  it('keeps the token when told to (signing out of an expired session)', async () => {
    setToken('old');
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'x', errors: { token: ['x'] } }));
    await api(authEndpoints.logout, {}, { endSessionOnTokenError: false }).catch(() => undefined);
    expect(getToken()).toBe('old');
  });

  it('a refusal of a token no longer stored ends nothing (the admin’s token came back meanwhile)', async () => {
    setToken('impersonated');
    let answerNow: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answerNow = resolve)));
    const events: ApiEvent[] = [];
    const off = onApiEvent((e) => events.push(e));
    const call = api(notificationEndpoints.unreadCount, {}).catch((e: unknown) => e);
    setToken('admin');
    answerNow(
      new Response(JSON.stringify({ success: false, message: 'x', errors: { token: ['x'] } }), { status: 401 }),
    );
    const error = (await call) as ApiError;
    off();
    expect(error.kind).toBe('unauthenticated');
    expect(getToken()).toBe('admin');
    expect(events).toEqual([]);
  });

  it('reports maintenance', async () => {
    vi.stubGlobal(
      'fetch',
      answer(503, { success: false, maintenance: true, message: 'Ведутся технические работы. Попробуйте позже.' }),
    );
    const events: ApiEvent[] = [];
    const off = onApiEvent((e) => events.push(e));
    const error = (await api(notificationEndpoints.unreadCount, {}).catch((e: unknown) => e)) as ApiError;
    off();
    expect(error.kind).toBe('maintenance');
    expect(events[0]?.type).toBe('maintenance');
  });

  it('gives the server message and field errors of a failure', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, {
        success: false,
        message: 'Неверный логин и/или пароль',
        errors: { credentials: ['Неверный логин и/или пароль'] },
      }),
    );
    const error = (await api(authEndpoints.login, { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldError('credentials')).toBe('Неверный логин и/или пароль');
  });

  it('turns a failed fetch into a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await api(notificationEndpoints.unreadCount, {}).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
  });
});

describe('api, paged calls', () => {
  it('returns the items and the meta, with the query in the URL', async () => {
    const report = { id: 1, name: 'students.csv', created_at: '2026-11-21T10:00:00Z', status: 0, exception: null };
    const fetch = answer(200, {
      success: true,
      result: [report],
      meta: { total: 11, per_page: 10, current_page: 1, last_page: 2 },
    });
    vi.stubGlobal('fetch', fetch);
    const page = await api(importEndpoints.updateReports, { query: { page: 2 } });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/account/admin/report/update?page=2');
    expect(page.items).toEqual([report]);
    expect(page.meta.last_page).toBe(2);
  });
});
