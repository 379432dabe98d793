import type { APIRequestContext, Page } from '@playwright/test';
import { authEndpoints, directoryEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { checkedElsewhere, expect, expectAccessible, test } from './axe';
import { demo, profileMenu, signIn, signInWithForm } from './helpers';

// Against the layout width: a mobile viewport widens the window to fit overflowing content.
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A student of the demo whom no other spec signs in as (the first on the second page of the admin's list; the demo
 * sign-ins keep the password `demo` for the specs after this one), given a password of their own: the admin's
 * temporary one, changed at once by the API. Their e-mail and that password.
 */
async function ownStudent(request: APIRequestContext, index: number): Promise<{ email: string; password: string }> {
  const students = await apiAs(request, demo.admin, directoryEndpoints.students, { body: { page: 2 } });
  const id = students.items[index]!.user_id;
  const { token } = await apiAs(request, demo.admin, authEndpoints.impersonate, { params: { id } });
  const { email } = (await apiAs(request, { token }, authEndpoints.accounts, {})).user_info;
  const temporary = (await apiAs(request, demo.admin, authEndpoints.resetPassword, { params: { id } })).password;
  const signedIn = await request.post('/api/login', { data: { login: email, password: temporary } });
  const password = `Первый пароль ${index} 2026`;
  await apiAs(request, { token: (await signedIn.json()).result.user_info.api_token }, authEndpoints.changePassword, {
    body: { password, password_confirmation: password },
  });
  return { email, password };
}

async function openFromMenu(page: Page) {
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Смена пароля' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Смена пароля' })).toBeVisible();
  await expect(page).toHaveURL('/password');
  await expect(page).toHaveTitle('Смена пароля');
}

const current = (page: Page) => page.getByLabel(/^Текущий пароль/);
const next = (page: Page) => page.getByLabel(/^Новый пароль/);
const again = (page: Page) => page.getByLabel(/^Повторите новый пароль/);
const submit = (page: Page) => page.getByRole('button', { name: 'Сменить пароль' }).click();

async function signOut(page: Page) {
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Выход' }).click();
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
}

test.describe('a person changes their own password (issue 30 §7)', () => {
  test('from the profile menu: the current password asked, then only the new one signs in', async ({ page }) => {
    test.slow();
    const { email, password } = await ownStudent(page.request, 0);
    await signInWithForm(page, email, password);
    await openFromMenu(page);
    await expect(page.getByText('не совпадает с текущим паролем')).toBeVisible();
    await expectAccessible(page, 'the own password change');

    await current(page).fill('не тот пароль');
    await next(page).fill('Зимний вечер 2027');
    await again(page).fill('Зимний вечер 2027');
    await submit(page);
    await expect(page.getByText('Неверный текущий пароль.')).toBeVisible();
    await expectAccessible(page, 'the own password change with an error');

    await current(page).fill(password);
    await submit(page);
    await expect(page.getByText('Пароль изменён. Другие сеансы завершены.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await signOut(page);

    await page.getByLabel('Корпоративная почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
    await page.getByLabel('Пароль', { exact: true }).press('Enter');
    await expect(page.getByText('Неверный логин и/или пароль')).toBeVisible();
    await signInWithForm(page, email, 'Зимний вечер 2027');
  });

  test('is not offered while an admin is signed in as the user', async ({ page }) => {
    test.slow();
    await signIn(page, demo.admin);
    await page.goto('/students');
    // The list and the student's panel are checked in directory.spec.ts.
    checkedElsewhere(page, '/students');
    await page.getByRole('table', { name: 'Студенты' }).getByRole('row').nth(2).getByRole('button').click();
    await page
      .getByRole('dialog', { name: 'Личные данные студента' })
      .getByRole('button', { name: 'Войти в аккаунт студента' })
      .click();
    await expect(page.getByRole('region', { name: 'Вход под другим пользователем' })).toBeVisible();
    await profileMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Вернуться в аккаунт администратора' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Смена пароля' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Typed in by hand, the address says why there is nothing to fill in.
    await page.goto('/password');
    await expect(page.getByText('Под чужой учётной записью это недоступно', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сменить пароль' })).toHaveCount(0);
    await expectAccessible(page, 'the own password change while signed in as the user');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the own password change fits a phone', async ({ page }) => {
    test.slow();
    const { email, password } = await ownStudent(page.request, 1);
    await signInWithForm(page, email, password);
    await openFromMenu(page);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the own password change at 390 px');
    await current(page).fill(password);
    await next(page).fill('Летний дождь 2027');
    await again(page).fill('Летний дождь 2027');
    await submit(page);
    await expect(page.getByText('Пароль изменён. Другие сеансы завершены.')).toBeVisible();
  });
});
