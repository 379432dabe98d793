import { type Page } from '@playwright/test';
import { authEndpoints, directoryEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { checkedElsewhere, expect, expectAccessible, test } from './axe';
import { apiToken, demo, demoPassword, landed, profileMenu, trackRequests, worksheetOffer } from './helpers';

const studentPanel = (page: Page) => page.getByRole('dialog', { name: 'Личные данные студента' });
// Against the layout width: a mobile viewport widens the window to fit overflowing content.
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Opens a student of the admin's list (not a demo sign-in: other specs use those) and resets the password; the
 * student's e-mail and the temporary password.
 */
async function resetFromPanel(page: Page, row: number): Promise<{ email: string; name: string; password: string }> {
  const student = page.getByRole('table', { name: 'Студенты' }).getByRole('row').nth(row).getByRole('button');
  const name = await student.innerText();
  await student.click();
  const panel = studentPanel(page);
  const email = await loginOf(page, row);
  await panel.getByRole('button', { name: 'Сбросить пароль' }).click();

  const confirm = page.getByRole('dialog', { name: 'Сбросить пароль?' });
  await expect(confirm).toContainText('все его открытые сеансы завершатся');
  await expectAccessible(page, 'the reset confirmation');
  await confirm.getByRole('button', { name: 'Сбросить пароль' }).click();

  const shown = page.getByRole('dialog', { name: 'Временный пароль' });
  await expect(shown).toContainText('Пароль показан один раз');
  await expect(shown).toContainText('Передайте его пользователю лично');
  await expect(shown.getByRole('button', { name: 'Скопировать: Временный пароль' })).toBeVisible();
  const password = (await shown.locator('code').innerText()).trim();
  expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
  await expectAccessible(page, 'the temporary password');
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  await shown.getByRole('button', { name: 'Готово' }).first().click();
  await expect(shown).toBeHidden();
  // The admin sees that it is not changed yet; the password is shown nowhere any more.
  await expect(panel).toContainText('Временный пароль ещё не сменён');
  await expect(page.getByText(password)).toHaveCount(0);
  return { email, name, password };
}

/** Signs the admin in straight into a screen (`/?next=…`), not through the home's statistics. */
async function adminAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(`/?next=${encodeURIComponent(path)}`);
  await submitSignIn(page, demo.admin, demoPassword);
  await arrived(page);
  await expect(page).toHaveURL(path);
}

/**
 * The corporate e-mail the student signs in with (the panel shows the personal one), as the admin
 * learns it: from the session of the student's own account (signing in as the student, by the API).
 */
async function loginOf(page: Page, row: number): Promise<string> {
  const admin = { token: await apiToken(page) };
  const students = await apiAs(page.request, admin, directoryEndpoints.students, { body: { page: 1 } });
  const { token } = await apiAs(page.request, admin, authEndpoints.impersonate, {
    params: { id: students.items[row - 1]!.user_id },
  });
  return (await apiAs(page.request, { token }, authEndpoints.accounts, {})).user_info.email;
}

async function signOut(page: Page) {
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Выход' }).click();
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
}

/** Types the sign-in form as a person would, without waiting for the app's home. */
async function submitSignIn(page: Page, login: string, password: string) {
  trackRequests(page);
  // The form itself is checked in sign-in.spec.ts.
  checkedElsewhere(page, new URL(page.url()).pathname);
  await page.getByLabel('Корпоративная почта').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
}

/** The signed-in app's first screen after a sign-in: a busy machine may take a while to draw it. */
async function arrived(page: Page) {
  await expect(profileMenu(page)).toBeVisible({ timeout: 60_000 });
  await landed(page);
  await laterToWorksheet(page);
}

async function laterToWorksheet(page: Page) {
  const offer = worksheetOffer(page);
  if (await offer.isVisible()) {
    await offer.getByRole('button', { name: 'Позже' }).click();
    await expect(offer).toBeHidden();
  }
}

test.describe('forgotten passwords (issue 16)', () => {
  test("an admin resets a student's password, the student must choose a new one, the audit log shows it", async ({
    page,
  }) => {
    test.slow();
    await adminAt(page, '/students');
    const { email, name, password } = await resetFromPanel(page, 4);
    await page.keyboard.press('Escape');
    await expect(studentPanel(page)).toBeHidden();
    await signOut(page);

    // The student signs in with the temporary password and is made to choose a new one.
    await submitSignIn(page, email, password);
    const change = page.getByRole('heading', { level: 1, name: 'Смена пароля' });
    await expect(change).toBeVisible();
    await expect(page).toHaveTitle('Смена пароля');
    await expect(page.getByText('не меньше 8 символов')).toBeVisible();
    await expectAccessible(page, 'the password change');
    // A reload does not get past it.
    await page.reload();
    await expect(change).toBeVisible();
    await expect(profileMenu(page)).toHaveCount(0);

    const first = page.getByLabel(/^Новый пароль/);
    const second = page.getByLabel('Повторите новый пароль');
    await first.fill('кот12');
    await second.fill('кот12');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Пароль слишком короткий: нужно не меньше 8 символов.')).toBeVisible();
    await first.fill(password);
    await second.fill(password);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Новый пароль должен отличаться от временного.')).toBeVisible();
    await first.fill('Весенний сад 2027');
    await second.fill('Весенний сад 2028');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Пароли не совпадают.')).toBeVisible();
    await expectAccessible(page, 'the password change with an error');
    await second.fill('Весенний сад 2027');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await arrived(page);
    await expectAccessible(page, 'the student home after the change');
    await signOut(page);

    // The temporary password no longer works; the new one does.
    await submitSignIn(page, email, password);
    await expect(page.getByText('Неверный логин и/или пароль')).toBeVisible();
    await page.getByLabel('Пароль', { exact: true }).fill('Весенний сад 2027');
    await page.getByLabel('Пароль', { exact: true }).press('Enter');
    await arrived(page);
    await expect(change).toHaveCount(0);
    await signOut(page);

    // The admin's audit log shows the reset.
    await adminAt(page, '/audit-log');
    await page.getByRole('combobox', { name: 'Действие' }).click();
    await page.getByRole('option', { name: 'Сброс пароля', exact: true }).click();
    const row = page.getByRole('table', { name: 'Журнал действий' }).getByRole('row').filter({ hasText: name }).first();
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toContainText('Сброс пароля');
    await expect(row.getByRole('cell').nth(3)).toHaveText(name);
    await expect(page.getByText(password)).toHaveCount(0);
    await expectAccessible(page, 'the audit log of resets');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the reset and the change screen fit a phone', async ({ page }) => {
    test.slow();
    await adminAt(page, '/students');
    const { email, password } = await resetFromPanel(page, 6);
    await page.keyboard.press('Escape');
    await expect(studentPanel(page)).toBeHidden();
    await signOut(page);
    await submitSignIn(page, email, password);
    await expect(page.getByRole('heading', { level: 1, name: 'Смена пароля' })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the password change at 390 px');
    await page.getByLabel(/^Новый пароль/).fill('Летний дождь 2027');
    await page.getByLabel('Повторите новый пароль').fill('Летний дождь 2027');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await arrived(page);
  });
});
