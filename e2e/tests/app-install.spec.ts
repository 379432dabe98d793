import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { checkedElsewhere, expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, profileMenu, signIn } from './helpers';

/**
 * The portal as an installable app (issue 32 §3): its manifest and service worker, Chromium's own
 * installability check, and a start without a connection that shows the last timetable and inbox.
 * The other specs run with service workers blocked (playwright.config.ts); this one lets the worker run.
 */
test.use({ serviceWorkers: 'allow' });

/** Where the offline screenshots go (E2E_SCREENSHOTS=dir), for a person to look at; none by default. */
const screenshots = process.env.E2E_SCREENSHOTS;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });
const inbox = (page: Page) => page.getByRole('dialog', { name: 'Уведомления' });
const offline = (page: Page) => page.getByRole('status').filter({ hasText: 'Нет соединения' });

test('the portal is an installable app that opens without a connection with the last timetable and inbox', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // The manifest: linked from the page, served as a manifest, never cached for good, with its fields.
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const served = await page.request.get(href!);
  expect(served.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(served.headers()['cache-control']).toBe('no-cache');
  const manifest = (await served.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Личный кабинет',
    short_name: 'Кабинет',
    lang: 'ru',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d5db2',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
    const image = await page.request.get(icon);
    expect(image.status(), icon).toBe(200);
    expect(image.headers()['content-type'], icon).toBe('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // The service worker: registered once the page has loaded, and active.
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    // `ready` comes with the worker active; its activation may still be finishing.
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
    return { state: registration.active?.state, script: registration.active?.scriptURL, scope: registration.scope };
  });
  expect(active.state).toBe('activated');
  expect(new URL(active.script!).pathname).toBe('/sw.js');
  expect(new URL(active.scope).pathname).toBe('/');

  // Chromium's own check (Lighthouse 12 has no PWA category): nothing stands in the way of installing. A
  // browser context of the tests is incognito, where nothing installs: this one has a profile of its own.
  const profile = await mkdtemp(join(tmpdir(), 'portal-install-'));
  const installing = await playwright.chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  try {
    const tab = installing.pages()[0] ?? (await installing.newPage());
    await tab.goto('/');
    await tab.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await installing.newCDPSession(tab);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await installing.close();
    await rm(profile, { recursive: true, force: true });
  }

  // The student signs in, opens the timetable and the inbox.
  await signIn(page, demo.student);
  await page.goto('/timetable');
  const days = page.getByRole('main').getByRole('region', { name: /^(Пн|Вт|Ср|Чт|Пт|Сб|Вс), \d+ / });
  await expect(days).toHaveCount(7);
  // The title is the group's name once the timetable has come.
  await expect(heading(page)).not.toHaveText('Расписание');
  const group = (await heading(page).textContent())!;
  await networkQuiet(page);
  await expectAccessible(page, 'the timetable, online');
  await bell(page).click();
  const items = inbox(page).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const firstItem = (await items.first().textContent())!;
  await networkQuiet(page);
  await expectAccessible(page, 'the inbox, online');
  await page.keyboard.press('Escape');
  await expect(inbox(page)).toBeHidden();
  await expect(offline(page)).toHaveCount(0);

  // No connection: the page opens from the service worker, with the last timetable and inbox.
  await context.setOffline(true);
  await page.reload();
  await expect(offline(page)).toBeVisible();
  await expect(offline(page)).toContainText('Показаны данные, загруженные последними.');
  await expect(heading(page)).toHaveText(group);
  await expect(days).toHaveCount(7);
  await expectAccessible(page, 'the timetable, offline');
  if (screenshots) {
    await page.screenshot({ path: `${screenshots}/offline-timetable-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(offline(page)).toBeVisible();
    // The sidebar has folded into the phone's drawer.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${screenshots}/offline-timetable-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await bell(page).click();
  await expect(items.first()).toHaveText(firstItem);
  await expectAccessible(page, 'the inbox, offline');
  if (screenshots) await page.screenshot({ path: `${screenshots}/offline-inbox-1280.png` });
  await page.keyboard.press('Escape');

  // The connection is back: the notice goes.
  await context.setOffline(false);
  await expect(offline(page)).toHaveCount(0);

  // A new build's worker (here the same script under another address, which the browser installs as a new
  // one): it waits, the page says so, and «Обновить» activates it and reloads.
  const notice = page.getByRole('alert').filter({ hasText: 'Доступна новая версия портала' });
  // Asked while the page reloads too: no answer then.
  const controller = () =>
    page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).search).catch(() => null);
  expect(await controller()).toBe('');
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' }));
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'a new build waiting');
  const takeUp = async () => {
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Обновить' }).click();
    await reloaded;
  };
  await takeUp();
  await expect.poll(controller).toBe('?build=next');
  await expect(heading(page)).toHaveText(group);
  // The reloaded page registers /sw.js, new to this browser again: offered again, taken up again; then all is
  // settled, nothing waits.
  await expect(notice).toBeVisible();
  await takeUp();
  await expect.poll(controller).toBe('');
  await expect(heading(page)).toHaveText(group);
  await networkQuiet(page);
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();

  // The sign-out takes the kept answers away.
  expect(await page.evaluate(() => localStorage.getItem('kept_queries'))).toContain(group);
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Выход' }).click();
  await expect(page.getByLabel('Корпоративная почта')).toBeVisible();
  checkedElsewhere(page, '/');
  expect(await page.evaluate(() => localStorage.getItem('kept_queries'))).toBeNull();
});

test('a push message shows its notification with the portal icon, a repeat replacing it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  // The sign-in screen is checked by sign-in.spec.ts.
  checkedElsewhere(page, '/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  // What the server encrypts for the browser (contract pushPayload); the browser hands it to the worker decrypted.
  const push = (title: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId,
      data: JSON.stringify({ title, body: 'Открыть обращение #12', url: '/support/12', tag: 'ticket-12' }),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        icon: new URL(n.icon).pathname,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
  await push('Новый ответ в обращении #12');
  await expect.poll(shown).toEqual([
    {
      title: 'Новый ответ в обращении #12',
      body: 'Открыть обращение #12',
      icon: '/icons/icon-192.png',
      tag: 'ticket-12',
      data: { url: '/support/12' },
    },
  ]);
  await push('Ещё один ответ в обращении #12');
  await expect.poll(async () => (await shown()).map((n) => n.title)).toEqual(['Ещё один ответ в обращении #12']);
});

test.describe('without its service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a server out of reach (the browser online) says «Нет соединения» over the last timetable', async ({ page }) => {
    await signIn(page, demo.student);
    await page.goto('/timetable');
    const days = page.getByRole('main').getByRole('region', { name: /^(Пн|Вт|Ср|Чт|Пт|Сб|Вс), \d+ / });
    await expect(days).toHaveCount(7);
    await expect(heading(page)).not.toHaveText('Расписание');
    const group = (await heading(page).textContent())!;
    await networkQuiet(page);
    await expectAccessible(page, 'the timetable');

    // The page comes, the API answers nothing (the server behind a proxy is down, say).
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(offline(page)).toBeVisible();
    await expect(heading(page)).toHaveText(group);
    await expect(days).toHaveCount(7);
    await expectAccessible(page, 'the timetable, the server out of reach');

    // The server answers again: the next call (the unread count, each minute; here a screen's) clears the notice.
    await page.unroute('**/api/**');
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Опросы', exact: true })
      .click();
    await expect(offline(page)).toHaveCount(0);
    await networkQuiet(page);
    // The polls are checked by their own tests (polls-passage.spec.ts).
    checkedElsewhere(page, '/polls_passage');
  });
});
