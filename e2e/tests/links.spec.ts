import type { Locator, Page } from '@playwright/test';
import { authEndpoints } from '@portal/contract';
import { apiAs, signInAs } from './api';
import { checkedElsewhere, expect, expectAccessible, test } from './axe';
import { apiToken, bellCount, demo, demoPassword, networkQuiet, signIn } from './helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const studentTable = (page: Page) => page.getByRole('table', { name: 'Студенты' });
const studentSearch = (page: Page) => page.getByLabel('Поиск по фамилии или номеру зачётной книжки');
const filter = (page: Page) => page.getByRole('region', { name: 'Фильтр' });
const found = (page: Page) => page.getByRole('status').filter({ hasText: /^Найдено студентов: \d+$/ });
const pageButton = (page: Page, n: number) => page.getByRole('button', { name: `Страница ${n}`, exact: true });
const rowNames = (table: Locator) => table.getByRole('row').getByRole('button').allInnerTexts();

// Each test signs in and checks several screens with axe, at two widths: more than the default time.
test.describe.configure({ timeout: 120_000 });

/**
 * A session made through the API, for tests whose subject is not the sign-in: the app finds the
 * token as if the person had signed in before.
 */
async function signedInAs(page: Page, login: string) {
  const token = (await signInAs(page.request, login)).api_token;
  await page.addInitScript((t) => {
    if (!localStorage.getItem('api_token')) localStorage.setItem('api_token', t);
  }, token);
}

/** The list has answered for what the address asks (the previous page is no longer shown while it loads). */
async function settled(page: Page) {
  // The address changes before the list asks for its rows: wait for the asking to be over.
  await networkQuiet(page);
  await expect(studentTable(page)).toBeVisible();
  await expect(studentTable(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** Signs in on the sign-in screen that is already shown (the helper's signIn opens `/` first). */
async function signInHere(page: Page, login: string) {
  await page.getByLabel('Корпоративная почта').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(demoPassword);
  await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await page.getByRole('button', { name: 'Войти' }).click();
}

test('a screen asked for before sign-in opens after it, with its search', async ({ page }) => {
  await page.goto('/students?search=%D0%BE%D0%B2%D0%B0');
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?next=%2Fstudents%3Fsearch%3D/);
  await expectAccessible(page);
  await signInHere(page, demo.admin);
  await expect(page).toHaveURL('/students?search=%D0%BE%D0%B2%D0%B0');
  await expect(page.getByRole('heading', { level: 1, name: 'Список студентов' })).toBeVisible();
  await expect(studentSearch(page)).toHaveValue('ова');
  await expectAccessible(page);
});

test('sign-in leads home instead of a screen the account does not have, or of another site', async ({ page }) => {
  // «Журнал действий» is an admin's screen.
  await page.goto('/?next=%2Faudit-log');
  // The sign-in form at `/` is checked in sign-in.spec.ts; this test ends on the timetable, not there.
  checkedElsewhere(page, '/');
  await signInHere(page, demo.employee);
  await expect(sidebar(page)).toBeVisible();
  // Home, which for this employee is their timetable (002 §2.3).
  await expect(page).toHaveURL('/timetable');
  await expectAccessible(page);

  await page.evaluate(() => localStorage.removeItem('api_token'));
  await page.goto('/?next=https%3A%2F%2Fevil.example%2Fstudents');
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await signInHere(page, demo.employee);
  await expect(sidebar(page)).toBeVisible();
  await expect(page).toHaveURL('/timetable');
});

test('after the session ends, signing in again returns to the screen the person was on', async ({ page, request }) => {
  await page.goto('/employee');
  await signInHere(page, demo.admin);
  await expect(page).toHaveURL('/employee');
  await page.getByLabel('Поиск по фамилии', { exact: true }).fill('ов');
  await expect(page).toHaveURL(/\/employee\?search=%D0%BE%D0%B2/);
  await expectAccessible(page);
  // The server forgets the session (as when it expires); the next call answers errors.token.
  await apiAs(request, { token: await apiToken(page) }, authEndpoints.logout, {});
  await sidebar(page).getByRole('link', { name: 'Список студентов' }).click();
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?next=%2Fstudents/);
  await expectAccessible(page);
  await signInHere(page, demo.admin);
  await expect(page).toHaveURL('/students');
  await expect(studentTable(page)).toBeVisible();
  await expectAccessible(page);
});

test('the student list keeps its search, filter and page through another screen, Back and a reload', async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  await page.goto('/statistics');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await sidebar(page).getByRole('link', { name: 'Список студентов' }).click();
  await expect(studentTable(page)).toBeVisible();
  await expectAccessible(page);

  // Typing replaces the address as it goes: one entry for the whole search, not one per key.
  await studentSearch(page).pressSequentially('о');
  await expect(page).toHaveURL(/search=%D0%BE$/);
  await studentSearch(page).pressSequentially('ва');
  await expect(page).toHaveURL(/search=%D0%BE%D0%B2%D0%B0$/);
  await settled(page);

  // The filter applies with «Применить», then page 2.
  await filter(page).getByText('Бюджетное', { exact: true }).click();
  await filter(page).getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/is_free=1/);
  await settled(page);
  const total = Number((await found(page).innerText()).replace(/\D/g, ''));
  expect(total, 'enough students for a second page').toBeGreaterThan(20);
  await pageButton(page, 2).click();
  await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/page=2/);
  await settled(page);
  const filteredUrl = page.url();
  const secondPage = await rowNames(studentTable(page));
  expect(secondPage).toHaveLength(Math.min(20, total - 20));
  await expectAccessible(page);

  const expectSamePage = async () => {
    await expect(page).toHaveURL(filteredUrl);
    await expect(studentSearch(page)).toHaveValue('ова');
    await expect(filter(page).getByRole('radio', { name: /^Бюджетное/ })).toBeChecked();
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
    await expect(found(page)).toHaveText(`Найдено студентов: ${total}`);
    await expect.poll(() => rowNames(studentTable(page))).toEqual(secondPage);
  };

  // Another screen, then Back.
  await sidebar(page).getByRole('link', { name: 'Список сотрудников' }).click();
  await expect(page).toHaveURL('/employee');
  await expect(page.getByRole('table', { name: 'Сотрудники' })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expectSamePage();

  // A reload keeps it too.
  await page.reload();
  await expectSamePage();

  // Back goes through the pages and the applied filter, then leaves the list: the typed search
  // left one entry.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
  await expect(filter(page).getByRole('radio', { name: /^Бюджетное/ })).toBeChecked();
  await page.goBack();
  await expect(page).not.toHaveURL(/is_free/);
  await expect(studentSearch(page)).toHaveValue('ова');
  await expect(filter(page).getByRole('radio', { name: /^Все/ })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL('/statistics');
});

test('an address with nonsense in it shows the list with the defaults', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/students?page=abc&institutes=x,-1&is_free=maybe&search=');
  await expect(studentTable(page)).toBeVisible();
  await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
  await expect(filter(page).getByRole('radio', { name: /^Все/ })).toBeChecked();
  await expectAccessible(page);
});

