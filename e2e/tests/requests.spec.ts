import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

/** A signed-in page of its own browser context: the author and the manager side by side. */
async function signedIn(browser: Browser, login: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, login);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
/** A small real PDF: the server decides the type by the content. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Fills «Подача заявки» to «Мелкий ремонт в помещении», whose responsible is the demo manager. */
async function fillRequest(page: Page, description: string) {
  const form = page.getByRole('form', { name: 'Подача заявки' });
  await form.getByRole('combobox', { name: 'Отдел' }).click();
  await page.getByRole('option', { name: 'Административно-хозяйственная часть' }).click();
  await form.getByRole('combobox', { name: 'Услуга' }).click();
  await page.getByRole('option', { name: 'Мелкий ремонт в помещении' }).click();
  await form.getByRole('textbox', { name: 'Подразделение' }).fill('  Кафедра физики ');
  await form.getByRole('textbox', { name: 'Корпус' }).fill('Главный корпус');
  await form.getByRole('textbox', { name: 'Комната' }).fill('214');
  await form.getByRole('textbox', { name: 'Телефон' }).fill('12-34');
  await form.getByRole('textbox', { name: 'Описание' }).fill(description);
  return form;
}

test(
  'an employee files a request with a PDF; the responsible manager sees it ' +
    'highlighted, accepts it (the author reads it live), adds a performer and closes it',
  async ({ browser }) => {
    test.slow();
    const author = await signedIn(browser, demo.employee);
    const manager = await signedIn(browser, demo.manager);

    await nav(author).getByRole('link', { name: 'Заявки' }).click();
    await expect(author).toHaveTitle('Заявки');
    const form = author.getByRole('form', { name: 'Подача заявки' });
    // Nothing chosen or typed: each field says what it needs, and nothing is sent.
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    for (const text of [
      'Выберите отдел',
      'Выберите услугу',
      'Введите подразделение',
      'Введите корпус',
      'Введите комнату',
      'Введите телефон',
    ])
      await expect(form.getByText(text)).toBeVisible();
    await networkQuiet(author);
    await expectAccessible(author, 'the request form with its errors');

    const description = `Не закрывается окно в аудитории, ${Date.now()}`;
    await fillRequest(author, description);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'акт осмотра.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(form.getByRole('list', { name: 'Прикреплённые файлы' }).getByRole('progressbar')).toHaveCount(0);
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(author).toHaveURL(/\/request\/\d+$/);
    const id = Number(new URL(author.url()).pathname.split('/').pop());
    const dialog = author.getByRole('dialog', { name: `Заявка №${id}` });
    const authorLog = dialog.getByRole('log', { name: 'Переписка' });
    await expect(authorLog.getByText(description)).toBeVisible();
    await expect(authorLog.getByRole('link', { name: /акт осмотра\.pdf/ })).toBeVisible();
    await expect(dialog.getByText('Открыта')).toBeVisible();
    await expect(dialog.getByText('Кафедра физики')).toBeVisible();
    await networkQuiet(author);
    await expectAccessible(author, 'the new request’s chat dialog');

    // The manager: the new request is highlighted in «Менеджер заявок».
    await nav(manager).getByRole('link', { name: 'Менеджер заявок' }).click();
    await expect(manager).toHaveTitle('Менеджер заявок');
    const link = manager.getByRole('link', {
      name: `Заявка №${id}: Мелкий ремонт в помещении, Есть непрочитанные сообщения`,
    });
    await expect(link).toBeVisible();
    await expect(manager.getByRole('region', { name: 'Статистика' })).toContainText('Всего');
    await networkQuiet(manager);
    await expectAccessible(manager, 'the manager’s list with the new request highlighted');
    await link.click();
    await expect(manager).toHaveTitle(`Заявка №${id}`);
    const managerLog = manager.getByRole('log', { name: 'Переписка' });
    await expect(managerLog.getByText(description)).toBeVisible();
    await expect(manager.getByText('Должность')).toBeVisible();

    // «Принята»: the chat's automatic message, in the author's open dialog without a reload.
    await manager.getByRole('button', { name: 'Принята' }).click();
    await expect(managerLog.getByText('Ваша заявка принята в обработку')).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Принята' })).toBeHidden();
    await expect(authorLog.getByText('Ваша заявка принята в обработку')).toBeVisible();
    await expect(dialog.getByText('Принята', { exact: true })).toBeVisible();

    // A performer is added (the button waits for a choice), and refused a second time.
    const performers = manager.getByRole('region', { name: 'Исполнители' });
    await expect(performers.getByRole('button', { name: 'Добавить' })).toBeDisabled();
    await performers.getByRole('combobox', { name: 'Новый исполнитель' }).fill('Кузнецов');
    await manager.getByRole('option', { name: 'Кузнецов Андрей Павлович' }).click();
    await performers.getByRole('button', { name: 'Добавить' }).click();
    await expect(performers.getByRole('listitem')).toHaveCount(2);
    await expect(performers.getByRole('button', { name: 'Убрать исполнителя Кузнецов Андрей Павлович' })).toBeEnabled();
    await performers.getByRole('combobox', { name: 'Новый исполнитель' }).fill('Кузнецов');
    await manager.getByRole('option', { name: 'Кузнецов Андрей Павлович' }).click();
    await performers.getByRole('button', { name: 'Добавить' }).click();
    await expect(performers.getByText('Такой исполнитель уже добавлен')).toBeVisible();
    await networkQuiet(manager);
    await expectAccessible(manager, 'the accepted request with two performers');

    // The manager answers and closes it; the author's chat shows both and takes no more messages.
    await manager.getByRole('textbox', { name: 'Сообщение' }).fill('Мастер придёт завтра в 10:00.');
    await manager.getByRole('button', { name: 'Отправить', exact: true }).click();
    await expect(authorLog.getByText('Мастер придёт завтра в 10:00.')).toBeVisible();
    await manager.getByRole('button', { name: 'Закрыть заявку' }).click();
    await manager
      .getByRole('dialog', { name: 'Закрыть заявку' })
      .getByRole('button', { name: 'Закрыть заявку' })
      .click();
    await expect(manager.getByRole('status').filter({ hasText: 'Заявка закрыта' })).toBeVisible();
    await expect(dialog.getByText('Закрыта', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Сообщение' })).toBeHidden();
    await networkQuiet(manager);
    await expectAccessible(manager, 'the closed request');

    // Opening «Менеджер заявок» from the sidebar returns to the list.
    await nav(manager).getByRole('link', { name: 'Менеджер заявок' }).click();
    await expect(manager).toHaveTitle('Менеджер заявок');
    await expect(manager.getByRole('link', { name: `Заявка №${id}: Мелкий ремонт в помещении` })).toBeVisible();
  },
);

test('the request admin finds requests by status and author (ё as е) and opens one; the tabs keep their place', async ({
  page,
}) => {
  await signIn(page, demo.manager);
  await nav(page).getByRole('link', { name: 'Контроль заявок' }).click();
  await expect(page.getByRole('tab', { name: 'Заявки' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Заявки' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Исполнитель' })).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'requests control');

  await page.getByRole('textbox', { name: 'Автор' }).fill('кузнецов');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole('table', { name: 'Заявки' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Кузнецов');
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveTitle(/^Заявка №\d+$/);
  await expect(page.getByRole('region', { name: 'Исполнители' })).toBeVisible();
  // No «Закрыть заявку» in requests control: closing is the performers' (002 §4).
  await expect(page.getByRole('button', { name: 'Закрыть заявку' })).toBeHidden();
  await networkQuiet(page);
  await expectAccessible(page, 'a request in requests control');
  await page.getByRole('link', { name: 'К списку заявок' }).click();
  await expect(page).toHaveURL(/\/request-control\?search=/);
});

test('on a phone the list, the form and the chat are separate views', async ({ browser }) => {
  const page = await signedIn(browser, demo.employee, { width: 390, height: 844 });
  await page.goto('/request');
  await expect(page.getByRole('list', { name: 'Мои заявки' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Подача заявки' })).toBeHidden();
  await networkQuiet(page);
  await expectAccessible(page, 'the phone’s list of own requests');

  await page.getByRole('link', { name: 'Подача заявки' }).click();
  await expect(page).toHaveURL(/\/request\/new$/);
  await expect(page.getByRole('list', { name: 'Мои заявки' })).toBeHidden();
  const description = `Телефон: не работает розетка, ${Date.now()}`;
  await fillRequest(page, description);
  await expectAccessible(page, 'the phone’s request form');
  await page.getByRole('form', { name: 'Подача заявки' }).getByRole('button', { name: 'Отправить заявку' }).click();
  const dialog = page.getByRole('dialog', { name: /^Заявка №\d+$/ });
  await expect(dialog.getByRole('log', { name: 'Переписка' }).getByText(description)).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await networkQuiet(page);
  await expectAccessible(page, 'the phone’s chat view');
  await dialog.getByRole('button', { name: 'К списку заявок' }).click();
  await expect(page).toHaveURL(/\/request$/);
  await expect(
    page
      .getByRole('list', { name: 'Мои заявки' })
      .getByText(/Мелкий ремонт в помещении/)
      .first(),
  ).toBeVisible();
});
