import { act, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { announceNewVersion, resetNewVersion, watchForNewVersion } from '../shared/lib/new-version';
import { renderWithProviders, renderWithRouter } from '../test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { NewVersionNotice } from './NewVersionNotice';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import { RouteError } from './routes/RouteError';

/** What Chromium says when a lazily loaded chunk is gone from the server (a release replaced it). */
const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: https://lk.example.edu/assets/TicketsPage-Old1.js');
const title = 'Доступна новая версия портала';

let stopWatching = () => undefined as void;
afterEach(() => {
  stopWatching();
  resetNewVersion();
});

describe('a chunk of an old tab that fails to load', () => {
  it("shows «Доступна новая версия портала» with «Обновить» on Vite's vite:preloadError", async () => {
    stopWatching = watchForNewVersion();
    renderWithProviders(<NewVersionNotice />);
    expect(screen.queryByText(title)).toBeNull();
    act(() => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(title);
    expect(notice.textContent).toContain('Обновите страницу, чтобы продолжить работу.');
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeTruthy();
  });

  it('shows it for a failed dynamic import nobody caught, and not for other failures', async () => {
    stopWatching = watchForNewVersion();
    renderWithProviders(<NewVersionNotice />);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    act(() => void window.dispatchEvent(rejection(new Error('network down'))));
    expect(screen.queryByText(title)).toBeNull();
    act(() => void window.dispatchEvent(rejection(chunkGone())));
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('says it in place of a screen whose lazy route did not load, once (the floating notice steps aside)', async () => {
    stopWatching = watchForNewVersion();
    renderWithRouter(
      [
        {
          path: '/tickets',
          ErrorBoundary: RouteErrorBoundary,
          lazy: () => Promise.reject(chunkGone()),
        },
      ],
      '/tickets',
    );
    renderWithProviders(<NewVersionNotice />);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    expect(screen.getAllByText(title)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeTruthy();
  });

  it('shows it instead of a blank page for a lazy component outside the router', async () => {
    const Broken = lazy(() => Promise.reject(chunkGone()));
    renderWithProviders(
      <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it('keeps the general message for a screen that threw for another reason', () => {
    renderWithProviders(<RouteError error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeTruthy();
    expect(screen.queryByText(title)).toBeNull();
  });
});

describe('a new build the service worker holds', () => {
  it('is announced by the same notice, and «Обновить» takes it up instead of a plain reload', async () => {
    let takenUp = 0;
    renderWithProviders(<NewVersionNotice />);
    act(() => announceNewVersion(() => takenUp++));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(title);
    act(() => screen.getByRole('button', { name: 'Обновить' }).click());
    expect(takenUp).toBe(1);
  });
});
