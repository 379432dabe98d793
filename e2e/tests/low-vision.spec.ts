import type { Locator, Page } from '@playwright/test';
import { preferencesEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { demo, signIn, signInByApi } from './helpers';

// Each check runs axe in five modes (two normal, three low-vision), and the guard checks the last state again.
test.describe.configure({ timeout: 120_000 });

// Signed in, the version chosen is the user's setting (issue 32 §1), applied at their next sign-in:
// each test leaves its users in the normal version, as the next test and the other specs expect.
test.afterEach(async ({ page, request }) => {
  // A change the page is about to save (it waits 600 ms for the next click) is saved first.
  if (!page.isClosed()) await page.waitForTimeout(1000);
  for (const login of [demo.employee, demo.admin, demo.student])
    await apiAs(request, login, preferencesEndpoints.setPreferences, { body: { low_vision: null } });
});

const panel = (page: Page) => page.getByRole('region', { name: 'Настройки для слабовидящих' });
const choice = (page: Page, group: string, option: string) =>
  panel(page).getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true });
const rootFont = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const colours = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor };
  });
const bodyColours = (page: Page) => colours(page.locator('body'));
const turnOn = (page: Page) => page.getByRole('button', { name: 'Версия для слабовидящих' }).click();

/**
 * Opens a screen already signed in (sign-in itself is tested elsewhere), so that the test shows that
 * screen only, not the sign-in form and the home page on the way.
 */
async function openSignedIn(page: Page, login: string, path: string) {
  await signInByApi(page, login);
  await page.goto(path);
}

const SCHEMES = [
  { name: 'Черным по белому', color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' },
  { name: 'Белым по черному', color: 'rgb(255, 255, 255)', background: 'rgb(0, 0, 0)' },
  { name: 'Темно-синим по голубому', color: 'rgb(6, 52, 98)', background: 'rgb(157, 209, 255)' },
];

test('the font sizes of the panel set the root size, and the size survives a reload', async ({ page }) => {
  await signIn(page, demo.employee);
  expect(await rootFont(page)).toBe('16px');
  await turnOn(page);
  await expect(panel(page)).toBeVisible();
  await expect(choice(page, 'Размер шрифта', '20')).toBeChecked();
  expect(await rootFont(page)).toBe('20px');
  for (const size of ['24', '28']) {
    await choice(page, 'Размер шрифта', size).check();
    expect(await rootFont(page)).toBe(`${size}px`);
  }
  // Text in rem follows the root: the page title is larger than at 16 px.
  const titleSize = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(titleSize).toBeGreaterThanOrEqual(28);
  await page.reload();
  await expect(choice(page, 'Размер шрифта', '28')).toBeChecked();
  expect(await rootFont(page)).toBe('28px');
  await expectAccessible(page);
});

test('each colour scheme colours the page, secondary text included, and survives a reload', async ({ page }) => {
  await signIn(page, demo.employee);
  await turnOn(page);
  // The sidebar's role line, grey in the normal version, is the text's colour in every scheme.
  const roleLine = page.getByText('Сотрудник', { exact: true }).first();
  for (const scheme of SCHEMES) {
    await choice(page, 'Цветовая схема', scheme.name).check();
    await expect.poll(() => bodyColours(page)).toEqual({ color: scheme.color, background: scheme.background });
    expect((await colours(roleLine)).color).toBe(scheme.color);
    // A filled button is the scheme's colours swapped.
    expect(await colours(panel(page).getByRole('button', { name: 'Обычная версия' }))).toEqual({
      color: scheme.background,
      background: scheme.color,
    });
  }
  await page.reload();
  await expect(choice(page, 'Цветовая схема', 'Темно-синим по голубому')).toBeChecked();
  expect(await bodyColours(page)).toEqual({ color: 'rgb(6, 52, 98)', background: 'rgb(157, 209, 255)' });
  await expectAccessible(page);
});

test('wide letter spacing and images off', async ({ page }) => {
  await signIn(page, demo.employee);
  await turnOn(page);
  const title = page.getByRole('heading', { level: 1 });
  const spacing = () => title.evaluate((el) => getComputedStyle(el).letterSpacing);
  expect(await spacing()).toBe('normal');
  await choice(page, 'Межбуквенный интервал', 'Увеличенный').check();
  // 0.12 of the element's own font size (WCAG 1.4.12), not of the body's.
  const { letter, word, size } = await title.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      letter: parseFloat(style.letterSpacing),
      word: parseFloat(style.wordSpacing),
      size: parseFloat(style.fontSize),
    };
  });
  expect(letter).toBeCloseTo(size * 0.12, 1);
  expect(word).toBeCloseTo(size * 0.16, 1);

  const mark = page.getByRole('link', { name: 'Личный кабинет: Главная' }).locator('svg');
  await expect(mark).toBeVisible();
  await choice(page, 'Изображения', 'Скрывать').check();
  await expect(mark).toBeHidden();
  expect(await page.locator('img:visible, svg[data-lv-image]:visible').count()).toBe(0);
  // The logo's words stay in place of the mark.
  await expect(page.getByRole('link', { name: 'Личный кабинет: Главная' })).toBeVisible();

  await page.reload();
  await expect(choice(page, 'Изображения', 'Скрывать')).toBeChecked();
  await expect(choice(page, 'Межбуквенный интервал', 'Увеличенный')).toBeChecked();
  await expect(mark).toBeHidden();
  await expectAccessible(page);
});

