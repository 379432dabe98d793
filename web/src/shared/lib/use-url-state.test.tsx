import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { idsParam, pageParam, textParam, useUrlState } from './use-url-state';

const spec = { search: textParam(), groups: idsParam(), page: pageParam };

/** A screen of the app's kind of router (a data router), whose state setter the test calls. */
function renderScreen(initial: string) {
  let setUrl: ReturnType<typeof useUrlState<{ search: string; groups: number[]; page: number }>>[1] = () => {};
  function Screen() {
    const [, set] = useUrlState(spec);
    setUrl = set;
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Screen /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, setUrl: (...args: Parameters<typeof setUrl>) => setUrl(...args) };
}

describe('useUrlState', () => {
  it('writes the patch over the address and keeps the rest', async () => {
    const { router, setUrl } = renderScreen('/?search=Иванов&other=1');
    await act(async () => setUrl({ groups: [3, 17], page: 2 }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('search')).toBe('Иванов');
    expect(params.get('groups')).toBe('3,17');
    expect(params.get('page')).toBe('2');
    expect(params.get('other')).toBe('1');
  });

  it(
    'a second write before the router has shown the first builds ' +
      'on it: a reset then a cleared search box leaves neither',
    async () => {
      const { router, setUrl } = renderScreen('/?search=Иванов&groups=3');
      await act(async () => {
        setUrl({ groups: [], page: 1 });
        setUrl({ search: '', page: 1 }, { replace: true });
      });
      expect(router.state.location.search).toBe('');
    },
  );

  it('after a write has been shown and Back has left it, the next write builds on the address shown', async () => {
    const { router, setUrl } = renderScreen('/?search=Иванов');
    await act(async () => setUrl({ groups: [5] }));
    expect(new URLSearchParams(router.state.location.search).get('groups')).toBe('5');
    await act(async () => router.navigate(-1));
    expect(new URLSearchParams(router.state.location.search).get('groups')).toBeNull();
    await act(async () => setUrl({ page: 2 }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('groups')).toBeNull();
    expect(params.get('search')).toBe('Иванов');
    expect(params.get('page')).toBe('2');
  });

  it('the same address again is no new history entry', async () => {
    const { router, setUrl } = renderScreen('/?groups=3');
    await act(async () => setUrl({ groups: [3] }));
    expect(router.state.historyAction).toBe('POP');
  });
});
