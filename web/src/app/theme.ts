import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm university blue. */
const university: MantineColorsTuple = [
  '#eaf2fb',
  '#d4e3f5',
  '#a8c5ea',
  '#79a5de',
  '#528ad3',
  '#3a79cc',
  '#2b6fc9',
  '#1d5db2',
  '#14529f',
  '#00468d',
];

export const theme = createTheme({
  primaryColor: 'university',
  primaryShade: { light: 7, dark: 5 },
  colors: { university },
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif', fontWeight: '700' },
  // The mobile layout (drawer sidebar, bottom bar) is below 770 px: sm = 48.125em.
  breakpoints: { xs: '36em', sm: '48.125em', md: '62em', lg: '75em', xl: '88em' },
});

/** The same 770 px as a media query for hooks. */
export const MOBILE_QUERY = '(max-width: 48.1249em)';
