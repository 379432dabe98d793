import ExcelJS from 'exceljs';
import type { Browser, Page } from '@playwright/test';
import { authEndpoints, type StudentAccount } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { bellCount, demo, networkQuiet, signIn } from './helpers';

/** A signed-in page of its own browser context: the manager and the student side by side. */
async function signedIn(browser: Browser, login: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, login);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const notificationsTable = (page: Page) => page.getByRole('table', { name: 'Уведомления' });
const rowOf = (page: Page, name: string) =>
  notificationsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const rowMenu = (page: Page, name: string) => page.getByRole('button', { name: `Действия с уведомлением «${name}»` });

/** The demo student's group, as the sign-in's answer names it. */
async function studentGroup(page: Page): Promise<string> {
  const { accounts } = (await apiAs(page.request, demo.student, authEndpoints.accounts, {})).user_info;
  const group = accounts.find((a): a is StudentAccount => a.key === 'student')?.data.group?.name;
  expect(group).toBeTruthy();
  return group!;
}

/** The audience screen: the students of one group, counted, ticked and saved. */
async function pickGroup(page: Page, group: string) {
  await page.getByRole('button', { name: 'Выбрать получателей' }).click();
  const audience = page.getByRole('dialog', { name: 'Получатели' });
  await expect(audience.getByRole('tab', { name: 'Студенты', selected: true })).toBeVisible();
  await audience.getByRole('combobox', { name: 'Группа' }).click();
  await audience.getByRole('combobox', { name: 'Группа' }).fill(group);
  await page
    .getByRole('listbox', { name: 'Группа' })
    .getByRole('option', { name: new RegExp(`^${group}`) })
    .click();
  await audience.getByRole('combobox', { name: 'Группа' }).press('Escape');
  await audience.getByRole('button', { name: 'Посчитать' }).click();
  await expect(audience.getByText(/^Найдено студентов: [1-9]\d*$/)).toBeVisible();
  const found = Number(/\d+/.exec((await audience.getByText(/^Найдено студентов:/).innerText())!)![0]);
  await networkQuiet(page);
  await expectAccessible(page, 'the audience screen with a group');
  // Save needs the tick.
  await audience.getByRole('button', { name: 'Сохранить' }).click();
  await expect(audience.getByText('Обязательное поле')).toBeVisible();
  await audience.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
  await audience.getByRole('button', { name: 'Сохранить' }).click();
  await expect(audience).toBeHidden();
  await expect(page.getByText(`Студенты, сейчас подходит: ${found}`)).toBeVisible();
  return found;
}

/** Writes a notification with bold text and a link to a group, and saves it; back at the list. */
async function writeNotification(page: Page, name: string, group: string) {
  await page.getByRole('link', { name: 'Новое уведомление' }).click();
  await expect(page).toHaveURL(/\/notify\/new$/);
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  const text = page.getByRole('textbox', { name: 'Текст уведомления' });
  await text.click();
  await page.getByRole('button', { name: 'Жирный' }).click();
  await text.pressSequentially('Важно');
  await page.getByRole('button', { name: 'Жирный' }).click();
  await text.pressSequentially(': расписание на ');
  await text.pressSequentially('сайте');
  for (let i = 0; i < 'сайте'.length; i++) await text.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Ссылка' }).click();
  await page.getByRole('textbox', { name: 'Адрес ссылки' }).fill('https://example.org/raspisanie');
  await page.getByRole('textbox', { name: 'Адрес ссылки' }).press('Enter');
  await expect(text.locator('strong', { hasText: 'Важно' })).toBeVisible();
  await expect(text.locator('a[href="https://example.org/raspisanie"]', { hasText: 'сайте' })).toBeVisible();
  const found = await pickGroup(page, group);
  await networkQuiet(page);
  await expectAccessible(page, 'the notification editor, filled');
  // Save needs the tick here too.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/notify$/);
  await expect(rowOf(page, name)).toContainText('Черновик');
  await expect(rowOf(page, name)).toContainText('—');
  return found;
}

async function send(page: Page, name: string) {
  await rowMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Отправить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Отправка уведомления' });
  await expect(confirm.getByText('Вы действительно хотите отправить уведомление?')).toBeVisible();
  await expectAccessible(page, 'the send confirmation');
  await confirm.getByRole('button', { name: 'Отправить' }).click();
  await expect(confirm).toBeHidden();
}

