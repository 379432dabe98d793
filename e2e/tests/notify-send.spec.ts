import type { Browser, Page } from '@playwright/test';
import { directoryEndpoints, notifyEndpoints, type AudienceFilter } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

/**
 * Issue 29: sending counts the audience first (from the list and from a draft's own page), the
 * toolbar's «Абзац», the tab strip of a new notification, «Данных нет» in an empty option list.
 */

async function signedIn(browser: Browser, login: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, login);
  return page;
}

const rowMenu = (page: Page, name: string) => page.getByRole('button', { name: `Действия с уведомлением «${name}»` });
const EMPTY = 'Невозможно отправить уведомление, так как количество пользователей 0.';
const DEVELOPER = 'Ошибка. Обратитесь к разработчику.';

/** A draft made through the API for `filter`. */
async function draft(page: Page, name: string, filter: AudienceFilter) {
  return apiAs(page.request, demo.manager, notifyEndpoints.create, {
    body: { name, content: '<p>Проверка отправки</p>', extra_data: { filter } },
  });
}

/** The calls the page makes to count an audience and to send. */
function watchCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/count$/.test(path)) calls.push('count');
    else if (/^\/api\/notifications\/\d+\/send$/.test(path)) calls.push('send');
  });
  return calls;
}

async function confirmSending(page: Page) {
  const confirm = page.getByRole('dialog', { name: 'Отправка уведомления' });
  await expect(confirm.getByText('Вы действительно хотите отправить уведомление?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Отправить' }).click();
  await expect(confirm).toBeHidden();
}

test('an audience of 0 is a warning from the list and from the draft’s page, and no send is made', async ({
  browser,
}) => {
  const manager = await signedIn(browser, demo.manager);
  const name = `Никому ${Date.now()}`;
  const nobody = await draft(manager, name, { type: 'student', data: { groups: [999_999] } });
  const calls = watchCalls(manager);

  // From the list's «⋯».
  await manager.goto('/notify');
  await rowMenu(manager, name).click();
  await manager.getByRole('menuitem', { name: 'Отправить' }).click();
  let mark = calls.length;
  await confirmSending(manager);
  const warning = manager.getByRole('alert').filter({ hasText: EMPTY });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Уведомление не отправлено');
  await expect(manager.getByText(DEVELOPER)).toHaveCount(0);
  await networkQuiet(manager);
  await expectAccessible(manager, 'the warning of an audience of 0');
  // Counted after the confirmation, never sent.
  expect(calls.slice(mark, mark + 1)).toEqual(['count']);

  // From its own page; a changed name is saved first, which needs the tick.
  await manager.getByRole('link', { name, exact: true }).click();
  await expect(manager).toHaveURL(new RegExp(`/notify/${nobody.id}$`));
  await manager.getByRole('textbox', { name: 'Название' }).fill(`${name} (изменено)`);
  await manager.getByRole('button', { name: 'Отправить' }).click();
  await expect(manager.getByText('Обязательное поле')).toBeVisible();
  await expect(manager.getByRole('dialog', { name: 'Отправка уведомления' })).toHaveCount(0);
  await manager.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
  await manager.getByRole('button', { name: 'Отправить' }).click();
  mark = calls.length;
  await confirmSending(manager);
  await expect(manager.getByRole('alert').filter({ hasText: EMPTY }).first()).toBeVisible();
  await expect(manager.getByText(DEVELOPER)).toHaveCount(0);
  expect(calls.slice(mark)).toContain('count');
  expect(calls).not.toContain('send');
  const saved = await apiAs(manager.request, demo.manager, notifyEndpoints.get, { params: { id: nobody.id } });
  expect(saved).toMatchObject({ name: `${name} (изменено)`, status: 'draft' });
});

