import type { Browser, Page } from '@playwright/test';
import { universityEndpoints, type UniversitySettings } from '@portal/contract';
import { apiAs } from './api';
import { checkedElsewhere, expect, expectAccessible, test } from './axe';
import { png } from './files';
import { demo, networkQuiet, signIn } from './helpers';

// «Настройки университета» (issue 33) as the demo admin. Other specs read the library page, the
// sign-in's help and the sidebar as the demo has them: the settings go back to what they were.
let original: UniversitySettings;
test.beforeAll(async ({ request }) => {
  original = (await apiAs(request, demo.admin, universityEndpoints.settings, {})).settings;
});
test.afterAll(async ({ request }) => {
  await apiAs(request, demo.admin, universityEndpoints.saveSettings, { body: original });
});

// Each test signs in in two browsers and checks the long screen with axe at both widths.
test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Сохранить' });

async function openSettings(page: Page) {
  await nav(page).getByRole('link', { name: 'Настройки университета' }).click();
  await expect(page).toHaveURL('/university-settings');
  await expect(page).toHaveTitle('Настройки университета');
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки университета' })).toBeVisible();
  await expect(section(page, 'Библиотека')).toBeVisible();
  await networkQuiet(page);
}

async function save(page: Page) {
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText('Настройки университета сохранены')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  // The admin's own name in «Последнее изменение: <date>, <who>».
  await expect(page.getByText(/^Последнее изменение: .+, [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+/)).toBeVisible();
  await networkQuiet(page);
}

/** A browser of its own, signed in as `login` through the form. */
async function anotherBrowser(browser: Browser, login: string | null, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport });
  const page = await context.newPage();
  if (login) await signIn(page, login);
  else await page.goto('/');
  return page;
}

