/**
 * «Настройки университета» (issue 33), the admins' screen of the university's own names, links and
 * texts. What app/ may use of the feature, re-exports only (vite.config.ts); `pages` imports the
 * screen when it opens, its own chunk.
 */
export { pages } from './pages';
