import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ticketEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { png } from './files';
import { demo, networkQuiet, signIn } from './helpers';

const NOT_SENT = 'Ваше сообщение не отправилось. Проверьте соединение с интернетом!';
const TOO_LARGE = 'Слишком большой файл, размер файла не должен превышать 10МБ';

const supportLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Служба поддержки' });
const ticketDialog = (page: Page, id: number) => page.getByRole('dialog', { name: `Обращение #${id}` });
const chatLog = (dialog: Locator) => dialog.getByRole('log', { name: 'Переписка' });

/** Types into the chat box and sends. */
async function sendInChat(dialog: Locator, text: string) {
  await dialog.getByRole('textbox', { name: 'Сообщение' }).fill(text);
  await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
}

test(
  'a student opens a ticket with an image, reads support’s ' +
    'answer live, retries a lost send, sees it closed and rates it',
  async ({ page, request }, testInfo) => {
    await signIn(page, demo.student);
    await supportLink(page).click();
    await expect(page).toHaveURL('/support');
    await expect(page).toHaveTitle('Служба поддержки');
    await expect(page.getByRole('heading', { level: 1, name: 'Служба поддержки' })).toBeVisible();
    // The sidebar shows the record-book number now that support is allowed.
    await expect(page.getByText(/^Зачётная книжка: \S+/)).toBeVisible();

    // The demo student's tickets: the open one support answered and the closed one.
    const list = page.getByRole('list', { name: 'Мои обращения' });
    await expect(list.getByRole('link', { name: /Нет расписания группы/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /Ошибка в зачётной книжке/ })).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'support screen');

    // A new ticket: section, topic, message, an image uploaded with its progress.
    const form = page.getByRole('form', { name: 'Новое обращение' });
    await form.getByRole('button', { name: 'Отправить обращение' }).click();
    await expect(form.getByText('Выберите раздел', { exact: true }).last()).toBeVisible();
    await expect(form.getByText('Укажите тему обращения')).toBeVisible();
    await form.getByRole('combobox', { name: 'Раздел' }).click();
    const option = page.getByRole('option').first();
    const subject = (await option.innerText()).trim();
    await option.click();
    await form.getByRole('textbox', { name: 'Тема' }).fill('Не видно оценок за сессию');
    await form.getByRole('textbox', { name: 'Сообщение' }).fill('Здравствуйте! В зачётке пусто.\nСкриншот прилагаю.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'скриншот.png', mimeType: 'image/png', buffer: png() });
    const attached = form.getByRole('list', { name: 'Прикреплённые файлы' });
    await expect(attached.getByText('скриншот.png')).toBeVisible();
    await expect(attached.getByRole('progressbar')).toHaveCount(0);
    // A file of another type is refused here, before any upload.
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'заявление.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect(form.getByRole('alert')).toContainText('можно прикрепить только изображения PNG или JPEG');
    await expect(attached.getByRole('listitem')).toHaveCount(1);
    await form.getByRole('button', { name: 'Отправить обращение' }).click();

    await expect(page).toHaveURL(/\/support\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const dialog = ticketDialog(page, id);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Не видно оценок за сессию')).toBeVisible();
    await expect(dialog.getByText(`Раздел: ${subject}`)).toBeVisible();
    await expect(dialog.getByText('Ожидает ответа поддержки')).toBeVisible();
    const log = chatLog(dialog);
    await expect(log.getByText('Скриншот прилагаю.')).toBeVisible();
    await expect(log.getByRole('heading', { level: 3 })).toHaveText(
      /^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)$/,
    );
    // The user's message carries the author's initials.
    await expect(log.getByText('ВН', { exact: true })).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'the new ticket’s dialog');

    // The image opens in the gallery; Escape closes the gallery, not the dialog.
    await log.getByRole('button', { name: 'Открыть изображение «скриншот.png»' }).click();
    const gallery = page.getByRole('dialog', { name: 'Просмотр изображений' });
    await expect(gallery.getByRole('img', { name: 'скриншот.png' })).toBeVisible();
    await expect
      .poll(() =>
        gallery
          .getByRole('img', { name: 'скриншот.png' })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(48);
    await expectAccessible(page, 'gallery');
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
    await expect(dialog).toBeVisible();

    // It is in the list behind the dialog.
    await expect(list.getByRole('link', { name: `Обращение #${id}: Не видно оценок за сессию` })).toBeAttached();

    // Support answers (through the API): the answer appears without a reload.
    await apiAs(request, demo.admin, ticketEndpoints.message, {
      params: { id },
      body: { message: '<p>Оценки появятся после закрытия ведомости.</p>' },
    });
    await expect(log.getByText('Оценки появятся после закрытия ведомости.')).toBeVisible();
    await expect(dialog.getByText('Ожидает ответа пользователя')).toBeVisible();
    // Support's message is on the right of the user's.
    const userBox = await log.getByText('Скриншот прилагаю.').boundingBox();
    const adminBox = await log.getByText('Оценки появятся после закрытия ведомости.').boundingBox();
    expect(adminBox!.x).toBeGreaterThan(userBox!.x);

    // Empty text is not sent.
    await sendInChat(dialog, '   ');
    await expect(dialog.getByText('Введите текст сообщения')).toBeVisible();

    // The network cut: the message stays with the notice, retry and delete; retry delivers it once.
    const ticket = () => apiAs(request, demo.student, ticketEndpoints.get, { params: { id } });
    const before = (await ticket()).messages.length;
    await page.route(`**/api/tickets/${id}/message`, (route) => route.abort('internetdisconnected'));
    await sendInChat(dialog, 'Спасибо, подожду ведомость.');
    const failed = log.getByRole('listitem').filter({ hasText: NOT_SENT });
    await expect(failed).toBeVisible();
    await expect(failed.getByText('Спасибо, подожду ведомость.')).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Удалить сообщение' })).toBeVisible();
    await expectAccessible(page, 'a failed send');
    await page.unroute(`**/api/tickets/${id}/message`);
    await failed.getByRole('button', { name: 'Повторить отправку' }).click();
    await expect(log.getByText(NOT_SENT)).toHaveCount(0);
    await expect(log.getByText('Спасибо, подожду ведомость.')).toHaveCount(1);
    await networkQuiet(page);
    const after = await ticket();
    expect(after.messages.length).toBe(before + 1);
    expect(after.messages.filter((m) => m.message.includes('Спасибо, подожду ведомость.'))).toHaveLength(1);

    // A file over 10 MB: the alert, nothing uploaded. Given as a file on disk, as a person picks it
    // (as a buffer, Playwright sends its 11 MB through the protocol: 20 s).
    const huge = testInfo.outputPath('огромный.png');
    writeFileSync(huge, Buffer.alloc(11 * 1024 * 1024, 1));
    await dialog.locator('input[type="file"]').setInputFiles(huge);
    await expect(dialog.getByRole('alert')).toContainText(TOO_LARGE);
    await expect(dialog.getByRole('list', { name: 'Прикреплённые файлы' })).toHaveCount(0);
    await expectAccessible(page, 'the too-large alert');

    // Support closes it: «Обращение закрыто», no text box; then the review, once, shown.
    await apiAs(request, demo.admin, ticketEndpoints.update, { params: { id }, body: { status_id: 3 } });
    await expect(dialog.getByText('Обращение закрыто')).toBeVisible();
    await expect(dialog.getByText('Закрыт', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Сообщение' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Отправить', exact: true })).toHaveCount(0);
    const review = dialog.getByRole('form', { name: 'Оцените ответ' });
    await expect(review).toBeVisible();
    await expectAccessible(page, 'closed, the review form');
    await review.getByRole('button', { name: 'Оценить' }).click();
    await expect(review.getByRole('alert')).toHaveText('Поставьте оценку от 1 до 5');
    // The stars are radio buttons: chosen from the keyboard, as a screen-reader user would.
    await review.getByLabel('Оценка: 4 из 5').focus();
    await page.keyboard.press('Space');
    await expect(review.getByLabel('Оценка: 4 из 5')).toBeChecked();
    await review.getByRole('textbox', { name: 'Комментарий' }).fill('Понятно объяснили');
    await review.getByRole('button', { name: 'Оценить' }).click();
    const shown = dialog.getByRole('region', { name: 'Ваша оценка' });
    await expect(shown.getByText('Оценка: 4 из 5')).toBeVisible();
    await expect(shown.getByText('Понятно объяснили')).toBeVisible();
    expect((await ticket()).review?.rating).toBe(4);
    await expectAccessible(page, 'the review shown');

    // Escape closes the dialog; the list shows the ticket closed.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/support');
    await expect(
      list
        .getByRole('listitem')
        .filter({ hasText: `#${id}` })
        .getByText('Закрыто'),
    ).toBeVisible();
    await expectAccessible(page, 'back at the list');
  },
);

