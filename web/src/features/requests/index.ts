/**
 * Requests and questions. What app/ may use of the feature, re-exports only (vite.config.ts);
 * `pages` imports each screen when it opens, its own chunk.
 */
export { pages } from './pages';
