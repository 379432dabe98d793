/**
 * Switches of the app in one place. `allowSupport` shows the record-book number and
 * «Служба поддержки» in the sidebar; the support dialog comes with a later issue.
 */
export const appFlags = {
  allowSupport: false,
} as const;

/** Below this window width (or on a phone or tablet) a student goes to the mobile student site (002 §2.1). */
export const STUDENT_MOBILE_MAX_WIDTH = 950;
