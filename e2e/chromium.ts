import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium as every Playwright config here runs it (`apt-get install chromium`). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  ignoreDefaultArgs: ['--disable-dev-shm-usage'],
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
