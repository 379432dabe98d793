import { expect, expectAccessible, test } from './axe';
import type { Page } from '@playwright/test';
import { demo, signIn } from './helpers';

/** Two new employees in a department of their own: the demo's people stay as they were. */
const employeesCsv = Buffer.from(
  [
    'external_id,surname,name,email,is_pps,department,post,work_type',
    'emp-e2e-upload-1,Загрузкина,Ольга,zagruzkina.upload@demo.local,0,Отдел ' +
      'проверки загрузки,Специалист по загрузке,Основное место работы',
    'emp-e2e-upload-2,Проверкин,Илья,proverkin.upload@demo.local,0,Отдел ' +
      'проверки загрузки,Специалист по загрузке,Основное место работы',
  ].join('\n'),
);

const studentsWithBadRow = Buffer.from(
  [
    'external_id,surname,name,gender,email,record_book_code,institute,institute_short_name,kafedra,' +
      'speciality_code,speciality,profile,edu_form,edu_level,course,group,is_free',
    'st-e2e-bad-1,Ошибкин,Пётр,male,oshibkin.upload@demo.local,26Е0001,Институт ' +
      'проверки,ИП,Кафедра проверки,01.03.01,Проверка,Проверка,Очная,Бакалавриат,1,,1',
  ].join('\n'),
);

async function openUpload(page: Page) {
  await signIn(page, demo.admin);
  await page.goto('/otchety-obnovlenij');
  const section = page.getByRole('region', { name: 'Загрузить файл' });
  await expect(section).toBeVisible();
  return section;
}

test('an admin checks an employees file, applies it and sees its report at the top of the list', async ({ page }) => {
  const section = await openUpload(page);
  await section.getByRole('radio', { name: 'Сотрудники' }).check();
  await section
    .getByLabel('Файл CSV или XLSX')
    .setInputFiles({ name: 'e2e-employees.csv', mimeType: 'text/csv', buffer: employeesCsv });
  await section.getByRole('button', { name: 'Проверить' }).click();

  const check = section.getByRole('region', { name: 'Результат проверки' });
  await expect(check.getByText('Это проверка: данные ещё не изменены.')).toBeVisible();
  await expect(check.getByText('Строк с данными: 2')).toBeVisible();
  const table = check.getByRole('table', { name: 'Что изменит загрузка' });
  await expect(table.getByRole('columnheader')).toHaveText(['Данные', 'Добавлено', 'Изменено', 'Без изменений']);
  await expect(table.getByRole('row', { name: /^Люди/ }).getByRole('cell')).toHaveText(['2', '0', '0']);
  // The new department and post at least; the work type is the demo's.
  await expect(
    table
      .getByRole('row', { name: /^Структура/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/^[2-9]$/);
  await expect(page.getByRole('article', { name: 'Сотрудники (e2e-employees.csv)' })).toHaveCount(0);
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Загрузить' }).click();
  await expect(section.getByText('Загружено: Сотрудники (e2e-employees.csv)')).toBeVisible({ timeout: 30_000 });
  await expect(
    section.getByRole('table', { name: 'Что изменит загрузка' }).getByRole('row', { name: /^Люди/ }).getByRole('cell'),
  ).toHaveText(['2', '0', '0']);
  const latest = page.getByRole('article').first();
  await expect(latest).toHaveAccessibleName('Сотрудники (e2e-employees.csv)');
  await expect(latest.getByText('Обновлено', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a file with a bad row shows its Russian row error and cannot be applied', async ({ page }) => {
  const section = await openUpload(page);
  await expect(section.getByRole('radio', { name: 'Студенты' })).toBeChecked();
  // «Проверить» without a file says what is missing.
  await section.getByRole('button', { name: 'Проверить' }).click();
  await expect(section.getByText('Выберите файл', { exact: true })).toBeVisible();
  await section
    .getByLabel('Файл CSV или XLSX')
    .setInputFiles({ name: 'bad-students.csv', mimeType: 'text/csv', buffer: studentsWithBadRow });
  await section.getByRole('button', { name: 'Проверить' }).click();

  const alert = section.getByRole('alert');
  await expect(alert).toContainText('Файл не может быть загружен');
  await expect(alert.getByRole('list', { name: 'Ошибки в файле' }).getByRole('listitem')).toHaveText([
    'Строка 2: не указана группа (group)',
  ]);
  await expect(section.getByRole('button', { name: 'Загрузить' })).toHaveCount(0);
  await expectAccessible(page);

  // A file that is neither CSV nor XLSX is refused by its content.
  await section.getByLabel('Файл CSV или XLSX').setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await section.getByRole('button', { name: 'Проверить' }).click();
  await expect(section.getByRole('alert')).toContainText('Файл не похож ни на CSV, ни на XLSX');
});

test('at 390 px the upload and its check fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const section = await openUpload(page);
  await section.getByRole('radio', { name: 'Сотрудники' }).check();
  await section
    .getByLabel('Файл CSV или XLSX')
    .setInputFiles({ name: 'e2e-employees.csv', mimeType: 'text/csv', buffer: employeesCsv });
  await section.getByRole('button', { name: 'Проверить' }).click();
  await expect(section.getByRole('table', { name: 'Что изменит загрузка' })).toBeVisible();
  await expectAccessible(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
