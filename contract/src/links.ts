import { z } from 'zod';
import { accountKey } from './account-keys';
import { said } from './i18n/current';

/** A link a setting gives: `http(s)` only (never `javascript:` or `data:`). */
export const httpLink = z.url({ protocol: /^https?$/, error: said('validation.httpLink') }).max(2000);

/** The icons an extra sidebar entry may have (000 §2: each entry has an icon). */
export const SIDEBAR_ICONS = [
  'link',
  'book',
  'calendar',
  'school',
  'news',
  'help',
  'mail',
  'world',
  'video',
  'file',
] as const;
export type SidebarIcon = (typeof SIDEBAR_ICONS)[number];

/**
 * An entry the university adds to the sidebar of one account kind (000 §2: «navigation items from
 * configuration … a route name or external link, an icon»): an external link, opened in a new tab.
 */
export const sidebarLink = z.object({
  account_key: accountKey,
  name: z.string().trim().min(1).max(60),
  icon: z.enum(SIDEBAR_ICONS),
  url: httpLink,
});
export type SidebarLink = z.infer<typeof sidebarLink>;
