import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { requestEndpoints, ticketEndpoints, TICKET_STATUS } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { bellCount, demo, networkQuiet, signIn, signInByApi } from './helpers';

/** Issue 29 §14, §17, §18, §20: who has «Служба поддержки», a closed ticket's follow-up, the bell, the chats. */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const ticketDialog = (page: Page, id: number) => page.getByRole('dialog', { name: `Обращение #${id}` });
const chatLog = (dialog: Locator) => dialog.getByRole('log', { name: 'Переписка' });
/** A message of a chat by its text. */
const messageOf = (log: Locator, text: string) => log.getByRole('listitem').filter({ hasText: text });

/** A ticket of the demo student, opened through the API; answers its id. */
async function studentTicket(request: APIRequestContext, topic: string): Promise<number> {
  const subjects = await apiAs(request, demo.student, ticketEndpoints.subjects, {});
  const ticket = await apiAs(request, demo.student, ticketEndpoints.create, {
    body: { subject_id: subjects[0]!.id, sub_subject: topic, message: '<p>Не открывается расписание</p>' },
  });
  return ticket.id;
}
const answer = (request: APIRequestContext, id: number, text: string) =>
  apiAs(request, demo.admin, ticketEndpoints.message, { params: { id }, body: { message: `<p>${text}</p>` } });
const reply = (request: APIRequestContext, id: number, text: string) =>
  apiAs(request, demo.student, ticketEndpoints.message, { params: { id }, body: { message: `<p>${text}</p>` } });
/** A long message: a few of them are more than a screen. */
const long = (text: string) => `${text}. ${'Подробности проблемы и что уже проверено. '.repeat(8)}`;

test('an admin account has «Служба поддержки» too and opens a ticket there (§14)', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(nav(page).getByRole('link', { name: 'Тех поддержка' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Служба поддержки' }).click();
  await expect(page).toHaveURL('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Служба поддержки' })).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'the admin’s «Служба поддержки»');
  const form = page.getByRole('form', { name: 'Новое обращение' });
  await form.getByRole('combobox', { name: 'Раздел' }).click();
  await page.getByRole('option').first().click();
  const topic = `Вопрос администратора ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Тема' }).fill(topic);
  await form.getByRole('textbox', { name: 'Сообщение' }).fill('Не приходит письмо о новой заявке.');
  await form.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(page).toHaveURL(/\/support\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const dialog = ticketDialog(page, id);
  await expect(dialog.getByText('Ожидает ответа поддержки')).toBeVisible();
  // Written as its author, with the author's initials (not as support).
  await expect(chatLog(dialog).getByText('Не приходит письмо о новой заявке.')).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'an admin’s own ticket');
});

test('the author of a closed ticket opens a new one that names it (§17)', async ({ page, request }) => {
  const topic = `Не видно оценок ${Date.now()}`;
  const id = await studentTicket(request, topic);
  await answer(request, id, 'Оценки выставит преподаватель.');
  await apiAs(request, demo.admin, ticketEndpoints.update, {
    params: { id },
    body: { status_id: TICKET_STATUS.closed },
  });

  await signInByApi(page, demo.student);
  await page.goto(`/support/${id}`);
  const dialog = ticketDialog(page, id);
  const closed = dialog.getByRole('status').filter({ hasText: 'Обращение закрыто' });
  await expect(closed).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Сообщение' })).toHaveCount(0);
  await networkQuiet(page);
  await expectAccessible(page, 'a closed ticket with its follow-up');
  await closed.getByRole('button', { name: 'Создать новое обращение' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/support');
  const form = page.getByRole('form', { name: 'Новое обращение' });
  await expect(form.getByText(`Новое обращение по закрытому обращению #${id}`)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Тема' })).toHaveValue(`Продолжение обращения #${id}: ${topic}`);
  await expect(form.getByRole('textbox', { name: 'Сообщение' })).toBeFocused();
  await networkQuiet(page);
  await expectAccessible(page, 'the new ticket naming the closed one');
  await form.getByRole('textbox', { name: 'Сообщение' }).fill('Оценок всё ещё нет.');
  await form.getByRole('button', { name: 'Отправить обращение' }).click();

  await expect(page).toHaveURL(/\/support\/\d+$/);
  const next = Number(new URL(page.url()).pathname.split('/').pop());
  expect(next).not.toBe(id);
  await expect(ticketDialog(page, next).getByText(`Продолжение обращения #${id}: ${topic}`)).toBeVisible();
});