test.describe('«Настройки университета» (issue 33)', () => {
  test('a library resource renamed, relinked and moved: an open library page shows it without a reload', async ({
    page,
    browser,
  }) => {
    const employee = await anotherBrowser(browser, demo.employee);
    await nav(employee).getByRole('link', { name: 'Электронные библиотеки' }).click();
    await expect(employee).toHaveTitle('Электронные библиотеки');
    const resources = employee.getByRole('region', { name: 'Ресурсы' }).getByRole('link');
    await expect(resources).toHaveCount(8);
    await expect(employee.getByRole('link', { name: 'Открыть: ЭБС «Лань»', exact: true })).toBeVisible();
    await networkQuiet(employee);
    checkedElsewhere(employee, '/library');

    await signIn(page, demo.admin);
    await openSettings(page);
    await expect(page.getByText(/Последнее изменение|Настройки ещё не менялись/)).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expectAccessible(page, 'Настройки университета');

    const library = section(page, 'Библиотека');
    const lan = library.getByRole('group', { name: 'ЭБС «Лань»', exact: true });
    await lan.getByLabel('Ссылка').fill('https://e.lanbook.example/new');
    await lan.getByLabel('Название').fill('ЭБС «Лань» — новая');
    const renamed = library.getByRole('group', { name: 'ЭБС «Лань» — новая', exact: true });
    await expect(renamed).toBeVisible();
    // The third resource goes first, by the keyboard: the focus stays on the moved resource's button.
    const up = renamed.getByRole('button', { name: 'Переместить выше: ЭБС «Лань» — новая' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(up).toBeDisabled();
    await expect(renamed.getByRole('button', { name: 'Переместить ниже: ЭБС «Лань» — новая' })).toBeFocused();
    await expect(library.getByRole('status')).toHaveText('«ЭБС «Лань» — новая» — на месте 1 из 8');
    await expectAccessible(page, 'a resource changed');
    await save(page);

    // The employee's open page: the live event, no reload.
    const renamedLink = employee.getByRole('link', { name: 'Открыть: ЭБС «Лань» — новая' });
    await expect(renamedLink).toHaveAttribute('href', 'https://e.lanbook.example/new');
    await expect(resources.first()).toHaveAccessibleName('Открыть: ЭБС «Лань» — новая');
    await expect(employee.getByRole('link', { name: 'Открыть: ЭБС «Лань»', exact: true })).toHaveCount(0);
    await employee.context().close();

    const saved = await apiAs(page.request, demo.admin, universityEndpoints.settings, {});
    expect(saved.settings.library_resources[0]).toMatchObject({
      key: 'lan',
      name: 'ЭБС «Лань» — новая',
      url: 'https://e.lanbook.example/new',
    });
  });

  test('on a phone: the sign-in help hours, seen in the «Помощь» of a signed-out browser', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, demo.admin);
    await page.getByRole('button', { name: 'Меню' }).click();
    await openSettings(page);
    await expectAccessible(page, 'Настройки университета at 390 px');

    const help = section(page, 'Помощь при входе');
    const office = help.getByRole('group', { name: 'Центр информационных технологий', exact: true });
    await office.getByLabel('Часы работы').fill('пн–пт 10:00–19:00, без перерыва');
    await save(page);
    // Nothing sticks out sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    const signedOut = await anotherBrowser(browser, null, PHONE);
    await signedOut.getByRole('button', { name: 'Помощь' }).click();
    await expect(signedOut.getByRole('heading', { name: 'Помощь' })).toBeVisible();
    await expect(signedOut.getByText('пн–пт 10:00–19:00, без перерыва, +7 (495) 000-01-05')).toBeVisible();
    await signedOut.context().close();
  });

  test('links are http(s) only, said at the field; a sidebar entry and the logo appear at once', async ({ page }) => {
    await signIn(page, demo.admin);
    await openSettings(page);

    // A link of another scheme: the contract's Russian message at that field, nothing sent.
    const library = section(page, 'Библиотека');
    const catalog = library.getByRole('group', { name: 'Электронный каталог', exact: true });
    await catalog.getByLabel('Ссылка').fill('javascript:alert(1)');
    const feedback = section(page, 'Помощь при входе').getByLabel('Ссылка на форму обратной связи');
    await feedback.fill('ftp://x');
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().endsWith('/api/university/settings') && posts.push(r.url()),
    );
    await saveButton(page).click();
    const message = 'Ожидается ссылка, начинающаяся с http:// или https://';
    await expect(catalog.getByLabel('Ссылка')).toHaveAccessibleDescription(new RegExp(message));
    await expect(feedback).toHaveAccessibleDescription(new RegExp(message));
    await expect(catalog.getByLabel('Ссылка')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Исправьте ошибки в отмеченных полях.')).toBeVisible();
    // The focus goes to the first field in error.
    await expect(feedback).toBeFocused();
    expect(posts).toEqual([]);
    await expectAccessible(page, 'links in error');
    await catalog.getByLabel('Ссылка').fill(original.library_resources[0]!.url);
    await feedback.fill(original.sign_in_help.feedback_url);

    // The logo: a file of another type is refused here, an image is previewed.
    const university = section(page, 'Университет');
    const picker = university.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('no image') });
    await expect(university.getByText('Логотип должен быть изображением PNG, JPEG или WebP.')).toBeVisible();
    await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(64) });
    await expect(university.getByRole('img', { name: 'Логотип: ТУ' })).toBeVisible();
    await expect(university.getByRole('button', { name: 'Удалить' })).toBeVisible();

    // An entry of the admins' sidebar.
    const sidebarSection = section(page, 'Боковое меню');
    await sidebarSection.getByRole('button', { name: 'Добавить пункт' }).click();
    const entry = sidebarSection.getByRole('group', { name: 'Пункт 3', exact: true });
    await entry.getByRole('combobox', { name: 'Кому показывать' }).click();
    await page.getByRole('option', { name: 'Администраторы' }).click();
    await entry.getByRole('combobox', { name: 'Значок' }).click();
    await page.getByRole('option', { name: 'Календарь' }).click();
    await entry.getByLabel('Ссылка').fill('https://calendar.university.example');
    await entry.getByLabel('Название').fill('Календарь событий');
    await expectAccessible(page, 'a new sidebar entry and a logo');
    await save(page);

    const link = nav(page).getByRole('link', { name: 'Календарь событий (откроется в новой вкладке)' });
    await expect(link).toHaveAttribute('href', 'https://calendar.university.example');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Технический университет' })).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'the sidebar with the entry');
  });
});