test(
  'at 390 px: the dialog takes the screen, the demo answer and ' +
    'review show, a lost send is retried, focus returns to the link',
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.student);
    await page.getByRole('button', { name: 'Меню' }).click();
    await supportLink(page).click();
    await expect(page).toHaveURL('/support');
    const list = page.getByRole('list', { name: 'Мои обращения' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'support at 390 px');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    // The demo's open ticket: support's answer on the right, full screen.
    const open = list.getByRole('link', { name: /Нет расписания группы/ });
    await open.click();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const dialog = ticketDialog(page, id);
    await expect(dialog).toBeVisible();
    const log = chatLog(dialog);
    await expect(log.getByRole('listitem')).toHaveCount(2);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(389);
    await networkQuiet(page);
    await expectAccessible(page, 'dialog at 390 px');

    await page.route(`**/api/tickets/${id}/message`, (route) => route.abort('internetdisconnected'));
    await sendInChat(dialog, 'Расписание так и не появилось.');
    await expect(log.getByText(NOT_SENT)).toBeVisible();
    await expectAccessible(page, 'a failed send at 390 px');
    await page.unroute(`**/api/tickets/${id}/message`);
    await log.getByRole('button', { name: 'Повторить отправку' }).click();
    await expect(log.getByText(NOT_SENT)).toHaveCount(0);
    await expect(log.getByText('Расписание так и не появилось.')).toHaveCount(1);
    await expect(log.getByRole('listitem')).toHaveCount(3);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // The demo's closed ticket: «Обращение закрыто», no box, the review given.
    await list.getByRole('link', { name: /Ошибка в зачётной книжке/ }).click();
    const closedId = Number(new URL(page.url()).pathname.split('/').pop());
    const closed = ticketDialog(page, closedId);
    await expect(closed.getByText('Обращение закрыто')).toBeVisible();
    await expect(closed.getByRole('textbox')).toHaveCount(0);
    await expect(closed.getByRole('region', { name: 'Ваша оценка' }).getByText('Оценка: 5 из 5')).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'a closed ticket at 390 px');
  },
);