test('opening the answered ticket reads its notification; «Прочитать все» reads the rest (§18)', async ({
  page,
  request,
}) => {
  const topic = `Колокольчик ${Date.now()}`;
  const id = await studentTicket(request, topic);
  await answer(request, id, 'Проверьте ещё раз, пожалуйста.');

  await signInByApi(page, demo.student);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Служба поддержки' })).toBeVisible();
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
  const before = await bellCount(page);
  // Opened from the list, not from the inbox: the answer's notification is read all the same.
  await page.getByRole('link', { name: new RegExp(`^Обращение #${id}: `) }).click();
  const dialog = ticketDialog(page, id);
  await expect(chatLog(dialog).getByText('Проверьте ещё раз, пожалуйста.')).toBeVisible();
  await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before - 1);
  await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('button', { name: /^Уведомления/ })
    .first()
    .click();
  const inbox = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(inbox.getByText(`Новый ответ в обращении #${id}`)).toHaveCount(0);
  const markAll = inbox.getByRole('button', { name: 'Прочитать все' });
  await expect(markAll).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'the inbox with «Прочитать все»');
  await markAll.click();
  await expect(inbox.getByText('Здесь будут важные для вас уведомления')).toBeVisible();
  await expect(markAll).toHaveCount(0);
  await expect.poll(() => bellCount(page)).toBe(0);
  await inbox.getByRole('tab', { name: 'Прочитанные', exact: true }).click();
  await expect(inbox.getByText(`Новый ответ в обращении #${id}`).first()).toBeVisible();
  await expectAccessible(page, 'all read');
});

test('a ticket’s chat opens at the newest message, or the first unread answer; Enter sends (§20)', async ({
  page,
  request,
}) => {
  test.slow();
  const id = await studentTicket(request, `Длинная переписка ${Date.now()}`);
  for (let i = 1; i <= 6; i++) {
    await answer(request, id, long(`Ответ ${i}`));
    await reply(request, id, long(`Реплика ${i}`));
  }
  await signInByApi(page, demo.student);
  await page.goto(`/support/${id}`);
  const dialog = ticketDialog(page, id);
  const log = chatLog(dialog);
  // The student wrote last: it opens at that newest message, the box below it, the start out of sight.
  await expect(messageOf(log, 'Реплика 6')).toBeInViewport();
  await expect(messageOf(log, 'Ответ 1')).not.toBeInViewport();
  const box = dialog.getByRole('textbox', { name: 'Сообщение' });
  await expect(box).toBeInViewport();
  await expect(dialog.getByText('Enter — отправить, Shift+Enter — новая строка')).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'a long chat at its newest message');

  // Enter sends; Shift+Enter is a new line in the same message.
  await box.click();
  await page.keyboard.type('Первая строка');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Вторая строка');
  await expect(box).toHaveValue('Первая строка\nВторая строка');
  await page.keyboard.press('Enter');
  await expect(messageOf(log, 'Вторая строка')).toContainText('Первая строка');
  await expect(messageOf(log, 'Вторая строка')).toBeInViewport();
  await expect(box).toHaveValue('');

  // Support answers twice while the student is away: it opens at the first of the new answers.
  await page.goto('/support');
  await expect(page.getByRole('list', { name: 'Мои обращения' })).toBeVisible();
  await expectAccessible(page, 'the list while support answers');
  await answer(request, id, long('Новый ответ А'));
  await answer(request, id, 'Новый ответ Б');
  await page.goto(`/support/${id}`);
  await expect(messageOf(log, 'Новый ответ А')).toBeInViewport();
  await expect(messageOf(log, 'Реплика 5')).not.toBeInViewport();
});

test('a request’s chat opens at its newest message (§20)', async ({ page, request }) => {
  test.slow();
  const departments = await apiAs(request, demo.employee, requestEndpoints.categories, { query: {} });
  const department = departments.find((d) => d.name === 'Административно-хозяйственная часть')!;
  const services = await apiAs(request, demo.employee, requestEndpoints.categories, {
    query: { parent_id: department.id },
  });
  const service = services.find((s) => s.name === 'Мелкий ремонт в помещении')!;
  const created = await apiAs(request, demo.employee, requestEndpoints.create, {
    body: {
      category_id: service.id,
      message: { content: `<p>${long('Не закрывается окно')}</p>` },
      optional_fields: { department: 'Кафедра физики', phone: '12-34', frame: 'Главный корпус', room: '214' },
    },
  });
  for (let i = 1; i <= 8; i++)
    await apiAs(request, i % 2 ? demo.manager : demo.employee, requestEndpoints.message, {
      params: { id: created.id },
      body: { message: `<p>${long(`Сообщение ${i}`)}</p>` },
    });
  await signInByApi(page, demo.employee);
  await page.goto(`/request/${created.id}`);
  const dialog = page.getByRole('dialog', { name: `Заявка №${created.id}` });
  const log = chatLog(dialog);
  await expect(messageOf(log, 'Сообщение 8')).toBeInViewport();
  await expect(messageOf(log, 'Не закрывается окно')).not.toBeInViewport();
  await expect(dialog.getByText('Enter — отправить, Shift+Enter — новая строка')).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'a long request chat at its newest message');
});
