/**
 * Support: the user's dialog (app/routes/support.tsx draws it) and the admins' desk. What app/ may
 * use of the feature, re-exports only (vite.config.ts); `pages` imports each screen when it opens,
 * its own chunk.
 */
export { SupportPage } from './components/user/SupportPage';
export { pages } from './pages';