test('a draft is sent from its own page after the confirmation and the count; then it is read-only', async ({
  browser,
}) => {
  const manager = await signedIn(browser, demo.manager);
  // The demo employee Кузнецов Андрей Павлович alone.
  const found = await apiAs(manager.request, demo.manager, directoryEndpoints.employees, {
    query: { page: 1 },
    body: { search_string: 'Кузнецов Андрей' },
  });
  const employee = found.items.find((p) => p.email === demo.employee);
  expect(employee).toBeTruthy();
  const name = `Сотруднику ${Date.now()}`;
  const n = await draft(manager, name, { type: 'employee', data: { ids: [employee!.id] } });
  const calls = watchCalls(manager);

  await manager.goto(`/notify/${n.id}`);
  await expect(manager.getByRole('tab', { name: 'Уведомления', selected: true })).toBeVisible();
  await expect(manager.getByText('Сотрудники, сейчас подходит: 1')).toBeVisible();
  await networkQuiet(manager);
  await expectAccessible(manager, 'a draft’s page with «Отправить»');
  await manager.getByRole('button', { name: 'Отправить' }).click();
  const confirm = manager.getByRole('dialog', { name: 'Отправка уведомления' });
  await expectAccessible(manager, 'the send confirmation on a draft’s page');
  // Cancel sends nothing.
  await confirm.getByRole('button', { name: 'Отмена' }).first().click();
  await expect(confirm).toBeHidden();
  expect(calls.filter((c) => c === 'send')).toEqual([]);

  await manager.getByRole('button', { name: 'Отправить' }).click();
  const mark = calls.length;
  await confirmSending(manager);
  await expect(manager.getByText('Уведомление отправляется')).toBeVisible();
  await expect(manager.getByText('Уведомление уже отправлено: изменить его нельзя.')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Отправить' })).toHaveCount(0);
  await expect(manager.getByRole('tab', { name: 'Отчет' })).toBeVisible();
  // The count after the confirmation, then the send (the audience's summary counts again afterwards).
  expect(calls.slice(mark, mark + 2)).toEqual(['count', 'send']);
  await manager.getByRole('link', { name: 'К списку уведомлений' }).click();
  await expect(
    manager.getByRole('table', { name: 'Уведомления' }).getByRole('row').filter({ hasText: name }),
  ).toContainText(/Отправ/);
});

test('a new notification has the tab strip and the toolbar’s «Абзац»; an empty option list says «Данных нет»', async ({
  browser,
}) => {
  for (const width of [1280, 390]) {
    const manager = await signedIn(browser, demo.manager, { width, height: 900 });
    await manager.goto('/notify');
    await manager.getByRole('link', { name: 'Новое уведомление' }).click();
    await expect(manager).toHaveURL(/\/notify\/new$/);
    const tabs = manager.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Уведомления', selected: true })).toBeVisible();
    await expect(tabs.getByRole('tab')).toHaveCount(1);
    for (const control of ['Жирный', 'Курсив', 'Абзац', 'Ссылка', 'Убрать ссылку'])
      await expect(manager.getByRole('button', { name: control, exact: true })).toBeVisible();
    await networkQuiet(manager);
    await expectAccessible(manager, `a new notification at ${width} px`);
    await manager.context().close();
  }

  const manager = await signedIn(browser, demo.manager);
  await manager.goto('/notify/new');
  // «- » begins a list; «Абзац» makes its item a plain paragraph again.
  const text = manager.getByRole('textbox', { name: 'Текст уведомления' });
  await text.click();
  await text.pressSequentially('- первый пункт');
  await expect(text.locator('ul li', { hasText: 'первый пункт' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Абзац' })).not.toHaveAttribute('data-active', 'true');
  await manager.getByRole('button', { name: 'Абзац' }).click();
  await expect(text.locator('ul')).toHaveCount(0);
  await expect(text.locator('p', { hasText: 'первый пункт' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Абзац' })).toHaveAttribute('data-active', 'true');

  // An option list with nothing in it.
  await manager.getByRole('button', { name: 'Выбрать получателей' }).click();
  const audience = manager.getByRole('dialog', { name: 'Получатели' });
  await audience.getByRole('combobox', { name: 'Группа' }).click();
  await audience.getByRole('combobox', { name: 'Группа' }).fill('Щщщщщ');
  await expect(manager.getByText('Данных нет', { exact: true })).toBeVisible();
  await expect(manager.getByText('Нет вариантов')).toHaveCount(0);
  await expectAccessible(manager, 'an empty option list');
  await audience.getByRole('tab', { name: 'Сотрудники' }).click();
  await audience.getByRole('combobox', { name: 'Подразделения' }).click();
  await audience.getByRole('combobox', { name: 'Подразделения' }).fill('Щщщщщ');
  await expect(manager.getByText('Данных нет', { exact: true })).toBeVisible();
});
