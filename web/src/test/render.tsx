import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';

/**
 * Renders with the app's Mantine theme and a fresh query client without retries; with `url`,
 * inside a router at that address (screens that keep their state in the address).
 */
export function renderWithProviders(ui: ReactElement, { url }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          {url === undefined ? ui : <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>}
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

/**
 * The same with a memory router of `routes` at `url` (with `state`, as a link would leave it): the
 * router is returned, so that a test can read its address or go Back.
 */
export function renderWithRouter(routes: RouteObject[], url: string, state?: unknown) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
