import { expect, expectAccessible, test } from './axe';
import { demo, signIn } from './helpers';

test('an admin reads the update reports of the demo import: Обновлено, with the date', async ({ page }) => {
  await signIn(page, demo.admin);
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Отчеты обновлений', exact: true })
    .click();
  await expect(page).toHaveURL('/otchety-obnovlenij');
  await expect(page).toHaveTitle('Отчеты обновлений');
  await expect(page.getByRole('heading', { level: 1, name: 'Отчеты обновлений' })).toBeVisible();

  const reports = page.getByRole('article');
  await expect(reports.first()).toBeVisible();
  await expect(page.getByText('Обновления отсутствуют')).toHaveCount(0);
  // The demo data came in through the import, and every run of it succeeded.
  const count = await reports.count();
  for (let i = 0; i < count; i++) {
    const report = reports.nth(i);
    await expect(report.getByText('Обновлено', { exact: true })).toBeVisible();
    await expect(report.getByText('Не обновлено')).toHaveCount(0);
    await expect(report.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  }
  await expect(page.getByText('Не обновлено')).toHaveCount(0);
  await expectAccessible(page);
});

test('at 390 px the reports fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await page.goto('/otchety-obnovlenij');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
