/**
 * «Настройки» (issue 32 §1), the low-vision version kept as the user's setting, and this device's
 * push subscription taken up by the user's next session. What app/ may use of the feature,
 * re-exports only (vite.config.ts); `pages` imports the screen when it opens, its own chunk.
 */
export { useLowVisionSync } from './low-vision-sync';
export { pages } from './pages';
export { usePushRenewal } from './push-renewal';
