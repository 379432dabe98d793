import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: 'admin@demo.local',
  employee: 'employee@demo.local',
  manager: 'manager@demo.local',
  student: 'student@demo.local',
  multi: 'multi@demo.local',
} as const;

/** Signs in through the form as a person would: types, ticks the consent, presses Enter. */
export async function signIn(page: Page, login: string, password = 'demo') {
  await page.goto('/');
  await page.getByLabel('Корпоративная почта').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expect(profileMenu(page)).toBeVisible();
}

/** The profile menu button in the header, labelled with the short name «Фамилия И. О.». */
export const profileMenu = (page: Page) => page.getByRole('button', { name: /^[А-ЯЁ][а-яё-]+ [А-ЯЁ]\.( [А-ЯЁ]\.)?$/ });

export async function apiToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('api_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** The number on the bell (0 when it shows none). */
export async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Уведомления/ }).first();
  const text = (await bell.textContent())?.replace(/\D/g, '') ?? '';
  return text ? Number(text) : 0;
}
