import { useMediaQuery } from '@mantine/hooks';

/**
 * Below 770 px (the theme's `sm`): the phone layout (drawer sidebar, bottom bar, full-screen panels, cards for tables).
 */
export const PHONE_QUERY = '(max-width: 48.1249em)';

/**
 * On a phone (PHONE_QUERY), known at the first render: read from the browser then, not in an
 * effect after it, so a phone does not draw the shell or a screen twice on load.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
