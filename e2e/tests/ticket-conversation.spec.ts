import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { png } from './files';
import { bellCount, demo, networkQuiet, signIn } from './helpers';

/** A signed-in page of its own browser context: the student and the admin side by side. */
async function signedIn(browser: Browser, login: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });

test(
  'a student’s ticket with an image reaches the desk highlighted; support ' +
    'answers in the chat; the student reads it live and gets the bell’s notification',
  async ({ browser }) => {
    test.slow();
    const student = await signedIn(browser, demo.student);
    const admin = await signedIn(browser, demo.admin);

    // The student writes to support with a screenshot.
    await nav(student).getByRole('link', { name: 'Служба поддержки' }).click();
    const form = student.getByRole('form', { name: 'Новое обращение' });
    await form.getByRole('combobox', { name: 'Раздел' }).click();
    await student.getByRole('option').first().click();
    const topic = `Разговор с поддержкой ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Тема' }).fill(topic);
    await form.getByRole('textbox', { name: 'Сообщение' }).fill('Не загружается расписание, скриншот прилагаю.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'расписание.png', mimeType: 'image/png', buffer: png() });
    await expect(form.getByRole('list', { name: 'Прикреплённые файлы' }).getByRole('progressbar')).toHaveCount(0);
    await form.getByRole('button', { name: 'Отправить обращение' }).click();
    await expect(student).toHaveURL(/\/support\/\d+$/);
    const id = Number(new URL(student.url()).pathname.split('/').pop());
    const dialog = student.getByRole('dialog', { name: `Обращение #${id}` });
    const studentLog = dialog.getByRole('log', { name: 'Переписка' });
    await expect(studentLog.getByRole('button', { name: 'Открыть изображение «расписание.png»' })).toBeVisible();
    await networkQuiet(student);
    const unreadBefore = await bellCount(student);

    // The desk: the new ticket is highlighted until it is opened.
    await nav(admin).getByRole('link', { name: 'Тех поддержка' }).click();
    const link = admin.getByRole('link', { name: `Обращение #${id}: ${topic}, Не прочитано` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(admin).toHaveTitle(`Обращение #${id}`);
    const adminLog = admin.getByRole('log', { name: 'Переписка' });
    await expect(adminLog.getByRole('button', { name: 'Открыть изображение «расписание.png»' })).toBeVisible();
    await networkQuiet(admin);
    await expectAccessible(admin, 'the desk’s ticket with the student’s image');

    // Support answers in the chat.
    await admin.getByRole('textbox', { name: 'Сообщение' }).fill('Расписание обновили, проверьте ещё раз.');
    await admin.getByRole('button', { name: 'Отправить', exact: true }).click();
    await expect(adminLog.getByText('Расписание обновили, проверьте ещё раз.')).toBeVisible();
    await expect(admin.getByText('Ожидает ответа пользователя').first()).toBeVisible();

    // Back in the list, the ticket is no longer highlighted.
    await admin.goBack();
    await expect(admin.getByRole('link', { name: `Обращение #${id}: ${topic}` })).toBeVisible();

    // The student, without reloading: the answer in the dialog and one more unread notification.
    await expect(studentLog.getByText('Расписание обновили, проверьте ещё раз.')).toBeVisible();
    await expect(dialog.getByText('Ожидает ответа пользователя')).toBeVisible();
    // The bell follows the same live event (not the minute’s poll).
    await expect.poll(() => bellCount(student), { timeout: 15_000 }).toBe(unreadBefore + 1);
    await networkQuiet(student);
    await expectAccessible(student, 'the answer arrived');
    await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
    await student
      .getByRole('button', { name: /^Уведомления/ })
      .first()
      .click();
    const inbox = student.getByRole('dialog', { name: 'Уведомления' });
    await expect(inbox.getByText(`Новый ответ в обращении #${id}`).first()).toBeVisible();
    await expectAccessible(student, 'the inbox with the answer’s notification');
  },
);
