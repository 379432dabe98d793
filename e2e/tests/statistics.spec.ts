import ExcelJS from 'exceljs';
import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { demo, signIn } from './helpers';

const IIT = 'Институт информационных технологий';
const HIDDEN = 'Институт экономики и управления';

/** A number as the table writes it: «1 234», «37,2». */
const num = (text: string | null) => Number((text ?? '').replace(/\s/g, '').replace(',', '.'));

const table = (page: Page) => page.getByRole('table');
/** The institute rows (kafedra rows are in the same tbody, marked data-kafedra). */
const instituteRows = (page: Page) => table(page).locator('tbody tr[data-institute]');
/** An institute's row; a hidden one that «Показать все» shows is marked «скрыт» after the name. */
const rowOf = (page: Page, name: string) =>
  instituteRows(page).filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}( скрыт)?$`) }) });

/** The visible institute rows as the person reads them: name, Всего, Вошли в ЛК, Студентов %. */
async function readInstitutes(page: Page) {
  const rows = await instituteRows(page).all();
  return Promise.all(rows.map(readRow));
}

async function readRow(row: Locator) {
  const cells = row.getByRole('cell');
  return {
    name: (await row.getByRole('rowheader').innerText()).replace(/\s*скрыт$/, '').trim(),
    total: num(await cells.nth(0).textContent()),
    active: num(await cells.nth(1).textContent()),
    percent: num(await cells.nth(2).textContent()),
  };
}

const isSorted = (values: number[], order: 'asc' | 'desc') =>
  values.every((v, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));

/** Today in the browser's time zone (the config's Europe/Moscow, not the runner's), as a UTC date to count days on. */
async function browserToday(page: Page): Promise<Date> {
  const [y, m, d] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()];
  });
  return new Date(Date.UTC(y!, m!, d!));
}
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);
/** `YYYY-MM-DD`, as the API takes it. */
const day = (date: Date) => date.toISOString().slice(0, 10);
/** `DD.MM.YYYY`, as the picker shows it. */
const ru = (date: Date) => day(date).split('-').reverse().join('.');

test.describe('login statistics', () => {
  test.beforeEach(async ({ browser, baseURL }) => {
    // A student signs in first, in a browser of their own: somebody is active today.
    const context = await browser.newContext({ baseURL });
    await signIn(await context.newPage(), demo.student);
    await context.close();
  });

  test('an admin lands on statistics, chooses a range, reads, sorts, hides and downloads', async ({ page }) => {
    // One person's whole visit, two reloads and a download included.
    test.setTimeout(180_000);
    await signIn(page, demo.admin);
    // Admin home redirects to statistics (000 §2); the title is the sidebar's.
    await expect(page).toHaveURL(/\/statistics$/);
    await expect(page).toHaveTitle('Статистика');
    await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible();

    // The default range: the last 7 days up to today.
    const today = await browserToday(page);
    const weekAgo = daysBefore(today, 6);
    // The field (its dropdown, named by the same label, may still be in the page while it closes).
    const period = page.getByRole('button', { name: 'Период' });
    await expect(period).toHaveText(`${ru(weekAgo)} – ${ru(today)}`);

    // Choose another range: the last 30 days.
    const monthAgo = daysBefore(today, 29);
    const answer = page.waitForResponse((r) =>
      r.url().includes(`/api/account/admin/statistics?start_login=${day(monthAgo)}&end_login=${day(today)}`),
    );
    await period.click();
    await expect(page.getByRole('button', { name: 'Следующий месяц' }).first()).toBeVisible();
    await expectAccessible(page, 'the date picker');
    await page.getByRole('button', { name: 'Последние 30 дней' }).click();
    expect((await answer).ok()).toBe(true);
    await expect(period).toHaveText(`${ru(monthAgo)} – ${ru(today)}`);
    await expect(page).toHaveURL(new RegExp(`start_login=${day(monthAgo)}&end_login=${day(today)}`));

    // The table: the student's institute has somebody who signed in; percent = active / total.
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Институт',
      'Всего',
      'Вошли в ЛК',
      'Студентов %',
      'Видимость',
    ]);
    await expect(rowOf(page, IIT)).toBeVisible();
    const iit = await readRow(rowOf(page, IIT));
    expect(iit.active).toBeGreaterThanOrEqual(1);
    expect(iit.percent).toBeCloseTo((iit.active / iit.total) * 100, 1);
    await expect(page.getByRole('heading', { name: 'Вошли в ЛК, % студентов' })).toBeVisible();

    // Sorting: the names A–Я first; «Всего» by the keyboard, largest first; again, smallest first.
    const byName = await readInstitutes(page);
    expect(byName.map((r) => r.name)).toEqual([...byName.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'ru')));
    const totalHeader = page.getByRole('columnheader', { name: 'Всего' });
    await totalHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    const desc = await readInstitutes(page);
    expect(
      isSorted(
        desc.map((r) => r.total),
        'desc',
      ),
    ).toBe(true);
    expect(desc.map((r) => r.name)).not.toEqual(byName.map((r) => r.name));
    await totalHeader.getByRole('button').click();
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('columnheader', { name: 'Институт' })).toHaveAttribute('aria-sort', 'none');
    const asc = await readInstitutes(page);
    expect(
      isSorted(
        asc.map((r) => r.total),
        'asc',
      ),
    ).toBe(true);
    expect(asc.map((r) => r.name)).not.toEqual(desc.map((r) => r.name));

    // The kafedra rows open under their institute, in the same order.
    const expand = page.getByRole('button', { name: IIT, exact: true });
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const kafedraTotals = (await table(page).locator('tbody tr[data-kafedra] td:nth-child(2)').allTextContents()).map(
      num,
    );
    expect(kafedraTotals.length).toBeGreaterThan(1);
    expect(isSorted(kafedraTotals, 'asc')).toBe(true);
    expect(kafedraTotals.reduce((a, b) => a + b, 0)).toBe(iit.total);
    await expectAccessible(page, 'the kafedra rows open');

    // Hiding an institute: gone from the table, still gone after a reload; «Показать все» brings it back.
    await page.getByRole('button', { name: `Скрыть институт: ${HIDDEN}` }).click();
    await expect(rowOf(page, HIDDEN)).toHaveCount(0);
    await expect(page.getByText('Скрыто институтов: 1')).toBeVisible();
    await page.reload();
    await expect(rowOf(page, IIT)).toBeVisible();
    await expect(rowOf(page, HIDDEN)).toHaveCount(0);
    await page.getByRole('button', { name: 'Показать все' }).click();
    await expect(rowOf(page, HIDDEN)).toBeVisible();
    await expect(rowOf(page, HIDDEN).getByText('скрыт', { exact: true })).toBeVisible();
    await expectAccessible(page, 'a hidden institute shown');
    await page.getByRole('button', { name: 'Скрыть', exact: true }).click();
    await expect(rowOf(page, HIDDEN)).toHaveCount(0);
    await page.getByRole('button', { name: 'Показать все' }).click();
    await page.getByRole('button', { name: `Показать институт: ${HIDDEN}` }).click();
    await expect(page.getByText(/Скрыто институтов/)).toHaveCount(0);
    await page.reload();
    await expect(rowOf(page, HIDDEN)).toBeVisible();

    // The download: the same range in the table's order (by «Вошли в ЛК», largest first), an xlsx.
    await page.getByRole('button', { name: 'Вошли в ЛК' }).click();
    await expect(page.getByRole('columnheader', { name: 'Вошли в ЛК' })).toHaveAttribute('aria-sort', 'descending');
    const shown = await readInstitutes(page);
    const exportCall = page.waitForRequest((r) => r.url().includes('/api/account/admin/statistics/export?'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать' }).click();
    const query = new URL((await exportCall).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      start_login: day(monthAgo),
      end_login: day(today),
      key: 'active',
      order: 'desc',
    });
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1);
    expect(values(1)).toEqual(['Институт / кафедра', 'Всего', 'Вошли в ЛК', 'Студентов %']);
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    const fileIit = rows.find((r) => r[0] === IIT);
    expect(fileIit).toEqual([IIT, iit.total, iit.active, iit.percent]);
    // Institutes come in the table's order.
    const names = new Set(shown.map((r) => r.name));
    expect(rows.filter((r) => names.has(String(r[0]))).map((r) => r[0])).toEqual(shown.map((r) => r.name));
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('neither the page nor the table scrolls sideways; the name and «Студентов %» are on screen', async ({
      page,
    }) => {
      await signIn(page, demo.admin);
      await expect(rowOf(page, IIT)).toBeVisible();
      await expectAccessible(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole('button', { name: 'Скачать' })).toBeInViewport();
      // The table fits its box: Всего and Вошли в ЛК fold under the name, the percent keeps its column.
      const box = table(page).locator('xpath=..');
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const name = rowOf(page, IIT).getByRole('rowheader');
      const percent = rowOf(page, IIT).getByRole('cell').nth(2);
      await name.scrollIntoViewIfNeeded();
      await expect(name).toBeInViewport();
      await expect(percent).toBeInViewport();
      await expect(page.getByRole('columnheader', { name: 'Студентов %' })).toBeVisible();
      // The folded numbers are drawn under the name (not read twice: their cells are still there).
      expect(await name.evaluate((el) => getComputedStyle(el, '::after').content)).toMatch(
        /Всего\s[\d\s]+\s·\sВошли\sв\sЛК\s[\d\s]+/,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
});
