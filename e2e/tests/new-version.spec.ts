import { checkedElsewhere, expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signInByApi } from './helpers';

/**
 * A tab opened before a release asks for a screen whose chunk the release removed (the cluster test
 * deploys a real new build behind nginx: e2e/cluster/deploy.spec.ts): the portal says a new version is
 * there instead of a blank page, and «Обновить» loads it.
 */
test('a screen whose chunk is gone says «Доступна новая версия портала», and «Обновить» opens it', async ({ page }) => {
  await signInByApi(page, demo.admin);
  await page.goto('/statistics');
  const heading = page.locator('header h1');
  await expect(heading).toHaveText('Статистика');
  await networkQuiet(page);
  // The statistics are checked by their own tests (statistics.spec.ts).
  checkedElsewhere(page, '/statistics');

  // The new build is served: the old tab's chunk of the audit log answers 404.
  await page.route('**/assets/AuditLogPage-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Журнал действий' })
    .click();
  const notice = page.getByRole('alert').filter({ hasText: 'Доступна новая версия портала' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Обновить' })).toBeVisible();
  await expectAccessible(page, 'the new-version notice');

  await page.unroute('**/assets/AuditLogPage-*.js');
  await notice.getByRole('button', { name: 'Обновить' }).click();
  await expect(heading).toHaveText('Журнал действий');
  await expect(page.getByText('Доступна новая версия портала')).toHaveCount(0);
});
