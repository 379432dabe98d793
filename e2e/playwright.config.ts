import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * Two browsers at a time, each with a portal of its own (a server and a fresh database on its own
 * port, from E2E_PORT up): a test alone keeps less than one core busy, and a worker's tests never
 * see another's changes. `E2E_WORKERS=1` runs one.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 3217);
/** The portal of each parallel worker (`testInfo.parallelIndex`): tests/axe.ts gives each its own. */
export const baseURLs = Array.from({ length: workers }, (_, i) => `http://localhost:${firstPort + i}`);

export default defineConfig({
  testDir: './tests',
  workers,
  fullyParallel: false,
  // A flaky test is mended, not retried; a test.only left behind fails CI.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Every screen a test reaches is checked by axe in several modes (tests/axe.ts): seconds each.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: baseURLs[0],
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // A trace snapshots the page at every step: a fifth of a run's CPU. CI shows no trace, so it
    // records none (E2E_TRACE=retain-on-failure records one there too).
    trace:
      (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The built app's service worker would answer a test's pages from what an earlier test cached (and a
    // deploy's test with the old build): only tests/app-install.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: baseURLs.map((url) => ({
    // A fresh embedded database with a small demo university, the built web app, the real server.
    command: 'node server.mjs',
    url: `${url}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORT: new URL(url).port },
  })),
});
