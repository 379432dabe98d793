/** The id of every screen's `main` (the shell's, the sign-in's): the skip link's target. */
export const MAIN_ID = 'main-content';
