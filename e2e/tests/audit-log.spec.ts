import { type Page } from '@playwright/test';
import { authEndpoints, directoryEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { demo, profileMenu, signIn } from './helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const auditTable = (page: Page) => page.getByRole('table', { name: 'Журнал действий' });
const found = (page: Page) => page.getByRole('status').filter({ hasText: /^Найдено записей: \d+$/ });

test.describe('admin: Журнал действий', () => {
  test('shows an impersonation done through the directory, filtered by action', async ({ page, request }) => {
    // A full reload into the student's session and one back: more than a usual test.
    test.slow();
    await signIn(page, demo.admin);
    const me = (await apiAs(request, demo.admin, authEndpoints.accounts, {})).user_info;
    const adminName = [me.surname, me.name, me.patronymic].filter(Boolean).join(' ');

    await sidebar(page).getByRole('link', { name: 'Список студентов', exact: true }).click();
    const student = page.getByRole('table', { name: 'Студенты' }).getByRole('row').nth(3).getByRole('button');
    const studentName = await student.innerText();
    await student.click();
    await expectAccessible(page, 'the student panel');
    await page
      .getByRole('dialog', { name: 'Личные данные студента' })
      .getByRole('button', { name: 'Войти в аккаунт студента' })
      .click();
    await expect(sidebar(page).getByRole('link', { name: 'Список сотрудников' })).toHaveCount(0);
    await expectAccessible(page, 'signed in as the student');
    // Something done as the student: the language of this session, to English and back.
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await profileMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Back to the administrator account' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: 'Вернуться в аккаунт администратора' }).click();
    await expect(page).toHaveURL('/students');

    await sidebar(page).getByRole('link', { name: 'Журнал действий', exact: true }).click();
    await expect(page).toHaveTitle('Журнал действий');
    await expect(auditTable(page)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Действие' }).click();
    await expect(page.getByRole('option', { name: 'Вход в аккаунт пользователя', exact: true })).toBeVisible();
    await expectAccessible(page, 'the action list open');
    await page.getByRole('option', { name: 'Вход в аккаунт пользователя', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Действие' })).toHaveValue('Вход в аккаунт пользователя');
    await expect(page.getByRole('button', { name: 'Сбросить' })).toBeVisible();
    await expect(found(page)).toBeVisible();

    const rows = auditTable(page).getByRole('row');
    const row = rows.filter({ hasText: studentName }).first();
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(adminName);
    await expect(cells.nth(2)).toContainText('Вход в аккаунт пользователя');
    await expect(cells.nth(3)).toHaveText(studentName);
    await expect(cells.nth(4)).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    for (const action of await rows.locator('td:nth-child(3)').allInnerTexts())
      expect(action).toContain('Вход в аккаунт пользователя');

    // The person filter: the student's name, with ё typed as е.
    const surname = studentName.split(' ')[0]!;
    await page.getByRole('searchbox', { name: 'Кто или с кем' }).fill(surname.toLowerCase().replaceAll('ё', 'е'));
    await expect
      .poll(async () =>
        (await rows.locator('td:nth-child(4)').allInnerTexts()).every((name) => name.startsWith(surname)),
      )
      .toBe(true);
    await expect(row).toBeVisible();
    await expectAccessible(page, 'filtered');

    // What the admin did as the student is the admin's, on behalf of the student.
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await page.getByRole('combobox', { name: 'Действие' }).click();
    await page.getByRole('option', { name: 'Действие от имени пользователя', exact: true }).click();
    const acted = rows.filter({ hasText: 'Вход и аккаунты: POST /api/account/language' }).first();
    await expect(acted).toBeVisible();
    const actedCells = acted.getByRole('cell');
    // «Иванов Андрей Павлович от имени Петровой Марии Сергеевны»: the student's name declined.
    await expect(actedCells.nth(1)).toContainText(`${adminName} от имени ${surname.slice(0, 4)}`);
    await actedCells.nth(1).getByRole('button').nth(1).click();
    await expect(page.getByText(`Только записи с участием: ${studentName}`)).toBeVisible();
    await expectAccessible(page, 'an action on behalf of the student');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the log is a list of cards that fits the screen', async ({ page, request }) => {
    await signIn(page, demo.admin);
    // An entry to show, made through the real call.
    const students = await apiAs(request, demo.admin, directoryEndpoints.students, { body: { page: 1 } });
    await apiAs(request, demo.admin, authEndpoints.impersonate, { params: { id: students.items[0]!.user_id } });

    await page.goto('/audit-log');
    const cards = page.getByRole('list', { name: 'Журнал действий' });
    await expect(cards.getByRole('listitem').first()).toContainText('Вход в аккаунт пользователя');
    await expect(auditTable(page)).toBeHidden();
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
