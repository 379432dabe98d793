import type { MantineColorsTuple } from '@mantine/core';

/**
 * The portal's colours, apart from the theme so that the build (the app's manifest, vite.config.ts)
 * reads them without loading Mantine.
 */

/** A calm university blue. */
export const university: MantineColorsTuple = [
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

/** The primary shade in the light scheme (theme.ts `primaryShade.light`): the header's and the logo's blue. */
export const PRIMARY = university[7];

/** The page behind the cards (global.css: Mantine's gray-0). */
export const PAGE_BACKGROUND = '#f8f9fa';
