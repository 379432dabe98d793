import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { bellCount, demo, networkQuiet, signIn } from './helpers';

async function signedIn(browser: Browser, login: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, login);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });

test(
  'a student asks a department a question; its manager answers in the chat, ' +
    'the student reads the answer live and in the inbox; the manager closes it',
  async ({ browser }) => {
    test.slow();
    const student = await signedIn(browser, demo.student);
    const manager = await signedIn(browser, demo.manager);

    await nav(student).getByRole('link', { name: 'Вопросы' }).click();
    await expect(student).toHaveTitle('Вопросы');
    const form = student.getByRole('form', { name: 'Задать вопрос' });
    await form.getByRole('button', { name: 'Отправить вопрос' }).click();
    for (const text of ['Выберите отдел', 'Выберите тему', 'Напишите ваш вопрос'])
      await expect(form.getByText(text).first()).toBeVisible();
    await networkQuiet(student);
    await expectAccessible(student, 'the student’s questions with the form’s errors');

    await form.getByRole('combobox', { name: 'Отдел' }).click();
    await student.getByRole('option', { name: 'Учебно-методическое управление' }).click();
    await form.getByRole('combobox', { name: 'Тема' }).click();
    await student.getByRole('option', { name: 'Справка об обучении' }).click();
    const question = `Где получить справку об обучении для военкомата? ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Вопрос' }).fill(question);
    await form.getByRole('button', { name: 'Отправить вопрос' }).click();
    await expect(student).toHaveURL(/\/questions\/\d+$/);
    const id = Number(new URL(student.url()).pathname.split('/').pop());
    const dialog = student.getByRole('dialog', { name: `Вопрос №${id}` });
    const studentLog = dialog.getByRole('log', { name: 'Переписка' });
    await expect(studentLog.getByText(question)).toBeVisible();
    await expect(dialog.getByText('Отправлен')).toBeVisible();
    await networkQuiet(student);
    await expectAccessible(student, 'the question’s chat');
    const unreadBefore = await bellCount(student);

    // The manager, responsible for the topic: «Обращения студентов», the new question highlighted.
    await nav(manager).getByRole('link', { name: 'Обращения студентов' }).click();
    await expect(manager).toHaveTitle('Обращения студентов');
    const link = manager.getByRole('link', {
      name: `Вопрос №${id}: Справка об обучении, Есть непрочитанные сообщения`,
    });
    await expect(link).toBeVisible();
    await link.click();
    await expect(manager).toHaveTitle(`Вопрос №${id}`);
    await expect(manager.getByText('Группа')).toBeVisible();
    await networkQuiet(manager);
    await expectAccessible(manager, 'a student’s question at its manager');
    await manager.getByRole('textbox', { name: 'Сообщение' }).fill('В деканате, кабинет 214, с паспортом.');
    await manager.getByRole('button', { name: 'Отправить', exact: true }).click();

    // The student: the answer in the open chat and a new notification, without a reload.
    await expect(studentLog.getByText('В деканате, кабинет 214, с паспортом.')).toBeVisible();
    await expect.poll(() => bellCount(student), { timeout: 15_000 }).toBe(unreadBefore + 1);

    await manager.getByRole('button', { name: 'Закрыть вопрос' }).click();
    await manager
      .getByRole('dialog', { name: 'Закрыть вопрос' })
      .getByRole('button', { name: 'Закрыть вопрос' })
      .click();
    await expect(dialog.getByText('Закрыт', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Сообщение' })).toBeHidden();
    await dialog.getByRole('button', { name: 'К списку вопросов' }).click();
    await student
      .getByRole('button', { name: /^Уведомления/ })
      .first()
      .click();
    await expect(
      student.getByRole('dialog', { name: 'Уведомления' }).getByText(`Получен ответ на вопрос №${id}`).first(),
    ).toBeVisible();
  },
);

test(
  'student inquiries control: every question with the filter ' +
    'and statistics, and the departments with their topics',
  async ({ page }) => {
    await signIn(page, demo.manager);
    await nav(page).getByRole('link', { name: 'Контроль обращений студентов' }).click();
    await expect(page.getByRole('tab', { name: 'Вопросы' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Вопросы' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Статистика' })).toContainText('Медиана до закрытия');
    await networkQuiet(page);
    await expectAccessible(page, 'student inquiries control');
    await page.getByRole('tab', { name: 'Отделы и темы' }).click();
    await expect(page.getByRole('heading', { name: 'Учебно-методическое управление' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Темы: Учебно-методическое управление' })).toContainText(
      'Справка об обучении',
    );
    await networkQuiet(page);
    await expectAccessible(page, 'the departments and topics of questions');
  },
);

test('on a phone a student’s questions, the form and a chat are separate views', async ({ browser }) => {
  const page = await signedIn(browser, demo.student, { width: 390, height: 844 });
  await page.goto('/questions');
  await expect(page.getByRole('list', { name: 'Мои вопросы' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Задать вопрос' })).toBeHidden();
  await networkQuiet(page);
  await expectAccessible(page, 'the phone’s list of questions');
  await page.getByRole('link', { name: 'Задать вопрос' }).click();
  await expect(page.getByRole('form', { name: 'Задать вопрос' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Мои вопросы' })).toBeHidden();
  await expectAccessible(page, 'the phone’s question form');
  await page.getByRole('link', { name: 'К списку вопросов' }).click();
  await page.getByRole('list', { name: 'Мои вопросы' }).getByRole('link').first().click();
  const dialog = page.getByRole('dialog', { name: /^Вопрос №\d+$/ });
  await expect(dialog.getByRole('log', { name: 'Переписка' })).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'the phone’s question chat');
});
