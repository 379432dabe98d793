import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncedSearch } from './use-debounced-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The hook over an outside value that, like the address, takes what is committed. */
function setup(initial = '') {
  const commits: string[] = [];
  let outside = initial;
  const hook = renderHook(({ search }) => useSyncedSearch(search, (text) => commits.push(text)), {
    initialProps: { search: outside },
  });
  const setOutside = (value: string) => {
    outside = value;
    hook.rerender({ search: outside });
  };
  return { hook, commits, setOutside };
}

describe('a search box over the address', () => {
  it('starts with the address and commits the trimmed text 350 ms after the last key', () => {
    const { hook, commits } = setup('ова');
    expect(hook.result.current.value).toBe('ова');
    act(() => hook.result.current.setValue('  ив'));
    act(() => vi.advanceTimersByTime(200));
    act(() => hook.result.current.setValue('  ива '));
    act(() => vi.advanceTimersByTime(349));
    expect(commits).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(commits).toEqual(['ива']);
  });

  it('follows the address when it changes from outside (Back), without committing it back', () => {
    const { hook, commits, setOutside } = setup('ова');
    setOutside('ев');
    expect(hook.result.current.value).toBe('ев');
    act(() => vi.advanceTimersByTime(1000));
    expect(commits).toEqual([]);
  });

  it('does not overwrite what is being typed when its own commit comes back', () => {
    const { hook, commits, setOutside } = setup();
    act(() => hook.result.current.setValue('ив'));
    act(() => vi.advanceTimersByTime(350));
    expect(commits).toEqual(['ив']);
    // A render before the address has taken it (a router's transition) changes nothing.
    hook.rerender({ search: '' });
    expect(hook.result.current.value).toBe('ив');
    act(() => hook.result.current.setValue('иван'));
    // The address takes the commit a little later, while the person has typed on.
    setOutside('ив');
    expect(hook.result.current.value).toBe('иван');
    act(() => vi.advanceTimersByTime(350));
    expect(commits).toEqual(['ив', 'иван']);
  });
});
