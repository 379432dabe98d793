import { type Page } from '@playwright/test';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/src/seed/demo-logins';
import { signInAs } from './api';
import { checkedElsewhere, expect, expectAccessible } from './axe';

/** The demo's sign-ins, as the seed makes them; all have the password `demoPassword`. */
export const demo = DEMO_LOGINS;
export const demoPassword = DEMO_PASSWORD;

/**
 * What a test does with the worksheet offered after sign-in (README decision 9) to the demo
 * student until filled in: «Позже» (the default: the test is about something else), or leave it
 * open for the test to answer.
 */
export interface SignInOptions {
  worksheet?: 'later' | 'keep';
}

/**
 * Signs in for a test of what comes after (the form has its own tests: `signInWithForm`): the
 * browser posts the sign-in itself, with its own headers as the form would, from a portal address
 * that draws nothing, keeps the token as the app does, and opens the portal, with «Позже» said to
 * the worksheet offered after sign-in: a second or more less than typing into the form, before
 * nearly every test. `worksheet: 'keep'` signs in through the form, which offers it.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD, options: SignInOptions = {}) {
  if (options.worksheet === 'keep') return signInWithForm(page, login, password, options);
  // Neither is a screen of the test's: the health answer, and `/` while the app starts (the sign-in
  // form's address, and the home the landing check below reads).
  checkedElsewhere(page, '/api/health');
  checkedElsewhere(page, '/');
  await page.goto('/api/health');
  await page.evaluate(
    async ({ login, password }) => {
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password }),
      });
      const answer = (await response.json()) as { success: boolean; result?: { user_info: { api_token: string } } };
      if (!answer.success || !answer.result) throw new Error(`${login}: ${response.status} ${JSON.stringify(answer)}`);
      localStorage.setItem('api_token', answer.result.user_info.api_token);
      localStorage.setItem('worksheet_later', '1');
    },
    { login, password },
  );
  trackRequests(page);
  await page.goto('/');
  await landed(page);
  await expectAccessible(page, 'after sign-in', {
    oncePerRun: `after sign-in: ${login} at ${new URL(page.url()).pathname}`,
  });
}

/** Signs in through the form as a person would: types, ticks the consent, presses Enter. */
export async function signInWithForm(page: Page, login: string, password = DEMO_PASSWORD, options: SignInOptions = {}) {
  await page.goto('/');
  await signInHere(page, login, password, options);
}

/** The same on the sign-in screen already shown (after a redirect to it, say); checks the screen it lands on. */
export async function signInHere(page: Page, login: string, password = DEMO_PASSWORD, options: SignInOptions = {}) {
  trackRequests(page);
  // The form itself is checked in sign-in.spec.ts.
  checkedElsewhere(page, new URL(page.url()).pathname);
  await page.getByLabel('Корпоративная почта').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await landed(page);
  const offer = worksheetOffer(page);
  if (options.worksheet !== 'keep' && (await offer.isVisible())) {
    await offer.getByRole('button', { name: 'Позже' }).click();
    await expect(offer).toBeHidden();
  }
  await expectAccessible(page, 'after sign-in', {
    oncePerRun: `after sign-in: ${login} at ${new URL(page.url()).pathname}`,
  });
}

/** The worksheet offered after sign-in. */
export const worksheetOffer = (page: Page) => page.getByRole('dialog', { name: 'Анкета' });

/**
 * Signs in by the API, for a test of a screen rather than of signing in: the token goes into every
 * page of the context, with «Позже» already said to the worksheet offered after sign-in.
 */
export async function signInByApi(page: Page, login: string): Promise<string> {
  const token = (await signInAs(page.request, login)).api_token;
  await page.addInitScript((t) => {
    localStorage.setItem('api_token', t);
    localStorage.setItem('worksheet_later', '1');
  }, token);
  return token;
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/**
 * Starts counting the page's requests in flight, but for the live event stream (GET /api/events),
 * which stays open as long as the page is signed in: `networkidle` never comes while it is open.
 */
export function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/api/events')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until no request (but the event stream) has been in flight for 500 ms: `networkidle` for a page with a stream.
 */
export async function networkQuiet(page: Page, timeout = 30_000) {
  trackRequests(page);
  const open = inFlight.get(page)!;
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeout} ms`);
    if (open.size > 0) quietSince = Date.now();
    await page.waitForTimeout(100);
  }
}

/** Waits for the screen a sign-in lands on (an admin's home redirects to statistics first): its title in the header. */
export async function landed(page: Page) {
  await expect(profileMenu(page)).toBeVisible();
  await networkQuiet(page);
  await page.waitForFunction(
    () => document.title !== 'Вход' && document.querySelector('header h1')?.textContent === document.title,
  );
  // And the address has stopped changing (the admin's redirect may come after the home's title).
  let previous = '';
  await expect
    .poll(
      () => {
        const same = page.url() === previous;
        previous = page.url();
        return same;
      },
      { intervals: [400] },
    )
    .toBe(true);
  await page.waitForFunction(() => document.querySelector('header h1')?.textContent === document.title);
}

/** The profile menu button in the header, labelled with the short name «Фамилия И. О.». */
export const profileMenu = (page: Page) => page.getByRole('button', { name: /^[А-ЯЁ][а-яё-]+ [А-ЯЁ]\.( [А-ЯЁ]\.)?$/ });

/** The profile menu button's accessible name, «Фамилия И. О.». */
export async function profileName(page: Page): Promise<string> {
  const snapshot = await profileMenu(page).ariaSnapshot();
  const name = /button "([^"]+)"/.exec(snapshot)?.[1];
  expect(name).toBeTruthy();
  return name!;
}

export async function apiToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('api_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** The unread count the bell tells (0 when it tells none): «Уведомления, непрочитанных: 3». */
export async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Уведомления/ }).first();
  const match = /непрочитанных: (\d+)/.exec((await bell.textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}
