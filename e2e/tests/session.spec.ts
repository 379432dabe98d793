import type { APIRequestContext, Page } from '@playwright/test';
import { authEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { apiToken, bellCount, demo, networkQuiet, profileMenu, signIn } from './helpers';

test('the account chooser lists the accounts and switches the default one', async ({ page }) => {
  await signIn(page, demo.multi);
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Сменить аккаунт' }).click();
  await expect(page).toHaveURL('/accounts');
  await expect(page).toHaveTitle('Сменить аккаунт');
  const student = page.getByRole('button', { name: /^Студент, / });
  const employee = page.getByRole('button', { name: /^Сотрудник/ });
  await expect(student).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);
  await employee.click();
  // Home: this employee account has a timetable (002 §2.3).
  await expect(page).toHaveURL('/timetable');
  // The employee's sidebar: employee entries now, and the choice survives a reload.
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await expect(nav.getByRole('link', { name: 'Корпоративная почта', exact: true })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Корпоративная почта', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Лебедева Анна Игоревна' })).toBeVisible();
  await expectAccessible(page, 'the employee account’s timetable');
  // And back, so the demo user stays as it was.
  await page.goto('/accounts');
  await page.getByRole('button', { name: /^Студент, / }).click();
  await expect(nav.getByRole('link', { name: 'Корпоративная почта', exact: true })).toHaveCount(0);
});

/**
 * The admin signs in, then as the demo student, as «Войти под пользователем» does: the admin's
 * token and the way back (to /accounts) kept, the student's token in use.
 */
async function signInAsTheStudent(page: Page, request: APIRequestContext) {
  await signIn(page, demo.admin);
  const adminToken = await apiToken(page);
  const studentId = (await apiAs(request, demo.student, authEndpoints.accounts, {})).user_info.id;
  const { token } = await apiAs(request, { token: adminToken }, authEndpoints.impersonate, {
    params: { id: studentId },
  });
  await page.evaluate(
    ([t, admin]) => {
      localStorage.setItem('impersonation', JSON.stringify({ admin_token: admin, return_to: '/accounts' }));
      localStorage.setItem('api_token', t!);
    },
    [token, adminToken],
  );
  await page.goto('/');
  return { adminToken, token };
}

test('an admin signed in as another user returns through the profile menu', async ({ page, request }) => {
  const { adminToken, token } = await signInAsTheStudent(page, request);
  const studentMenu = profileMenu(page);
  await expect(studentMenu).toBeVisible();
  const studentName = await studentMenu.textContent();
  await expectAccessible(page, 'signed in as the student');
  await studentMenu.click();
  await expectAccessible(page, 'the profile menu open');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.getByRole('menuitem', { name: 'Вернуться в аккаунт администратора' }).click();
  await expect(page).toHaveURL('/accounts');
  await expect(profileMenu(page)).not.toHaveText(studentName!);
  await expectAccessible(page, 'back as the admin');
  // Nothing of the student's screens asked anything with the admin's token on the way back.
  await networkQuiet(page);
  expect(refused).toEqual([]);
  expect(await apiToken(page)).toBe(adminToken);
  expect(await page.evaluate(() => localStorage.getItem('impersonation'))).toBeNull();
  // The student's session the admin used is closed.
  await expect(apiAs(request, { token }, authEndpoints.accounts, {})).rejects.toMatchObject({ status: 401 });
  await profileMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Вернуться в аккаунт администратора' })).toHaveCount(0);
});

test('an impersonated session that ends brings the admin back to their own account, with a notice', async ({
  page,
  request,
}) => {
  const { adminToken, token } = await signInAsTheStudent(page, request);
  await expect(page.getByRole('region', { name: 'Вход под другим пользователем' })).toBeVisible();

  // The student's session ends (its hour is over, or it is refused): the next call finds out.
  await apiAs(request, { token }, authEndpoints.endImpersonation, {});
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'Вход под пользователем завершён' });
  await expect(notice).toContainText('Сессия пользователя закончилась: вы снова в своём аккаунте.');
  await expect(page).toHaveURL('/accounts');
  await expect(page.getByRole('region', { name: 'Вход под другим пользователем' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toHaveCount(0);
  expect(await apiToken(page)).toBe(adminToken);
  expect(await page.evaluate(() => localStorage.getItem('impersonation'))).toBeNull();
  await expectAccessible(page, 'back as the admin after the session ended');
});

test('signing out while signed in as another user ends the admin’s own session too', async ({ page, request }) => {
  const { adminToken, token } = await signInAsTheStudent(page, request);
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Выход' }).click();
  await expect(page.getByLabel('Корпоративная почта')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('impersonation'))).toBeNull();
  // Not only the browser's copy: neither session answers any more.
  for (const ended of [token, adminToken]) {
    await expect(apiAs(request, { token: ended }, authEndpoints.accounts, {})).rejects.toMatchObject({ status: 401 });
  }
});

test('opening an unread notification lowers the bell count', async ({ page }) => {
  await signIn(page, demo.manager);
  const bell = page.getByRole('button', { name: /^Уведомления/ }).first();
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
  const before = await bellCount(page);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(panel.getByRole('tab', { name: 'Непрочитанные' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'the notifications');
  const first = panel.getByRole('listitem').getByRole('button').first();
  const itemText = await first.innerText();
  await first.click();
  const opened = page.getByRole('dialog').last();
  await expect(opened).not.toHaveAccessibleName('Уведомления');
  const title = await opened.getByRole('heading').first().innerText();
  expect(itemText).toContain(title);
  const detail = page.getByRole('dialog', { name: title });
  await expect.poll(() => bellCount(page)).toBe(before - 1);
  await expectAccessible(page, 'a notification open');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(panel).toBeVisible();
  await panel.getByRole('tab', { name: 'Прочитанные', exact: true }).click();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
});

test('an expired session sends the user to sign-in', async ({ page, request }) => {
  await signIn(page, demo.employee);
  const token = await apiToken(page);
  // The server forgets the session, as when it expires: every call now answers errors.token.
  await apiAs(request, { token }, authEndpoints.logout, {});
  await page.reload();
  await expect(page.getByLabel('Корпоративная почта')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
});

test('an unknown address shows the not-found page with the notice', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти в новую версию' })).toBeVisible();
  await expectAccessible(page);
});