test(
  'a manager writes a notification with bold text and a link to one group and sends it; a student of the ' +
    'group sees the bell rise live and reads it; a report is made and downloaded; a copy is a draft; hiding ' +
    'takes it out of the inbox',
  async ({ browser }) => {
    test.slow();
    const manager = await signedIn(browser, demo.manager);
    const student = await signedIn(browser, demo.student);
    const group = await studentGroup(student);
    const name = `Собрание группы ${Date.now()}`;

    await nav(manager).getByRole('link', { name: 'Уведомления' }).click();
    await expect(manager).toHaveTitle('Уведомления');
    await expect(notificationsTable(manager)).toBeVisible();
    await networkQuiet(manager);
    await expectAccessible(manager, 'the notifications list');
    const found = await writeNotification(manager, name, group);

    await networkQuiet(student);
    const before = await bellCount(student);
    await send(manager, name);
    await expect(rowOf(manager, name)).toContainText(`0 / ${found} (0%)`);
    await expect(rowOf(manager, name)).toContainText('Отправлено');

    // The student's bell rises without a reload (the live event, not the minute's poll).
    await expect.poll(() => bellCount(student), { timeout: 10_000 }).toBe(before + 1);
    await student
      .getByRole('button', { name: /^Уведомления/ })
      .first()
      .click();
    const inbox = student.getByRole('dialog', { name: 'Уведомления' });
    await inbox
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    const detail = student.getByRole('dialog', { name });
    await expect(detail.locator('strong', { hasText: 'Важно' })).toBeVisible();
    await expect(detail.getByRole('link', { name: 'сайте' })).toHaveAttribute('href', 'https://example.org/raspisanie');
    await networkQuiet(student);
    await expectAccessible(student, 'the notification read by the student');
    await student.keyboard.press('Escape');
    await expect.poll(() => bellCount(student), { timeout: 10_000 }).toBe(before);

    // The manager sees it read: 1 of the group.
    await manager.reload();
    await expect(rowOf(manager, name)).toContainText(`1 / ${found} (${Math.round(100 / found)}%)`);

    // The report: made by a job, then downloaded and opened.
    await rowOf(manager, name).getByRole('link', { name }).click();
    await expect(manager.getByText('Уведомление уже отправлено: изменить его нельзя.')).toBeVisible();
    await expect(manager.getByRole('textbox', { name: 'Название' })).toHaveAttribute('readonly', '');
    await manager.getByRole('tab', { name: 'Отчет' }).click();
    await expect(manager.getByText('Отчетов нет')).toBeVisible();
    await networkQuiet(manager);
    await expectAccessible(manager, 'the report tab, empty');
    await manager.getByRole('button', { name: 'Создать отчет' }).click();
    const download = manager.getByRole('button', { name: /^Скачать отчет от / });
    await expect(download).toBeVisible({ timeout: 15_000 });
    await manager.getByRole('button', { name: 'Обновить' }).click();
    await expect(manager.getByText('Список обновлён')).toBeVisible();
    await expect(manager.getByText('Список обновлён')).toBeHidden({ timeout: 6_000 });
    await expectAccessible(manager, 'the report tab with a report');
    const [file] = await Promise.all([manager.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'ФИО',
      'E-mail',
      'Группа / подразделение',
      'Прочитано',
      'Когда прочитано',
    ]);
    expect(sheet.actualRowCount).toBe(found + 1);
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows.every((r) => r[2] === group)).toBe(true);
    const read = rows.filter((r) => r[3] === 'Да');
    expect(read).toHaveLength(1);
    expect(read[0]![1]).toBe(demo.student);

    // A copy is a draft named «Копия …».
    await manager.getByRole('link', { name: 'К списку уведомлений' }).click();
    await rowMenu(manager, name).click();
    await manager.getByRole('menuitem', { name: 'Создать копию уведомления' }).click();
    await expect(rowOf(manager, `Копия ${name}`)).toContainText('Черновик');

    // Hidden: gone from the student's inbox.
    await rowMenu(manager, name).click();
    await manager.getByRole('menuitem', { name: 'Скрыть' }).click();
    await expect(rowOf(manager, name)).toContainText('Скрыто');
    await student.reload();
    await student
      .getByRole('button', { name: /^Уведомления/ })
      .first()
      .click();
    const inboxAgain = student.getByRole('dialog', { name: 'Уведомления' });
    await expect(inboxAgain.getByRole('tab').first()).toBeVisible();
    await networkQuiet(student);
    for (const tab of await inboxAgain.getByRole('tab').all()) {
      await tab.click();
      await networkQuiet(student);
      await expect(inboxAgain.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
    }
  },
);

