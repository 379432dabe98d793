import type { Page } from '@playwright/test';
import { pollEndpoints, ticketEndpoints, worksheetEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn, signInByApi, trackRequests } from './helpers';

/**
 * Reflow (WCAG 1.4.10): every screen reads without scrolling sideways at 320 px and at 200 % zoom of
 * a 1280 px window (640 CSS px), in the normal version and in the low-vision version at 28 px.
 * Tables may scroll inside their own frame; the page itself may not.
 */
const WIDTHS = [320, 640];

// Each screen: four layouts, then axe in five modes.
test.describe.configure({ timeout: 120_000 });
const VERSIONS = [
  { name: 'обычная версия', lowVision: null },
  { name: 'версия для слабовидящих, 28 px', lowVision: { size: 28, scheme: 'white', spacing: 'normal', images: true } },
];

async function setLowVision(page: Page, value: object | null) {
  await page.evaluate(
    (stored) => {
      if (stored === null) localStorage.removeItem('low_vision');
      else localStorage.setItem('low_vision', stored);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'low_vision', newValue: stored, storageArea: localStorage }),
      );
    },
    value && JSON.stringify(value),
  );
  await expect(page.locator('html')).toHaveAttribute('data-low-vision', value ? 'on' : 'off');
}

const sideways = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    return scrollWidth - clientWidth;
  });

/** Checks the screen shown now at each width in each version, then checks it with axe and puts the window back. */
async function expectReflow(page: Page, screen: string) {
  const original = page.viewportSize()!;
  const failures: string[] = [];
  for (const version of VERSIONS) {
    await setLowVision(page, version.lowVision);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 720 });
      // The layout settles (a chart measures its box, a drawer closes): poll briefly before calling it a failure.
      const over = await expect
        .poll(() => sideways(page), { timeout: 2_000 })
        .toBeLessThanOrEqual(0)
        .then(() => 0)
        .catch(() => sideways(page));
      if (over > 0) failures.push(`${screen}, ${width} px, ${version.name}: ${over} px sideways`);
    }
  }
  await setLowVision(page, null);
  await page.setViewportSize(original);
  expect(failures, 'screens that scroll sideways').toEqual([]);
  await expectAccessible(page);
}

/**
 * Opens a screen already signed in, so that the admin's sign-in form and its redirect are not shown on the way (the
 * sign-in screen has its own test).
 */
async function openSignedIn(page: Page, login: string) {
  await signInByApi(page, login);
}

async function show(page: Page, path: string, title: string) {
  trackRequests(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await networkQuiet(page);
}

test('the sign-in screen reflows', async ({ page }) => {
  await show(page, '/', 'Вход');
  await expectReflow(page, 'Вход');
});

test('the admin screens reflow', async ({ page }) => {
  // Seven screens, each at two widths in two versions and then through axe.
  test.setTimeout(400_000);
  await openSignedIn(page, demo.admin);
  const screens = [
    { path: '/accounts', title: 'Сменить аккаунт' },
    { path: '/students', title: 'Список студентов' },
    { path: '/employee', title: 'Список сотрудников' },
    { path: '/statistics', title: 'Статистика' },
    { path: '/otchety-obnovlenij', title: 'Отчеты обновлений' },
    { path: '/audit-log', title: 'Журнал действий' },
    { path: '/no-such-page', title: 'Страница не найдена' },
  ];
  for (const screen of screens) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, screen.title);
  }
});

test('the employee screens reflow', async ({ page }) => {
  await signIn(page, demo.employee);
  for (const screen of [
    // The employee's home is their timetable (002 §2.3), titled with their name.
    { path: '/timetable', title: 'Кузнецов Андрей Павлович' },
    { path: '/students', title: 'Список студентов' },
  ]) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, `${screen.title} (сотрудник)`);
  }
});

test('the student home reflows', async ({ page }) => {
  await signIn(page, demo.student);
  await show(page, '/', 'Главная');
  await expectReflow(page, 'Главная (студент)');
});

test('the student’s support screen and a ticket’s dialog reflow', async ({ page }) => {
  await openSignedIn(page, demo.student);
  await show(page, '/support', 'Служба поддержки');
  await expectReflow(page, 'Служба поддержки');
  await page
    .getByRole('list', { name: 'Мои обращения' })
    .getByRole('link', { name: /Нет расписания группы/ })
    .click();
  await expect(page.getByRole('dialog', { name: /^Обращение #\d+$/ })).toBeVisible();
  await networkQuiet(page);
  await expectReflow(page, 'Обращение (студент)');
});

test('the notifications back office and the polls to take reflow', async ({ page }) => {
  test.setTimeout(400_000);
  await openSignedIn(page, demo.manager);
  for (const screen of [
    { path: '/notify', title: 'Уведомления' },
    { path: '/notify?tab=managers', title: 'Уведомления' },
    { path: '/notify/new', title: 'Новое уведомление' },
    { path: '/notify/1?tab=report', title: 'Уведомление #1' },
    { path: '/polls_passage', title: 'Опросы' },
  ]) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, screen.path);
  }
});

test('a poll’s results and the worksheets reflow', async ({ page, request }) => {
  test.setTimeout(300_000);
  await openSignedIn(page, demo.admin);
  const polls = await apiAs(request, demo.admin, pollEndpoints.list, { query: { page: 1 } });
  const worksheets = await apiAs(request, demo.admin, worksheetEndpoints.list, { query: { page: 1 } });
  const closed = polls.items.find((p) => p.status === 'close')!;
  const firstYear = worksheets.items.find((w) => w.respondent_type === 'student')!;
  for (const screen of [
    { path: `/poll/${closed.uuid}/results`, title: 'Результаты опроса' },
    { path: '/anketa', title: 'Анкеты' },
    { path: `/anketa/${firstYear.uuid}`, title: 'Анкета' },
  ]) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, screen.path);
  }
});

test('the ticket desk reflows', async ({ page, request }) => {
  test.setTimeout(200_000);
  await openSignedIn(page, demo.admin);
  const [newest] = (await apiAs(request, demo.admin, ticketEndpoints.list, { query: { page: 1 } })).items;
  for (const screen of [
    { path: '/tickets', title: 'Тех поддержка' },
    { path: `/tickets/${newest!.id}`, title: `Обращение #${newest!.id}` },
  ]) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, screen.title);
  }
});
