import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

test('an employee opens «Наука» and copies an identifier', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demo.employee);
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Наука' }).click();
  await expect(page).toHaveTitle('Наука');
  await expect(page.getByText('0000-0002-1825-0097')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Открыть профиль: ORCID' })).toHaveAttribute(
    'href',
    'https://orcid.org/0000-0002-1825-0097',
  );
  await networkQuiet(page);
  await expectAccessible(page, 'the science identifiers');
  await page.getByRole('button', { name: 'Скопировать: SPIN-код РИНЦ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Скопировано' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4821-7395');
});

test('on a phone the identifiers start folded and open one at a time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.employee);
  await page.goto('/science');
  const orcid = page.getByRole('button', { name: 'ORCID' });
  await expect(orcid).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('0000-0002-1825-0097')).toBeHidden();
  await orcid.click();
  await expect(page.getByText('0000-0002-1825-0097')).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'the science identifiers on a phone');
});