test('an audience of nobody is refused when sending, with the spec’s message', async ({ browser }) => {
  const manager = await signedIn(browser, demo.manager);
  await nav(manager).getByRole('link', { name: 'Уведомления' }).click();
  const name = `Никому ${Date.now()}`;
  await manager.getByRole('link', { name: 'Новое уведомление' }).click();
  await manager.getByRole('textbox', { name: 'Название' }).fill(name);
  await manager.getByRole('textbox', { name: 'Текст уведомления' }).click();
  await manager.getByRole('textbox', { name: 'Текст уведомления' }).pressSequentially('Проверка');
  await manager.getByRole('button', { name: 'Выбрать получателей' }).click();
  const audience = manager.getByRole('dialog', { name: 'Получатели' });
  await audience.getByRole('tab', { name: 'Сотрудники' }).click();
  // Another category resets the chosen subdivisions.
  const category = audience.getByRole('radiogroup', { name: 'Категория' });
  await category.getByText('Сотрудники', { exact: true }).click();
  await audience.getByRole('combobox', { name: 'Подразделения' }).click();
  await manager.getByRole('listbox', { name: 'Подразделения' }).getByRole('option').first().click();
  await audience.getByRole('combobox', { name: 'Подразделения' }).press('Escape');
  await expect(audience.getByRole('combobox', { name: 'Подразделения' })).not.toHaveAttribute('placeholder', 'Все');
  await category.getByText('Все', { exact: true }).click();
  await expect(audience.getByRole('combobox', { name: 'Подразделения' })).toHaveAttribute('placeholder', 'Все');
  // A name nobody has; then the admin, who is no teacher, among the teachers: nobody.
  await audience.getByRole('combobox', { name: 'ФИО' }).fill('Щщщщ');
  await expect(manager.getByText('Не найдено')).toBeVisible();
  await audience.getByRole('combobox', { name: 'ФИО' }).fill('Смирнова');
  await manager
    .getByRole('option', { name: /^Смирнова Елена Викторовна/ })
    .first()
    .click();
  await audience.getByRole('combobox', { name: 'ФИО' }).press('Escape');
  await category.getByText('Преподаватели', { exact: true }).click();
  await audience.getByRole('button', { name: 'Посчитать' }).click();
  await expect(audience.getByText('Найдено: 0', { exact: true })).toBeVisible();
  await networkQuiet(manager);
  await expectAccessible(manager, 'the audience screen, employees');
  await audience.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
  await audience.getByRole('button', { name: 'Сохранить' }).click();
  await expect(audience).toBeHidden();
  await expect(manager.getByText('Сотрудники, сейчас подходит: 0')).toBeVisible();
  await manager.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
  await manager.getByRole('button', { name: 'Сохранить' }).click();
  await expect(manager).toHaveURL(/\/notify$/);
  await send(manager, name);
  await expect(
    manager.getByText('Невозможно отправить уведомление, так как количество пользователей 0.'),
  ).toBeVisible();
  await expect(rowOf(manager, name)).toContainText('Черновик');
});

test(
  'managers: one added by surname with the e-mail shown, ' + 'a duplicate refused, then removed; the tab at 390 px',
  async ({ browser }) => {
    const admin = await signedIn(browser, demo.admin, { width: 390, height: 844 });
    await admin.goto('/notify?tab=managers');
    const list = admin.getByRole('list', { name: 'Менеджеры уведомлений' });
    await expect(list.getByText(demo.manager)).toBeVisible();
    await networkQuiet(admin);
    await expectAccessible(admin, 'the managers tab at 390 px');

    await admin.getByRole('button', { name: 'Добавить менеджера' }).click();
    const form = admin.getByRole('dialog', { name: 'Добавить менеджера' });
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Обязательное поле')).toBeVisible();
    // The demo employee Кузнецов Андрей Павлович is no manager.
    await form.getByRole('combobox', { name: 'Сотрудник' }).fill('Кузнецов');
    await admin.getByRole('option', { name: 'Кузнецов Андрей Павлович', exact: true }).click();
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(demo.employee);
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
    await networkQuiet(admin);
    await expectAccessible(admin, 'the add-manager form');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form).toBeHidden();
    await expect(list.getByText(demo.employee)).toBeVisible();

    // The same one again: refused at the field.
    await admin.getByRole('button', { name: 'Добавить менеджера' }).click();
    await form.getByRole('combobox', { name: 'Сотрудник' }).fill('Кузнецов');
    await admin.getByRole('option', { name: 'Кузнецов Андрей Павлович', exact: true }).click();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Такой сотрудник уже является менеджером')).toBeVisible();
    await form.getByRole('button', { name: 'Отмена' }).first().click();

    await admin.getByRole('button', { name: 'Удалить менеджера Кузнецов Андрей Павлович' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Удаление менеджера' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(list.getByText(demo.employee)).toHaveCount(0);

    // The notifications tab at 390 px: cards.
    await admin.getByRole('tab', { name: 'Уведомления' }).click();
    await expect(admin.getByRole('list', { name: 'Уведомления' })).toBeVisible();
    await networkQuiet(admin);
    await expectAccessible(admin, 'the notifications at 390 px');
  },
);
