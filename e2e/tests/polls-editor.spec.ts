import ExcelJS from 'exceljs';
import type { Browser, Page } from '@playwright/test';
import { authEndpoints, type StudentAccount } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { bellCount, demo, networkQuiet, signIn } from './helpers';

async function signedIn(browser: Browser, login: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const question = (page: Page, n: number) => page.getByRole('listitem', { name: `Вопрос ${n}`, exact: true });

/** The demo student's group, as the sign-in's answer names it. */
async function studentGroup(page: Page): Promise<string> {
  const { accounts } = (await apiAs(page.request, demo.student, authEndpoints.accounts, {})).user_info;
  return accounts.find((a): a is StudentAccount => a.key === 'student')!.data.group!.name;
}

test(
  'a manager builds a poll of all three kinds, reorders and deletes a question, aims it at a group and ' +
    'publishes it; a student of the group takes it from the inbox; the manager sees it counted, cannot edit ' +
    'it and ends it',
  async ({ browser }) => {
    test.slow();
    const manager = await signedIn(browser, demo.manager);
    const student = await signedIn(browser, demo.student);
    const group = await studentGroup(student);
    const name = `Опрос группы ${Date.now()}`;

    await nav(manager).getByRole('link', { name: 'Управление опросами' }).click();
    await expect(manager.getByRole('table', { name: 'Опросы' })).toBeVisible();
    await networkQuiet(manager);
    await expectAccessible(manager, 'the poll list');
    await manager.getByRole('link', { name: 'Создать опрос' }).click();
    await expect(manager).toHaveTitle('Новый опрос');
    await manager.getByRole('textbox', { name: 'Название' }).fill(name);
    await manager.getByRole('textbox', { name: 'Описание' }).fill('Три коротких вопроса');

    // Question 1: one variant, two variants added with Enter (an empty one is not).
    await question(manager, 1).getByRole('textbox', { name: 'Текст вопроса' }).fill('Удобно ли расписание?');
    const variant1 = question(manager, 1).getByRole('textbox', { name: 'Вариант ответа' });
    await variant1.fill('Да');
    await variant1.press('Enter');
    await variant1.press('Enter');
    await variant1.fill('Нет');
    await variant1.press('Enter');
    await expect(question(manager, 1).getByRole('list', { name: 'Варианты ответа' }).getByRole('listitem')).toHaveCount(
      2,
    );

    // Question 2: a throwaway, deleted again.
    await manager.getByRole('button', { name: 'Добавить вопрос' }).click();
    await question(manager, 2).getByRole('textbox', { name: 'Текст вопроса' }).fill('Лишний вопрос');
    // Question 3: many variants with the person's own.
    await manager.getByRole('button', { name: 'Добавить вопрос' }).click();
    await question(manager, 3).getByRole('combobox', { name: 'Тип ответа' }).click();
    await manager.getByRole('option', { name: 'Несколько вариантов' }).click();
    await question(manager, 3).getByRole('textbox', { name: 'Текст вопроса' }).fill('Каких занятий не хватает?');
    for (const v of ['Практики', 'Консультаций']) {
      await question(manager, 3).getByRole('textbox', { name: 'Вариант ответа' }).fill(v);
      await question(manager, 3).getByRole('textbox', { name: 'Вариант ответа' }).press('Enter');
    }
    await question(manager, 3).getByRole('checkbox', { name: 'Можно ответить своим вариантом' }).check();
    await question(manager, 3).getByRole('checkbox', { name: 'Обязательный вопрос' }).uncheck();
    // Question 4: free text, not required.
    await manager.getByRole('button', { name: 'Добавить вопрос' }).click();
    await question(manager, 4).getByRole('combobox', { name: 'Тип ответа' }).click();
    await manager.getByRole('option', { name: 'Свободный ответ' }).click();
    await question(manager, 4).getByRole('textbox', { name: 'Текст вопроса' }).fill('Ваши пожелания');
    await question(manager, 4).getByRole('checkbox', { name: 'Обязательный вопрос' }).uncheck();

    // Reorder: the text question up one; delete the throwaway.
    await manager.getByRole('button', { name: 'Поднять вопрос 4' }).click();
    await expect(question(manager, 3).getByRole('textbox', { name: 'Текст вопроса' })).toHaveValue('Ваши пожелания');
    await manager.getByRole('button', { name: 'Удалить вопрос 2' }).click();
    await expect(
      manager
        .getByRole('list', { name: 'Вопросы' })
        .getByRole('listitem')
        .filter({ has: manager.getByRole('textbox', { name: 'Текст вопроса' }) }),
    ).toHaveCount(3);
    await expect(question(manager, 2).getByRole('textbox', { name: 'Текст вопроса' })).toHaveValue('Ваши пожелания');

    // The audience: the student's group.
    await manager.getByRole('button', { name: 'Выбрать получателей' }).click();
    const audience = manager.getByRole('dialog', { name: 'Получатели' });
    await audience.getByRole('combobox', { name: 'Группа' }).fill(group);
    await manager
      .getByRole('listbox', { name: 'Группа' })
      .getByRole('option', { name: new RegExp(`^${group}`) })
      .click();
    await audience.getByRole('combobox', { name: 'Группа' }).press('Escape');
    await audience.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
    await audience.getByRole('button', { name: 'Сохранить' }).click();
    await expect(audience).toBeHidden();
    await networkQuiet(manager);
    await expectAccessible(manager, 'the poll editor, filled');

    await networkQuiet(student);
    const before = await bellCount(student);
    await manager.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
    await manager.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(manager).toHaveURL(/\/polls$/);
    const row = manager.getByRole('row').filter({ has: manager.getByRole('link', { name, exact: true }) });
    await expect(row).toContainText('Открыт');
    const total = Number(/из (\d+)/.exec(await row.innerText())![1]);

    // Its results before anyone answered.
    await row.getByRole('link', { name }).click();
    await manager.getByRole('link', { name: 'Результаты' }).click();
    await expect(manager).toHaveTitle('Результаты опроса');
    await expect(manager.getByText(`Прошли опрос: 0 из ${total} (0%)`)).toBeVisible();
    await expect(manager.getByText('Ответов пока нет')).toBeVisible();
    const resultsUrl = manager.url();

    // The student: «Новый опрос: …» in the inbox, live; its link opens the poll.
    await expect.poll(() => bellCount(student), { timeout: 10_000 }).toBe(before + 1);
    await student
      .getByRole('button', { name: /^Уведомления/ })
      .first()
      .click();
    const inbox = student.getByRole('dialog', { name: 'Уведомления' });
    await inbox
      .getByRole('button', { name: new RegExp(`Новый опрос: ${name}`) })
      .first()
      .click();
    await student
      .getByRole('dialog', { name: `Новый опрос: ${name}` })
      .getByRole('link', { name: 'Пройти опрос' })
      .click();
    await expect(student.getByRole('heading', { name, exact: true })).toBeVisible();
    await student.getByRole('button', { name: 'Перейти к опросу' }).click();
    await student.getByRole('radio', { name: 'Да' }).check();
    await student.getByRole('button', { name: 'Ответить' }).click();
    await expect(student.getByText('Вопрос 2 из 3', { exact: true })).toBeVisible();
    await student.getByRole('button', { name: 'Пропустить' }).click();
    await student.getByRole('checkbox', { name: 'Практики' }).check();
    await student.getByRole('button', { name: 'Ответить' }).click();
    await expect(student.getByText('Спасибо за участие в голосовании')).toBeVisible();

    // The manager: the results moved (the chart's bar and its table), the poll counted in the list.
    await manager.reload();
    await expect(manager.getByText(new RegExp(`^Прошли опрос: 1 из ${total} `))).toBeVisible();
    const first = manager.getByRole('region', { name: 'Вопрос 1' });
    await expect(
      first.getByRole('table', { name: 'Удобно ли расписание?' }).getByRole('row', { name: 'Да 1' }),
    ).toBeVisible();
    await expect(
      first.getByRole('table', { name: 'Удобно ли расписание?' }).getByRole('row', { name: 'Нет 0' }),
    ).toBeVisible();
    await expect(first.locator('.recharts-bar-rectangle path')).toHaveCount(1);
    await expect(manager.getByRole('region', { name: 'Вопрос 2' })).toContainText('Ответили на вопрос: 0');
    await networkQuiet(manager);
    await expectAccessible(manager, 'the poll’s results');
    expect(resultsUrl).toContain('/results');

    // The open poll's editor is disabled; ended, the student is told.
    await manager.goto('/polls');
    await expect(row).toContainText(`1 из ${total}`);
    await row.getByRole('link', { name }).click();
    await expect(manager).toHaveTitle('Редактирование опроса');
    await expect(manager.getByText('Опубликованный опрос или опрос с результатами редактировать нельзя')).toBeVisible();
    await expect(manager.getByRole('textbox', { name: 'Название' })).toBeDisabled();
    await expect(manager.getByRole('button', { name: 'Добавить вопрос' })).toHaveCount(0);
    await networkQuiet(manager);
    await expectAccessible(manager, 'an open poll in the editor');

    // The report of the answers: made by a job, downloaded and read.
    await manager.getByRole('link', { name: 'Отчеты' }).click();
    await expect(manager).toHaveTitle('Отчеты опроса');
    await expect(manager.getByText('Отчетов нет')).toBeVisible();
    await manager.getByRole('button', { name: 'Создать отчет' }).click();
    const download = manager.getByRole('button', { name: /^Скачать отчет от / });
    await expect(download).toBeVisible({ timeout: 15_000 });
    await networkQuiet(manager);
    await expectAccessible(manager, 'the poll’s reports');
    const [file] = await Promise.all([manager.waitForEvent('download'), download.click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(name);
    expect((sheet.getRow(4).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'ФИО',
      'E-mail',
      'Группа / подразделение',
      'Дата ответа',
      'Удобно ли расписание?',
      'Ваши пожелания',
      'Каких занятий не хватает?',
    ]);
    const answers = (sheet.getRow(5).values as ExcelJS.CellValue[]).slice(1);
    expect(answers[1]).toBe(demo.student);
    expect(answers[2]).toBe(group);
    expect([answers[4], answers[5] || '', answers[6]]).toEqual(['Да', '', 'Практики']);
    await manager.getByRole('link', { name: 'К опросу' }).click();
    await expect(manager).toHaveTitle('Редактирование опроса');
    await manager.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
    await manager.getByRole('button', { name: 'Завершить' }).click();
    await expect(manager).toHaveURL(/\/polls$/);
    await expect(row).toContainText('Завершен');
    await student.reload();
    await expect(student.getByText('Опрос уже завершен')).toBeVisible();
  },
);
