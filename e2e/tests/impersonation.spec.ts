import { expect, expectAccessible, test } from './axe';
import { demo, profileMenu, profileName, signIn } from './helpers';

test('signed in as a student, a bar says whose cabinet this is and takes the admin back', async ({ page }) => {
  // A full reload into the student's session and one back.
  test.slow();
  await signIn(page, demo.admin);
  const adminName = await profileName(page);
  await page.goto('/students');
  const row = page.getByRole('table', { name: 'Студенты' }).getByRole('row').nth(2).getByRole('button');
  const studentName = await row.innerText();
  await row.click();
  await page
    .getByRole('dialog', { name: 'Личные данные студента' })
    .getByRole('button', { name: 'Войти в аккаунт студента' })
    .click();

  const bar = page.getByRole('region', { name: 'Вход под другим пользователем' });
  await expect(bar).toHaveText(new RegExp(`Вы в личном кабинете пользователя ${studentName}`));
  await expect(bar).toBeInViewport();
  await expect(profileMenu(page)).not.toHaveAccessibleName(adminName);
  await expectAccessible(page, 'signed in as the student');

  await bar.getByRole('button', { name: 'Вернуться в аккаунт администратора' }).click();
  await expect(page).toHaveURL('/students');
  await expect(profileMenu(page)).toHaveAccessibleName(adminName);
  await expect(bar).toHaveCount(0);
  await expectAccessible(page, 'back as the admin');
});

test('the bar stays on a phone, above the page', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await page.goto('/employee');
  await expect(page.getByRole('table', { name: 'Сотрудники' }).getByRole('row')).toHaveCount(21);
  await expectAccessible(page);
  await page.getByRole('table', { name: 'Сотрудники' }).getByRole('row').nth(1).getByRole('button').click();
  await page
    .getByRole('dialog', { name: 'Личные данные сотрудника' })
    .getByRole('button', { name: 'Войти в аккаунт сотрудника' })
    .click();
  const bar = page.getByRole('region', { name: 'Вход под другим пользователем' });
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Вернуться в аккаунт администратора' })).toBeInViewport();
  await expectAccessible(page, 'signed in as the employee');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