test('«Обычная версия» returns the normal size and colours, all by keyboard', async ({ page }) => {
  await signIn(page, demo.employee);
  const normal = await bodyColours(page);
  const toggle = page.getByRole('button', { name: 'Версия для слабовидящих' });
  for (let i = 0; i < 15 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  // The button is gone; the panel it opened has the focus, and its first control is one Tab away.
  await expect(panel(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(choice(page, 'Размер шрифта', '20')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(choice(page, 'Размер шрифта', '24')).toBeChecked();
  expect(await rootFont(page)).toBe('24px');
  await page.keyboard.press('Tab');
  await expect(choice(page, 'Цветовая схема', 'Черным по белому')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(choice(page, 'Цветовая схема', 'Белым по черному')).toBeChecked();
  await expectAccessible(page);

  const back = panel(page).getByRole('button', { name: 'Обычная версия' });
  for (let i = 0; i < 10 && !(await back.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toHaveCount(0);
  expect(await rootFont(page)).toBe('16px');
  expect(await bodyColours(page)).toEqual(normal);
  expect(await page.evaluate(() => localStorage.getItem('low_vision'))).toBeNull();
  await expect(toggle).toBeFocused();
  await expectAccessible(page);
});

test('a change made in another tab is followed at once', async ({ page, context }) => {
  await signIn(page, demo.employee);
  const other = await context.newPage();
  await other.goto('/');
  await turnOn(other);
  await choice(other, 'Цветовая схема', 'Белым по черному').check();
  await expect(page.locator('html')).toHaveAttribute('data-lv-scheme', 'black');
  await expect(panel(page)).toBeVisible();
  expect(await rootFont(page)).toBe('20px');
  await panel(other).getByRole('button', { name: 'Обычная версия' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-low-vision', 'off');
  await expect(panel(page)).toHaveCount(0);
  await other.close();
  await expectAccessible(page);
});

test('the old stored value «1» opens the default low-vision version', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('low_vision', '1'));
  await page.reload();
  await expect(choice(page, 'Размер шрифта', '20')).toBeChecked();
  await expect(choice(page, 'Цветовая схема', 'Черным по белому')).toBeChecked();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('low_vision')))!)).toEqual({
    size: 20,
    scheme: 'white',
    spacing: 'normal',
    images: true,
  });
  await expectAccessible(page);
});

test('on a phone the page title wraps and the way back is a labelled button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, demo.employee, '/students');
  await page.getByRole('button', { name: 'Версия для слабовидящих' }).click();
  await choice(page, 'Размер шрифта', '28').check();
  const title = page.getByRole('heading', { level: 1, name: 'Список студентов' });
  await expect(title).toBeVisible();
  // Nothing of the title is cut: no ellipsis, no clipped line, inside the screen.
  const fits = await title.evaluate(
    (el) =>
      el.scrollWidth <= el.clientWidth + 1 &&
      el.scrollHeight <= el.clientHeight + 1 &&
      el.getBoundingClientRect().right <= window.innerWidth,
  );
  expect(fits).toBe(true);
  const back = panel(page).getByRole('button', { name: 'Обычная версия' });
  await expect(back).toBeVisible();
  await expect(back).toHaveText('Обычная версия');
  // The settings fold away, and the way back stays.
  await panel(page).getByRole('button', { name: 'Скрыть настройки' }).click();
  await expect(panel(page).getByRole('group', { name: 'Размер шрифта' })).toHaveCount(0);
  await expect(back).toBeVisible();
  await expectAccessible(page);
});

test('the statistics chart follows the size and the scheme', async ({ page }) => {
  await openSignedIn(page, demo.admin, '/statistics');
  const chart = page.getByRole('figure', { name: 'Вошли в ЛК, % студентов' });
  const label = chart
    .locator('svg text')
    .filter({ hasText: /^\d+ %$/ })
    .first();
  const labelSize = () => label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await expect(label).toBeVisible();
  // Polled: the chart draws its labels again once its size is known, and a label read while it is
  // being replaced has no computed style.
  await expect.poll(labelSize).toBeGreaterThanOrEqual(12);
  await turnOn(page);
  await choice(page, 'Размер шрифта', '28').check();
  await choice(page, 'Цветовая схема', 'Белым по черному').check();
  // The labels grow with the root size (about 0.8 of it), and text and bars take the scheme's colour.
  await expect.poll(labelSize).toBeGreaterThanOrEqual(22);
  expect(await label.evaluate((el) => getComputedStyle(el).fill)).toBe('rgb(255, 255, 255)');
  const bar = chart.locator('.recharts-bar-rectangle path').first();
  expect(await bar.evaluate((el) => getComputedStyle(el).fill)).toBe('rgb(255, 255, 255)');
  await expectAccessible(page);
});

test(
  'at 28 px on a phone the date picker’s week fits the ' +
    'screen, days it does not offer are struck through, not faded',
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, demo.admin, '/statistics');
    await turnOn(page);
    await choice(page, 'Размер шрифта', '28').check();
    await page.getByRole('button', { name: 'Период' }).click();
    const picker = page.getByRole('dialog', { name: 'Период' });
    await expect(picker).toBeVisible();
    const inScreen = (locator: Locator) =>
      locator.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth);
    expect(await inScreen(picker.getByRole('columnheader').last())).toBe(true);
    expect(await inScreen(picker.locator('.mantine-DatePickerInput-calendarHeaderControl').last())).toBe(true);
    const later = picker.locator('.mantine-DatePickerInput-day[data-disabled]').first();
    await expect(later).toBeVisible();
    expect(
      await later.evaluate((el) => ({
        opacity: getComputedStyle(el).opacity,
        line: getComputedStyle(el).textDecorationLine,
      })),
    ).toEqual({ opacity: '1', line: 'line-through' });
    await expectAccessible(page);
  },
);

