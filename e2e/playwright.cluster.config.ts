import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * `npm run test:cluster`: the production recipe of deploy/ run for real. The global setup starts a
 * cluster (cluster/global-setup.ts): two server instances from the built server and a job worker on
 * a fresh PostgreSQL database, nginx in front with deploy/nginx.conf; the tests restart, kill and
 * redeploy it. One worker: the tests share the cluster and take turns with it.
 */
export default defineConfig({
  testDir: './cluster',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 10_000 },
  globalSetup: './cluster/global-setup.ts',
  globalTeardown: './cluster/global-teardown.ts',
  reporter: [['list']],
  use: {
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // nginx's certificate is self-signed (the API clients of the tests trust it as their only CA).
    ignoreHTTPSErrors: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The built app's service worker would answer a deploy's reload with the build it precached: these tests
    // are about the servers behind nginx, and run without it (e2e/tests/app-install.spec.ts tests the worker).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
