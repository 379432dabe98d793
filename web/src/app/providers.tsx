// Mantine's base styles first; each component's own styles come with the chunk that uses it
// (vite-plugins/mantine-css.ts), so the sign-in does not wait for all of Mantine's CSS.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../shared/api/api-error';
import { useLanguage } from '../shared/i18n/language';
import { NotificationsSlot } from './NotificationsSlot';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Retry only what may pass on a second try: network failures and 5xx, not 4xx answers.
      retry: (failures, error) =>
        failures < 2 && (!isApiError(error) || error.kind === 'network' || error.status >= 500),
      refetchOnWindowFocus: false,
    },
  },
});

/** The date pickers in the interface's language; weeks start on Monday in both (a Russian university's calendar). */
function LocalizedDates({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>{children}</DatesProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* dayjs speaks the interface's language once shared/lib/dates is loaded: every module that shows or picks
            dates imports it. */}
        <LocalizedDates>
          <NotificationsSlot />
          {children}
        </LocalizedDates>
      </QueryClientProvider>
    </MantineProvider>
  );
}
