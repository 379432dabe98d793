import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // Two cores here: each file opens its own database, two at a time. A worker runs file after
    // file with the modules it has loaded (each file still builds its own app on its own database):
    // loading the server's modules again for every file cost more than most files' tests.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
