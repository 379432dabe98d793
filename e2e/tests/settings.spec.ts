import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { DEFAULT_CHANNELS, preferencesEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { apiToken, demo, networkQuiet, profileMenu, signIn } from './helpers';

// «Настройки» (issue 32 §1) as the demo employee. Their settings go back to the defaults at the
// end: the other specs read the portal in Russian, in the normal version.
const who = demo.employee;

test.afterAll(async ({ request }) => {
  await apiAs(request, who, preferencesEndpoints.setPreferences, {
    body: { language: 'ru', low_vision: null, channels: DEFAULT_CHANNELS, email_mode: 'each' },
  });
});

const PHONE = { width: 390, height: 844 };
/** Safari on an iPhone, as the second device: its row in «Сеансы» is told from this browser's. */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.5 Mobile/15E148 Safari/604.1';

async function openSettings(page: Page) {
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await expect(page).toHaveTitle('Настройки');
  await expect(sessionsList(page).getByText('Этот сеанс')).toBeVisible();
  await networkQuiet(page);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The sessions: a table at 1280 px, a list of cards at 390 px. */
const sessionsList = (page: Page) =>
  section(page, 'Сеансы')
    .getByRole('table', { name: 'Открытые сеансы' })
    .or(section(page, 'Сеансы').getByRole('list', { name: 'Открытые сеансы' }));
const sessionRows = (page: Page) => sessionsList(page).locator(':scope > tbody > tr, :scope > li');

/** A browser of its own signed in as `login` through the form (another device). */
async function secondDevice(browser: Browser, login: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', ...options });
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

/** Nothing sticks out sideways: the page is no wider than its window. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('«Настройки» (issue 32 §1)', () => {
  test('from the profile menu: a channel and the letters kept after a reload', async ({ page }) => {
    await signIn(page, who);
    await openSettings(page);
    await expect(page.getByText('Во входящих на портале всегда есть все сообщения')).toBeVisible();
    await expectAccessible(page, 'Настройки');
    await page.screenshot({ path: test.info().outputPath('settings-1280.png'), fullPage: true });

    const pollsByMail = page.getByRole('checkbox', { name: 'По почте: Новые опросы' });
    const daily = page.getByRole('radio', { name: 'Одно письмо в день (в 18:00)' });
    await expect(pollsByMail).toBeChecked();
    await expect(page.getByRole('radio', { name: /Каждое сообщение отдельно/ })).toBeChecked();
    await pollsByMail.uncheck();
    await daily.check();
    await networkQuiet(page);

    await page.reload();
    await expect(daily).toBeChecked();
    await expect(pollsByMail).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Push-уведомления: Новые опросы' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'По почте: Уведомления портала' })).toBeChecked();
    const saved = await apiAs(page.request, { token: await apiToken(page) }, preferencesEndpoints.preferences, {});
    expect(saved.email_mode).toBe('daily');
    expect(saved.channels.polls).toEqual({ email: false, push: true });
    await expectAccessible(page, 'Настройки after a reload');
  });

  test('the language: the portal speaks English at once, and Russian again', async ({ page }) => {
    await signIn(page, who);
    await openSettings(page);
    // The app is drawn anew in the chosen language: a click, not a check of the radio that is replaced.
    await section(page, 'Язык').getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'By e-mail: New polls' })).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'Settings in English');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(section(page, 'Language').getByRole('radio', { name: 'English' })).toBeChecked();
    await section(page, 'Language').getByRole('radio', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await networkQuiet(page);
  });

  test('the low-vision version is saved and follows the person to another device', async ({ page, browser }) => {
    await signIn(page, who);
    await openSettings(page);
    const lowVision = section(page, 'Версия для слабовидящих');
    await lowVision.getByRole('switch', { name: 'Версия для слабовидящих' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-low-vision', 'on');
    // The header's panel shows the same settings.
    await expect(page.getByRole('region', { name: 'Настройки для слабовидящих' })).toBeVisible();
    await lowVision.getByRole('radio', { name: 'Белым по черному' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-lv-scheme', 'black');
    await expectAccessible(page, 'Настройки in the low-vision version');
    const token = { token: await apiToken(page) };
    await expect
      .poll(async () => (await apiAs(page.request, token, preferencesEndpoints.preferences, {})).low_vision)
      .toEqual({ size: 20, scheme: 'black', spacing: 'normal', images: true });

    const other = await secondDevice(browser, who);
    await expect(other.locator('html')).toHaveAttribute('data-lv-scheme', 'black');
    await expect(other.locator('html')).toHaveAttribute('data-low-vision', 'on');
    await other.context().close();

    // «Обычная версия» of the header's panel is saved too.
    await page.getByRole('button', { name: 'Обычная версия' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-low-vision', 'off');
    await expect(lowVision.getByRole('switch', { name: 'Версия для слабовидящих' })).not.toBeChecked();
    await expect
      .poll(async () => (await apiAs(page.request, token, preferencesEndpoints.preferences, {})).low_vision)
      .toBeNull();
  });

  test('sessions: another device is listed, ended, and its next step is the sign-in', async ({ page, browser }) => {
    test.slow();
    await signIn(page, who);
    // Sessions the earlier tests left open are not this test's.
    await apiAs(page.request, { token: await apiToken(page) }, preferencesEndpoints.endOtherSessions, {});
    const phone = await secondDevice(browser, who, { userAgent: IPHONE, viewport: PHONE, isMobile: true });

    await openSettings(page);
    await expect(sessionRows(page)).toHaveCount(2);
    const current = sessionRows(page).filter({ hasText: 'Этот сеанс' });
    const iphone = sessionRows(page).filter({ hasNotText: 'Этот сеанс' });
    await expect(current).toHaveCount(1);
    await expect(iphone).toContainText('Телефон, iOS 17.5');
    await expect(iphone).toContainText('Safari 17');
    // Sign-in and last activity in the person's format: «28 ноября, 14:05».
    await expect(iphone).toContainText(/\d{1,2} [а-я]+, \d{2}:\d{2}/);
    await expect(section(page, 'Сеансы').getByText('IP-адрес').first()).toBeVisible();
    await expectAccessible(page, 'Настройки with two sessions');

    await iphone.getByRole('button', { name: 'Завершить сеанс: Телефон, iOS 17.5' }).click();
    const dialog = page.getByRole('dialog', { name: 'Завершить сеанс?' });
    await expect(dialog).toContainText('«Телефон, iOS 17.5»');
    await expectAccessible(page, 'ending a session');
    await dialog.getByRole('button', { name: 'Завершить' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Сеанс завершён.')).toBeVisible();
    await expect(sessionRows(page)).toHaveCount(1);
    // The ended row's button is gone: the focus is on the section's heading, not lost.
    await expect(page.getByRole('heading', { level: 2, name: 'Сеансы' })).toBeFocused();
    await expect(section(page, 'Сеансы').getByText('Других открытых сеансов нет.')).toBeVisible();

    // The phone's next step finds its session ended: the sign-in.
    await phone.getByRole('button', { name: 'Уведомления' }).first().click();
    await expect(phone.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(phone.getByLabel('Корпоративная почта')).toBeVisible();
    await phone.context().close();

    // «Завершить все остальные сеансы», after a question.
    const again = await secondDevice(browser, who, { userAgent: IPHONE });
    await page.reload();
    await expect(sessionRows(page)).toHaveCount(2);
    await section(page, 'Сеансы').getByRole('button', { name: 'Завершить все остальные сеансы' }).click();
    const question = page.getByRole('dialog', { name: 'Завершить все остальные сеансы?' });
    await expectAccessible(page, 'ending the other sessions');
    await question.getByRole('button', { name: 'Завершить все остальные сеансы' }).click();
    await expect(page.getByText('Завершён 1 сеанс.')).toBeVisible();
    await expect(sessionRows(page)).toHaveCount(1);
    await again.reload();
    await expect(again.getByLabel('Корпоративная почта')).toBeVisible();
    await again.context().close();
  });

  test('push without a service worker (blocked here): said in words, the switch stays off', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await signIn(page, who);
    await openSettings(page);
    const push = section(page, 'Уведомления на этом устройстве');
    const toggle = push.getByRole('switch', { name: 'Получать уведомления на этом устройстве' });
    await toggle.click();
    const alert = push.getByRole('alert');
    await expect(alert).toContainText('Не удалось изменить уведомления на этом устройстве', { timeout: 15_000 });
    await expect(alert).toContainText('Не удалось подготовить уведомления: обновите страницу и попробуйте ещё раз.');
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await expectAccessible(page, 'push without a worker');
  });

  test('push blocked in the browser: the person is told where to allow it', async ({ page, context }) => {
    // No permission granted to the context: Chromium reports notifications as blocked.
    await context.grantPermissions([]);
    await signIn(page, who);
    await openSettings(page);
    const push = section(page, 'Уведомления на этом устройстве');
    await expect(push.getByText('Разрешите уведомления в настройках браузера.')).toBeVisible();
    const toggle = push.getByRole('switch', { name: 'Получать уведомления на этом устройстве' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeDisabled();
    await expectAccessible(page, 'push blocked');
  });
});

test.describe('push with the portal’s service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('permission given: the server’s key asked for, then the browser’s push service', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await signIn(page, who);
    await openSettings(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const push = section(page, 'Уведомления на этом устройстве');
    const toggle = push.getByRole('switch', { name: 'Получать уведомления на этом устройстве' });
    await expect(toggle).not.toBeChecked();
    const key = page.waitForResponse((r) => r.url().endsWith('/api/push/key'));
    const subscriptionsSent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/push/subscriptions')) subscriptionsSent.push(r.url());
    });
    await toggle.click();
    expect((await key).status()).toBe(200);
    // Headless Chromium has no push service to reach here: pushManager.subscribe fails, the person
    // is told so in Russian, nothing is sent to the server and the switch stays off.
    const alert = push.getByRole('alert');
    await expect(alert).toContainText('Не удалось изменить уведомления на этом устройстве', { timeout: 20_000 });
    await expect(alert).toContainText('Служба push-уведомлений браузера недоступна');
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(subscriptionsSent).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBe(
      null,
    );
    await expectAccessible(page, 'push that the browser’s service refused');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('«Настройки» fits a phone: the sessions as cards, nothing sideways', async ({ page }) => {
    await signIn(page, who);
    await openSettings(page);
    await expect(section(page, 'Сеансы').getByRole('list', { name: 'Открытые сеансы' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'Настройки at 390 px');
    await page.screenshot({ path: test.info().outputPath('settings-390.png'), fullPage: true });

    const timetableByMail = page.getByRole('checkbox', { name: 'По почте: Изменения расписания' });
    await timetableByMail.uncheck();
    await networkQuiet(page);
    await page.reload();
    await expect(timetableByMail).not.toBeChecked();
    await timetableByMail.check();
    await networkQuiet(page);

    // At 28 px with wide spacing (as another tab would set it: not saved) the channels' table no
    // longer fits: a group of two checkboxes per kind, nothing sideways.
    await page.evaluate(() => {
      const value = JSON.stringify({ size: 28, scheme: 'white', spacing: 'wide', images: true });
      localStorage.setItem('low_vision', value);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'low_vision', newValue: value, storageArea: localStorage }),
      );
    });
    await expect(page.getByRole('group', { name: 'Изменения расписания' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Куда присылать сообщения' })).toBeHidden();
    await expect(timetableByMail).toBeChecked();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'Настройки at 390 px, 28 px');
  });
});
