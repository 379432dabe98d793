/**
 * Polls and the worksheet, with the shell's offer of a worksheet not yet filled in. What app/ may
 * use of the feature, re-exports only (vite.config.ts); `pages` imports each screen when it opens,
 * its own chunk.
 */
export { WorksheetOffer } from './components/WorksheetOffer';
export { pages } from './pages';
