import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

/** The demo employee's timetable is their own as a teacher (server/src/seed/demo-users.ts). */
const EMPLOYEE_NAME = 'Кузнецов Андрей Павлович';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Поиск расписания' });
const found = (page: Page, group: 'Группы' | 'Преподаватели' | 'Аудитории') =>
  page.getByRole('listbox').getByRole('group', { name: group }).getByRole('option');

/** Types into the search as a person would and picks the first of a group of the answer; its name. */
async function searchAndOpen(page: Page, text: string, group: 'Преподаватели' | 'Аудитории'): Promise<string> {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text, { delay: 30 });
  const option = found(page, group).first();
  await expect(option).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, `the search «${text}» open`);
  const name = (await option.textContent())!.trim();
  await option.click();
  await expect(heading(page)).toHaveText(name);
  await expect(page).toHaveTitle(name);
  return name;
}

test(
  'the demo employee lands on their timetable, switches ' + 'weeks, searches a teacher and a room and opens a group',
  async ({ page }) => {
    await signIn(page, demo.employee);
    await expect(page).toHaveURL('/timetable');
    await expect(heading(page)).toHaveText(EMPLOYEE_NAME);
    await expect(page).toHaveTitle(EMPLOYEE_NAME);

    // The week: seven days, today marked, the pairs with their breaks, a Sunday without pairs.
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: /^(Пн|Вт|Ср|Чт|Пт|Сб|Вс), \d+ / })).toHaveCount(7);
    await expect(main.getByRole('heading', { level: 2, name: /^Вс, / })).toBeVisible();
    await expect(main.getByRole('region', { name: /^Вс, / })).toContainText('Нет занятий');
    await expect(main.getByText(/^Перерыв \d+ ч \d+ м$/).first()).toBeVisible();
    await expect(main.getByText(/^\d пара$/).first()).toBeVisible();
    await expect(main.getByText(/^(Числитель|Знаменатель)$/)).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'the current week');

    const firstDay = async () => main.getByRole('region').first().getByRole('heading').textContent();
    const currentMonday = await firstDay();
    await page.getByText('Следующая неделя', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Следующая неделя' })).toBeChecked();
    await expect.poll(firstDay).not.toBe(currentMonday);
    await expect(page).toHaveURL('/timetable?week=next');
    await networkQuiet(page);
    await expectAccessible(page, 'the next week');
    await page.getByText('Текущая неделя', { exact: true }).click();
    await expect.poll(firstDay).toBe(currentMonday);

    // Nothing found.
    await searchBox(page).click();
    await searchBox(page).pressSequentially('Щщщ', { delay: 30 });
    await expect(page.getByText('Информация не найдена')).toBeVisible();
    await expectAccessible(page, 'nothing found');
    await searchBox(page).fill('');
    await page.keyboard.press('Escape');

    // A teacher (any part of the name), then a room.
    const teacher = await searchAndOpen(page, 'ова', 'Преподаватели');
    await expect(page).toHaveURL(/\/timetable\/2\/\d+$/);
    expect(teacher).not.toBe(EMPLOYEE_NAME);
    await networkQuiet(page);
    await expectAccessible(page, 'a teacher’s timetable');

    const room = await searchAndOpen(page, 'А-1', 'Аудитории');
    await expect(page).toHaveURL(/\/timetable\/3\/\d+$/);
    await networkQuiet(page);
    await expectAccessible(page, 'a room’s timetable');

    // Back to the teacher, then the own timetable from the sidebar; a group clicked in a pair card.
    await page.goBack();
    await expect(heading(page)).toHaveText(teacher);
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Расписание' })
      .click();
    await expect(heading(page)).toHaveText(EMPLOYEE_NAME);
    const group = main.getByRole('list', { name: 'Группы' }).getByRole('link').first();
    const groupName = (await group.textContent())!.trim();
    await group.click();
    await expect(page).toHaveURL(/\/timetable\/1\/\d+$/);
    await expect(heading(page)).toHaveText(groupName);
    await expect(page).toHaveTitle(groupName);
    expect(room).toMatch(/^А-1/);
    await networkQuiet(page);
    await expectAccessible(page, 'a group’s timetable');
  },
);

