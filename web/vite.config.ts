import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCss } from './vite-plugins/mantine-css.ts';
import { mantineFirstRender } from './vite-plugins/mantine-first-render.ts';
import { installableApp } from './vite-plugins/installable-app.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { signedInPreload } from './vite-plugins/signed-in-preload.ts';

/**
 * Code that only some screens use: charts and dates (the libraries and our modules that import
 * them, which would bring them along), and the attachments' image gallery, loaded when an image is
 * opened. It stays with those screens.
 */
const screenOnly = [
  /[\\/]node_modules[\\/](yet-another-react-lightbox|recharts|@mantine[\\/](charts|dates)|dayjs)[\\/]/,
  /[\\/]node_modules[\\/](victory-vendor|d3-[a-z-]+|@reduxjs|react-redux|redux|redux-thunk|reselect|immer)[\\/]/,
  /[\\/]node_modules[\\/](es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/,
  /[\\/]src[\\/]shared[\\/](ui[\\/]DayRangeInput|ui[\\/]DayInput|ui[\\/]AttachmentsViewer|lib[\\/]dates)\./,
];

export default defineConfig({
  plugins: [react(), mantineCss(), mantineFirstRender(), signedInPreload(), installableApp(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports (its `pages` live in pages.ts): said to have no side
      // effects, it is looked through, so each of its exports stays in the chunk of the code that
      // uses it. Otherwise startup, which takes the screens' loaders from the indexes, would bring
      // every component the indexes export (the shell's, the routes') into the first chunk.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      output: {
        // The server speaks HTTP/1.1, six requests at a time: a phone pays a round trip for every
        // six files. So the sign-in is one script (everything the entry imports), and the code the
        // signed-in screens share is one more, instead of some forty small chunks.
        codeSplitting: {
          groups: [
            { name: 'first', tags: ['$initial'] },
            { name: 'signed-in', minShareCount: 2, test: (id) => !screenOnly.some((pattern) => pattern.test(id)) },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
