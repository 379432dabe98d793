/**
 * The home notice and the not-found page. What app/ may use of the feature, re-exports only
 * (vite.config.ts).
 */
export { HomePage } from './components/HomePage';
export { NotFoundPage } from './components/NotFoundPage';