test('the notification list keeps the opened item in place while its detail is shown', async ({ page }) => {
  await signIn(page, demo.manager);
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
  const before = await bellCount(page);
  await page
    .getByRole('button', { name: /^Уведомления/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  const items = panel.locator('li');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  const first = items.first().getByRole('button');
  const firstText = (await first.textContent())!;
  await first.click();

  const opened = page.getByRole('dialog').last();
  await expect(opened).not.toHaveAccessibleName('Уведомления');
  const title = await opened.getByRole('heading').first().innerText();
  expect(firstText).toContain(title);
  const detail = page.getByRole('dialog', { name: title });
  // The bell drops at once; the list behind the detail stays as it was, the opened item in place.
  await expect.poll(() => bellCount(page)).toBe(before - 1);
  await page.waitForTimeout(1000);
  await expect(items).toHaveCount(count);
  await expect(items.first()).toHaveText(firstText);
  await expectAccessible(page);

  // Closed: the list is brought up to date and the read one has left «Непрочитанные».
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(items).toHaveCount(count - 1);
  await expect(items.filter({ hasText: title })).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the statistics table shows the name and «Студентов %» without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page);
    await signInHere(page, demo.admin);
    const table = page.getByRole('table');
    const firstRow = table.locator('tbody tr[data-institute]').first();
    await expect(firstRow).toBeVisible();
    await firstRow.scrollIntoViewIfNeeded();
    await expect(firstRow.getByRole('rowheader')).toBeInViewport();
    await expect(firstRow.getByRole('cell').nth(2)).toBeInViewport();
    await expect(firstRow.getByRole('cell').nth(2)).toHaveText(/^\d+,\d$/);
    await expect(table.getByRole('columnheader', { name: 'Студентов %' })).toBeInViewport();
    expect(
      await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    // A name takes at most four lines.
    const nameBox = await firstRow.getByRole('rowheader').locator('button, span').first().boundingBox();
    const lineHeight = await firstRow
      .getByRole('rowheader')
      .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
    expect(nameBox!.height / lineHeight).toBeLessThanOrEqual(4.2);
    await expectAccessible(page);
  });
});
