import { type Page } from '@playwright/test';
import { directoryEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { apiToken, demo, signIn } from './helpers';

const studentTable = (page: Page) => page.getByRole('table', { name: 'Студенты' });
const studentPanel = (page: Page) => page.getByRole('dialog', { name: 'Личные данные студента' });
const studentSearch = (page: Page) => page.getByLabel('Поиск по фамилии или номеру зачётной книжки');
const showLeft = (page: Page) => page.getByRole('switch', { name: 'Показать выбывших' });

/**
 * A student of the demo's list to mark (not a demo sign-in, and alone with their surname and name
 * among the first hundred): their full name and the search that finds them.
 */
async function someStudent(page: Page) {
  const admin = { token: await apiToken(page) };
  const { items } = await apiAs(page.request, admin, directoryEndpoints.students, {
    body: { page: 2, per_page: 100 },
  });
  const student = items.find(
    (s) => s.patronymic && items.filter((o) => o.surname === s.surname && o.name === s.name).length === 1,
  )!;
  return { name: `${student.surname} ${student.name} ${student.patronymic}`, search: student.surname };
}

test.describe('people who left (issue 33)', () => {
  test('an admin marks a student left, confirmed; «Показать выбывших» finds them; «Вернуть» brings them back', async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    await page.goto('/students');
    const student = await someStudent(page);
    await studentSearch(page).fill(student.search);
    const row = studentTable(page).getByRole('button', { name: student.name });
    await expect(row).toBeVisible();
    await expect(showLeft(page)).not.toBeChecked();
    await expectAccessible(page, 'the student list with the switch');

    await row.click();
    const panel = studentPanel(page);
    await panel.getByRole('button', { name: 'Отметить выбывшим' }).click();
    const confirm = page.getByRole('dialog', { name: 'Отметить выбывшим?' });
    await expect(confirm).toContainText('больше не сможет войти в личный кабинет');
    await expect(confirm).toContainText('обращения, заявки и ответы сохранятся');
    // Cancel has the focus first: an Enter does not mark anybody.
    await expect(confirm.getByRole('button', { name: 'Отмена' }).last()).toBeFocused();
    await expectAccessible(page, 'the leaving confirmation');
    await confirm.getByRole('button', { name: 'Отметить выбывшим' }).click();
    await expect(confirm).toBeHidden();

    // The panel says so, and offers neither a sign-in as the student nor a password reset.
    await expect(panel.getByText(/^Выбыл\(а\) \d{1,2} [а-я]+ \d{4}$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Войти в аккаунт студента' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Сбросить пароль' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Вернуть' })).toBeVisible();
    await expectAccessible(page, 'the panel of a student who left');
    await panel.getByRole('button', { name: 'Закрыть' }).first().click();
    await expect(panel).toBeHidden();

    // Out of the list by default…
    await expect(studentTable(page).getByRole('button', { name: student.name })).toHaveCount(0);
    // …and there, marked, with «Показать выбывших».
    await showLeft(page).click();
    await expect(page).toHaveURL(/[?&]left=1/);
    const marked = studentTable(page).getByRole('row').filter({ hasText: student.name });
    await expect(marked).toBeVisible();
    await expect(marked.getByText(/^Выбыл\(а\) /)).toBeVisible();
    await expectAccessible(page, 'the list with those who left');

    // «Вернуть», confirmed: back in the list without the switch.
    await marked.getByRole('button', { name: student.name }).click();
    await panel.getByRole('button', { name: 'Вернуть' }).click();
    const back = page.getByRole('dialog', { name: 'Вернуть в университет?' });
    await expect(back).toContainText('снова сможет входить');
    await back.getByRole('button', { name: 'Вернуть' }).click();
    await expect(back).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Отметить выбывшим' })).toBeVisible();
    await panel.getByRole('button', { name: 'Закрыть' }).first().click();
    await showLeft(page).click();
    await expect(studentTable(page).getByRole('button', { name: student.name })).toBeVisible();

    // Both steps are in «Журнал действий».
    await page.goto('/audit-log');
    await expect(page.getByRole('table').getByText('Отметка о выбытии').first()).toBeVisible();
    await expect(page.getByRole('table').getByText('Отмена выбытия').first()).toBeVisible();
  });

  test('the demo has people who left: the employee list shows them with «Показать выбывших»', async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto('/employee');
    const table = page.getByRole('table', { name: 'Сотрудники' });
    await expect(table.getByText(/^Выбыл\(а\) /)).toHaveCount(0);
    await showLeft(page).click();
    await expect(page).toHaveURL(/[?&]left=1/);
    // The demo's leavers are spread over the alphabet: page by page until one is shown.
    await expect(async () => {
      const next = page.getByRole('button', { name: /следующая/i });
      if ((await table.getByText(/^Выбыл\(а\) /).count()) === 0 && (await next.isEnabled())) await next.click();
      expect(await table.getByText(/^Выбыл\(а\) /).count()).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
    await expectAccessible(page, 'the employee list with those who left');
  });
});
