import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { demo, demoPassword, landed } from './helpers';

/** Presses Tab until `target` has the focus, as a keyboard user does; fails if it never comes. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Signs in with the keyboard only: Tab between the fields, Space on the consent, Enter to send. */
async function signInByKeyboard(page: Page, login: string) {
  await page.goto('/');
  await expectAccessible(page);
  await tabTo(page, page.getByLabel('Корпоративная почта'));
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
  await page.keyboard.type(demoPassword);
  const consent = page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Войти' }));
  await page.keyboard.press('Enter');
  await landed(page);
  await expectAccessible(page, 'after sign-in');
}

test('sign-in, the skip link and the inbox by keyboard: focus comes back to what opened each window', async ({
  page,
}) => {
  await signInByKeyboard(page, demo.manager);

  // The first Tab stop on a screen is the skip link; it takes the focus past the header and the sidebar.
  await page.reload();
  await landed(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к основному содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The inbox: the bell opens it, an item opens its detail, Escape closes each and the focus returns.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Уведомления, непрочитанных: \d+$/ });
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(panel).toBeVisible();
  const item = panel.getByRole('listitem').first().getByRole('button');
  await tabTo(page, item);
  const itemText = await item.innerText();
  await page.keyboard.press('Enter');
  const detail = page
    .getByRole('dialog')
    .filter({ hasNot: page.getByRole('tab') })
    .last();
  await expect(detail.getByRole('heading').first()).toBeVisible();
  expect(itemText).toContain(await detail.getByRole('heading').first().innerText());
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // The focus is back in the list (on the item, or where it was once it moved to «Прочитанные»), not lost.
  await expect
    .poll(() =>
      panel.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});

test('on the sign-in page the low-vision version is one button away, and the skip link still comes first', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Версия для слабовидящих' }).click();
  await expect(page.getByRole('button', { name: 'Обычная версия' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-low-vision', 'on');

  // Opened again (the version is kept): the first Tab stop is the skip link, before the panel's settings.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Обычная версия' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к основному содержимому' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Корпоративная почта')).toBeFocused();
  await expectAccessible(page, 'sign-in, low-vision version');
});

test("a student's detail by keyboard: the row opens the panel, Escape gives the focus back to the row", async ({
  page,
}) => {
  await signInByKeyboard(page, demo.admin);
  await page.goto('/students');
  const table = page.getByRole('table', { name: 'Студенты' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const first = table.getByRole('row').nth(1).getByRole('button');
  await tabTo(page, first);
  const name = await first.innerText();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Личные данные студента' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(name, { exact: true })).toBeVisible();
  // The focus is inside the panel, and Tab stays there.
  await page.keyboard.press('Tab');
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(first).toBeFocused();
});
