import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3217);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  // One browser at a time: the machine has two cores and the server needs one.
  workers: 1,
  fullyParallel: false,
  // A flaky test is mended, not retried; a test.only left behind fails CI.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Every screen a test reaches is checked by axe in several modes (tests/axe.ts): seconds each.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // A fresh embedded database with a small demo university, the built web app, the real server.
    command: 'node server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
