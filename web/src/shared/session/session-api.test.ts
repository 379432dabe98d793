import { authEndpoints, endpointUrl } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../test/users';
import { SESSION_PATH, sessionQueryOptions } from './session-api';
import { clearToken, setToken } from './token';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the session query', () => {
  it('sends its request before the API client loads, to the contract’s address, with the token', async () => {
    expect(SESSION_PATH).toBe(endpointUrl(authEndpoints.accounts));
    setToken('tok');
    const user_info = adminUser({ accounts: [], language: undefined });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true, result: { user_info } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = await new QueryClient().fetchQuery(sessionQueryOptions());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/accounts');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(answer.surname).toBe('Иванов');
  });
});
