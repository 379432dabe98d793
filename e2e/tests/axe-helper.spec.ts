import { expect, expectAccessible, test } from './axe';

test('the accessibility check fails on a planted violation and names it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Корпоративная почта')).toBeVisible();

  // A button with nothing to call it by (critical) and grey on white at 1.6:1 (serious).
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.id = 'planted';
    planted.innerHTML =
      '<button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button><p ' +
      'style="color:#c8c8c8;background:#fff">Едва видно</p>';
    document.querySelector('main')!.append(planted);
  });
  const failure = await expectAccessible(page, 'the planted violation', { everyMode: true }).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('обычная версия, 390 px');
  // A later state of a screen checked in every mode is checked as the test shows it.
  await page.evaluate(() => (document.querySelector('#planted p')!.textContent = 'Всё так же едва видно'));
  const again = await expectAccessible(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(again).toContain('как в тесте, 1280 px:');
  expect(again).not.toContain('обычная версия, 390 px');

  await page.evaluate(() => document.getElementById('planted')!.remove());
  await expectAccessible(page);
});
