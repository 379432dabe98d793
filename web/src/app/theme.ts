import { sharedText } from '../shared/i18n/shared-text';
import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { university } from './colors';

export const theme = createTheme({
  primaryColor: 'university',
  primaryShade: { light: 7, dark: 5 },
  colors: { university },
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  // The mobile layout (drawer sidebar, bottom bar) is below 770 px: sm = 48.125em.
  breakpoints: { xs: '36em', sm: '48.125em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // A toast's close button has a name, and its text is secondary text, not Mantine's 3.3:1 grey.
    Notification: {
      defaultProps: {
        closeButtonProps: {
          // Read when a toast is drawn, in the language of the moment.
          get 'aria-label'() {
            return sharedText('close');
          },
        },
      },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Secondary text at WCAG AA. Mantine's dimmed grey (gray-6, #868e96) is 3.3:1 on white and 2.9:1 on a
 * selected row; it carries ids, counts, dates, the sidebar's role line and detail labels. #5c636a is
 * 6.1:1 on white, 5.8:1 on gray-0 (the page), 5.5:1 on gray-1 (hovered rows), 5.4:1 on university-0
 * (the selected row of the directory) and 4.7:1 on university-1 (an active navigation item).
 * Placeholders (gray-5, 2.1:1) get 4.8:1 on an input's white; disabled text stays readable (5.1:1 on
 * the disabled grey) though WCAG does not require it. The low-vision schemes replace all of these.
 */
const SECONDARY_TEXT = '#5c636a';
const PLACEHOLDER = '#6b737b';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': SECONDARY_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER,
    '--mantine-color-disabled-color': SECONDARY_TEXT,
    // Field errors and red text (red-6, 3.3:1 on white) at 6.3:1.
    '--mantine-color-error': '#c21c1c',
    '--mantine-color-red-light-color': '#c21c1c',
    '--mantine-color-red-text': '#c21c1c',
    // Text of "light" badges and alerts (shade 9 on shade 1): Mantine's green, teal, lime, yellow and
    // orange are 2.7-4.3:1 there; these keep the hue at 4.5:1 or more.
    '--mantine-color-green-light-color': '#1e6b2f',
    '--mantine-color-teal-light-color': '#06644a',
    '--mantine-color-lime-light-color': '#3f6609',
    '--mantine-color-yellow-light-color': '#8a4700',
    '--mantine-color-orange-light-color': '#a3360b',
  },
  dark: {},
});
