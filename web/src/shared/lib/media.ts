/**
 * Below 770 px (the theme's `sm`): the phone layout (drawer sidebar, bottom bar, full-screen panels, cards for tables).
 */
export const PHONE_QUERY = '(max-width: 48.1249em)';