test('an employee without a timetable lands on «Корпоративная почта» and has no timetable entry', async ({ page }) => {
  // The demo manager's employee account has no timetable (server/src/seed/demo-users.ts).
  await signIn(page, demo.manager);
  await expect(page).toHaveURL('/email');
  await expect(heading(page)).toHaveText('Корпоративная почта');
  await expect(
    page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Расписание' }),
  ).toHaveCount(0);
  await networkQuiet(page);
  await expectAccessible(page, 'the e-mail page as home');
  // The address of the timetable answers with the apology and the timetable site, not «not found».
  await page.goto('/timetable');
  await expect(page.getByText('Расписание недоступно')).toBeVisible();
  await expect(page.getByText(/^Приносим извинения/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сайт расписания' })).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByText('Страница не найдена')).toHaveCount(0);
  await networkQuiet(page);
  await expectAccessible(page, 'no timetable of the account');
});

test('a student who stays in this app opens their group’s timetable from the sidebar', async ({ page }) => {
  await signIn(page, demo.student);
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Расписание' }).click();
  await expect(page).toHaveURL('/timetable');
  // Once the week is shown, the group's name (README: the demo student's group) is the title: not
  // before, when the header may still show the page left or «Расписание» while it loads.
  await expect(page.getByRole('main').getByRole('region', { name: /^(Пн|Вт|Ср|Чт|Пт|Сб|Вс), / })).toHaveCount(7);
  await expect(heading(page)).not.toHaveText('Расписание');
  const group = (await heading(page).textContent())!;
  await expect(page).toHaveTitle(group);
  await networkQuiet(page);
  await expectAccessible(page, 'the student’s group timetable');
});

test('a timetable the server does not have: «Расписание недоступно» with the timetable site', async ({ page }) => {
  await signIn(page, demo.employee);
  await page.goto('/timetable/1/2000000000');
  await expect(page.getByText('Расписание недоступно')).toBeVisible();
  await expect(page.getByText(/^Приносим извинения/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сайт расписания' })).toHaveAttribute('href', /^https?:\/\//);
  await networkQuiet(page);
  await expectAccessible(page, 'no timetable');
});

test('«Подписаться в календаре» gives a secret link that works without signing in until it is revoked', async ({
  page,
}) => {
  await signIn(page, demo.employee);
  await expect(heading(page)).toHaveText(EMPLOYEE_NAME);
  await page.getByRole('button', { name: 'Подписаться в календаре' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписаться в календаре' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Ссылок пока нет.')).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'the calendar dialog');

  await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
  const field = dialog.getByRole('textbox', { name: 'Ссылка на календарь' });
  await expect(field).toHaveValue(/\/api\/timetable\/feed\/[A-Za-z0-9_-]{20,64}$/);
  const url = await field.inputValue();
  await expect(dialog.getByRole('link', { name: 'Открыть в приложении календаря' })).toHaveAttribute(
    'href',
    url.replace(/^https?:\/\//, 'webcal://'),
  );
  const revokeButtons = dialog.getByRole('button', { name: `Отозвать ссылку: ${EMPLOYEE_NAME}` });
  await expect(revokeButtons).toHaveCount(1);
  await networkQuiet(page);
  await expectAccessible(page, 'the new calendar link');

  // A calendar app polls the link with no session.
  const feed = await page.request.get(url, { headers: { authorization: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await revokeButtons.click();
  const confirm = page.getByRole('dialog', { name: 'Отозвать ссылку?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the revoke confirmation');
  await confirm.getByRole('button', { name: 'Отозвать' }).click();
  await expect(confirm).toBeHidden();
  await expect(revokeButtons).toHaveCount(0);
  await expect(dialog.getByText('Ссылок пока нет.')).toBeVisible();
  await expect(field).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
  await networkQuiet(page);
  await expectAccessible(page, 'the link revoked');
  await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(dialog).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A sideways swipe of one finger over the day, as a phone's touch events say it. */
  async function swipeLeft(area: Locator) {
    const box = (await area.boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 120);
    const at = (x: number) => [{ identifier: 1, clientX: x, clientY: y }];
    await area.dispatchEvent('touchstart', { touches: at(300), changedTouches: at(300), targetTouches: at(300) });
    await area.dispatchEvent('touchmove', { touches: at(240), changedTouches: at(240), targetTouches: at(240) });
    await area.dispatchEvent('touchend', { touches: [], changedTouches: at(240), targetTouches: [] });
  }

  test(
    'the day strip starts on today, a swipe shows the next ' + 'day, the bottom bar’s calendar opens the timetable',
    async ({ page }) => {
      await signIn(page, demo.employee);
      await expect(page).toHaveURL('/timetable');
      const strip = page.getByRole('tablist', { name: 'Дни недели' });
      const tabs = strip.getByRole('tab');
      await expect(tabs).toHaveCount(7);
      const today = strip.getByRole('tab', { selected: true });
      await expect(today).toHaveAttribute('aria-current', 'date');
      const todayName = (await today.getAttribute('aria-label'))!;
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(`${todayName}, сегодня`);
      await networkQuiet(page);
      await expectAccessible(page, 'the phone’s day');

      const names = await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('aria-label')));
      const index = names.indexOf(todayName);
      await swipeLeft(page.getByTestId('timetable-day'));
      const next = strip.getByRole('tab', { selected: true });
      await expect(next).not.toHaveAttribute('aria-label', todayName);
      // Sunday goes on to the next week's Monday.
      if (index < 6) await expect(next).toHaveAttribute('aria-label', names[index + 1]!);
      else await expect(next).toHaveAttribute('aria-label', /^Пн, /);
      const nextName = (await next.getAttribute('aria-label'))!;
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(nextName);
      await expectAccessible(page, 'the next day after a swipe');

      // And back by the button, for those who do not swipe.
      await page.getByRole('button', { name: 'Предыдущий день' }).click();
      await expect(strip.getByRole('tab', { selected: true })).toHaveAttribute('aria-label', todayName);

      // The bottom bar's calendar.
      await page.getByRole('navigation', { name: 'Быстрые действия' }).getByRole('button', { name: 'Меню' }).click();
      await page
        .getByRole('navigation', { name: 'Основная навигация' })
        .getByRole('link', { name: 'Корпоративная почта', exact: true })
        .click();
      await expect(heading(page)).toHaveText('Корпоративная почта');
      await networkQuiet(page);
      await expectAccessible(page, 'the e-mail page on a phone');
      await page.getByRole('navigation', { name: 'Быстрые действия' }).getByRole('link', { name: 'Календарь' }).click();
      await expect(page).toHaveURL('/timetable');
      await expect(heading(page)).toHaveText(EMPLOYEE_NAME);
    },
  );

  test('the bottom bar’s calendar of an account without a timetable says «Расписание недоступно»', async ({ page }) => {
    await signIn(page, demo.admin);
    const bar = page.getByRole('navigation', { name: 'Быстрые действия' });
    await expect(bar.getByRole('link', { name: 'Главная' })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Уведомления/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Меню' })).toBeVisible();
    await bar.getByRole('link', { name: 'Календарь' }).click();
    await expect(page).toHaveURL('/timetable');
    await expect(page.getByText('Расписание недоступно')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Сайт расписания' })).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'no timetable on a phone');
  });
});
