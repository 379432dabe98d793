import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCss } from './vite-plugins/mantine-css.ts';
import { precompress } from './vite-plugins/precompress.ts';

export default defineConfig({
  plugins: [react(), mantineCss(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
