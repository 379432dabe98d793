import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { demo, signIn } from './helpers';

// Russian search: ё and е are one letter. The demo university writes «Фёдорова», «Фёдоров»,
// «Аксёнов» with ё; a person types «Федоров» and must find them.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
/** The names in the table: each row's name is the button that opens the panel. */
const rowNames = (table: Locator) => table.getByRole('row').getByRole('button').allInnerTexts();
const asSearched = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/** Types a search and waits for the list's answer to exactly it (the field waits a moment before it asks). */
async function search(page: Page, field: Locator, typed: string) {
  const answered = page.waitForResponse(
    (r) =>
      /\/api\/account\/admin\/(students|employees)(\?|$)/.test(r.url()) &&
      (r.request().postData() ?? '').includes(JSON.stringify(typed).slice(1, -1)),
  );
  await field.fill(typed);
  await answered;
}

/** Someone written with ё is listed for `typed` with е, and everyone listed has the word, read with ё as е. */
async function searchShowsYo(page: Page, table: Locator, field: Locator, typed: string) {
  await search(page, field, typed);
  await expect(
    table.getByRole('button', { name: new RegExp(`^${typed.replaceAll('е', '[её]')}`) }).first(),
  ).toBeVisible();
  const names = await rowNames(table);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(asSearched(name)).toContain(asSearched(typed));
  return names;
}

test('admin finds «Фёдоров» by typing «Федоров», students and employees alike', async ({ page }) => {
  await signIn(page, demo.admin);

  await sidebar(page).getByRole('link', { name: 'Список студентов', exact: true }).click();
  await expect(page).toHaveTitle('Список студентов');
  const students = page.getByRole('table', { name: 'Студенты' });
  await expect(students.getByRole('row')).toHaveCount(21);
  const studentSearch = page.getByLabel('Поиск по фамилии или номеру зачётной книжки');
  const byE = await searchShowsYo(page, students, studentSearch, 'Федоров');
  expect(byE.some((name) => name.startsWith('Фёдоров'))).toBe(true);
  // The same people whichever way it is typed.
  await search(page, studentSearch, 'фЁдоров');
  await expect.poll(() => rowNames(students)).toEqual(byE);
  await searchShowsYo(page, students, studentSearch, 'Аксенов');
  await expectAccessible(page, 'students found with ё as е');

  await sidebar(page).getByRole('link', { name: 'Список сотрудников', exact: true }).click();
  await expect(page).toHaveTitle('Список сотрудников');
  const employees = page.getByRole('table', { name: 'Сотрудники' });
  await expect(employees.getByRole('row')).toHaveCount(21);
  const employeeNames = await searchShowsYo(page, employees, page.getByLabel('Поиск по фамилии'), 'Федоров');
  expect(employeeNames.some((name) => name.startsWith('Фёдоров'))).toBe(true);
  await expectAccessible(page, 'employees found with ё as е');
});
