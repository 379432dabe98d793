import { VitePWA } from 'vite-plugin-pwa';
import { PAGE_BACKGROUND, PRIMARY } from '../src/app/colors.ts';

/**
 * The installable app (issue 32 §3): the web app manifest and the service worker, src/sw.ts, built
 * by vite-plugin-pwa with Workbox's precache manifest injected. The worker is registered by the app
 * itself in production builds only (shared/lib/service-worker.ts), and a new build waits for
 * «Обновить» (registerType 'prompt').
 */
export const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    // The icons are in the manifest; the favicon and the apple-touch-icon are precached with the shell.
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Личный кабинет',
      short_name: 'Кабинет',
      description: 'Личный кабинет студента и сотрудника университета',
      lang: 'ru',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: PRIMARY,
      background_color: PAGE_BACKGROUND,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell and the hashed assets, each once: not the compressed copies beside them (.br, .gz;
      // vite-plugins/precompress.ts), which the server sends for the originals.
      // The favicon and the icons come from includeAssets and the manifest's icons.
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}'],
      // The worker is as small as it can be: no Workbox logs.
      minify: true,
    },
    devOptions: { enabled: false },
  });
