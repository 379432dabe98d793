/** Below this window width (or on a phone or tablet) a student goes to the mobile student site (002 §2.1). */
export const STUDENT_MOBILE_MAX_WIDTH = 950;
