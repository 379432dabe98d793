import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';

/** Renders with the app's Mantine theme and a fresh query client without retries. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
