/**
 * Sign-in, the account chooser, the password changes and the personal data policy, as app/ draws
 * them. What app/ may use of the feature, re-exports only (vite.config.ts); `pages` imports each
 * screen when it opens, its own chunk.
 */
export { AccountChooserPage } from './components/AccountChooserPage';
export { PolicyText } from './components/PolicyText';
export { SignInPage } from './components/SignInPage';
export { useText } from './i18n';
export { pages } from './pages';
