import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
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
        <QueryClientProvider client={queryClient}>{url === undefined ? ui : <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>}</QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