test(
  'links are underlined, icons in controls grow with ' + 'the text, and the bell’s count leaves the bell visible',
  async ({ page }) => {
    await openSignedIn(page, demo.student, '/');
    const bellIcon = page
      .getByRole('button', { name: /^Уведомления/ })
      .first()
      .locator('svg.tabler-icon-bell');
    const width = () => bellIcon.evaluate((el) => el.getBoundingClientRect().width);
    const normal = await width();
    await turnOn(page);
    await choice(page, 'Размер шрифта', '28').check();
    await expect.poll(width).toBeGreaterThan(normal * 1.4);
    const home = page.getByRole('link', { name: 'Личный кабинет' });
    expect(await home.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
    // The count's badge covers less than half of the bell.
    const bell = await bellIcon.boundingBox();
    const badge = await page.locator('.mantine-Indicator-indicator').first().boundingBox();
    if (bell && badge) {
      const overlapX = Math.max(0, Math.min(bell.x + bell.width, badge.x + badge.width) - Math.max(bell.x, badge.x));
      const overlapY = Math.max(0, Math.min(bell.y + bell.height, badge.y + badge.height) - Math.max(bell.y, badge.y));
      expect(overlapX * overlapY).toBeLessThan((bell.width * bell.height) / 4);
    }
  },
);

test(
  'at 24 px on a phone and at 28 px on a desktop the ' + 'statistics table shows «Студентов %» without scrolling',
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, demo.admin, '/statistics');
    await turnOn(page);
    await choice(page, 'Размер шрифта', '24').check();
    const table = page.getByRole('table').first();
    const percentCell = table.locator('tbody tr').first().locator('td').nth(2);
    const visible = () =>
      percentCell.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 20 && box.right <= window.innerWidth;
      });
    await expect.poll(visible).toBe(true);
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await choice(page, 'Размер шрифта', '28').check();
    await expect.poll(visible).toBe(true);
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
    await expectAccessible(page);
  },
);

test(
  'at 24 px the institute filter’s options are shown whole, ' +
    'and on a phone the account chooser keeps its words whole',
  async ({ page }) => {
    await openSignedIn(page, demo.admin, '/students');
    await turnOn(page);
    await choice(page, 'Размер шрифта', '24').check();
    await page.getByRole('combobox', { name: 'Институт' }).click();
    const options = page.getByRole('listbox', { name: 'Институт' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const cut = await options.evaluateAll(
      (els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth)
          .length,
    );
    expect(cut).toBe(0);
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/accounts');
    await choice(page, 'Размер шрифта', '28').check();
    const title = page.getByText('Сотрудник', { exact: true }).first();
    await expect(title).toBeVisible();
    // One line: the word is not broken letter by letter.
    const lines = await title.evaluate((el) =>
      Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    );
    expect(lines).toBe(1);
  },
);
