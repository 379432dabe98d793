import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Both cores (the default keeps one free), and a worker runs file after file in the jsdom and
    // with the modules it has set up (setup.ts resets the language, the storage and the DOM after
    // each test): setting them up again for every file cost more than most files' tests.
    maxWorkers: 2,
    isolate: false,
  },
});
