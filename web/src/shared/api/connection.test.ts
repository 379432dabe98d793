import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { useConnectionLost, watchConnection } from './connection';

let stop = () => undefined as void;
afterEach(() => stop());

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the connection to the server', () => {
  it('is lost while the browser is offline', () => {
    stop = watchConnection(noRetry());
    const { result } = renderHook(() => useConnectionLost());
    expect(result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(false);
  });

  it('is lost when a call gets no answer, not when the server refuses it, and back with the next answer', async () => {
    const queryClient = noRetry();
    stop = watchConnection(queryClient);
    const { result } = renderHook(() => useConnectionLost());
    const refused = () => Promise.reject(new ApiError('http', 'Нет доступа', 403));
    await act(() => queryClient.fetchQuery({ queryKey: ['a'], queryFn: refused }).catch(() => undefined));
    expect(result.current).toBe(false);
    let answers = 0;
    const down = () => Promise.reject(new ApiError('network', 'Сервер недоступен'));
    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['b'], queryFn: () => (answers++ === 0 ? down() : Promise.resolve('снова')) })
        .catch(() => undefined),
    );
    expect(result.current).toBe(true);
    await act(() => queryClient.fetchQuery({ queryKey: ['c'], queryFn: () => 'ответ' }));
    expect(result.current).toBe(false);
    // What failed meanwhile is asked again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(queryClient.getQueryData(['b'])).toBe('снова');
  });
});
