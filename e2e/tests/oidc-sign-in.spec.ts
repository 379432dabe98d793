import type { Page } from '@playwright/test';
import { checkedElsewhere, expect, expectAccessible, test } from './axe';
import { demo } from './helpers';
import { OIDC_BUTTON, startOidcPortal, type OidcPortal } from './oidc';

/**
 * Sign-in through the university's identity provider (issue 33) in Chromium, the whole redirect flow:
 * the sign-in screen's button (after the consent), the provider's own login and consent pages
 * (oidc-provider's development pages: any login, any password), back into the portal; and an unknown
 * person's refusal, in Russian on the sign-in screen. The portal and the provider are this file's own.
 */
let portal: OidcPortal;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  portal = await startOidcPortal();
});
test.afterAll(async () => portal?.stop());

/** The provider's pages: oidc-provider's, not the portal's (the accessibility bar is the portal's). */
function atProvider(page: Page) {
  const path = new URL(page.url()).pathname;
  checkedElsewhere(page, path);
}

/** From the sign-in screen's button through the provider's login (as `login`) and consent pages. */
async function throughProvider(page: Page, login: string, { remember = false, from = '/' } = {}) {
  await page.goto(`${portal.url}${from}`);
  const button = page.getByRole('button', { name: OIDC_BUTTON });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled(); // the consent first, as for the form
  await expectAccessible(page, 'the sign-in screen with the identity provider’s button');
  if (remember) await page.getByRole('checkbox', { name: 'Запомнить меня' }).check();
  await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await button.click();

  await page.waitForURL((url) => url.origin === portal.provider.issuer && url.pathname.startsWith('/interaction/'), {
    waitUntil: 'commit',
  });
  atProvider(page);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // Its consent page: the portal asks for the e-mail and the profile.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  atProvider(page);
  // Back at the portal's /login/oidc: the sign-in screen checked above, its button busy while the
  // answer is finished (a second or more on a loaded machine).
  checkedElsewhere(page, '/login/oidc');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('sign-in through the university’s identity provider', () => {
  test('from the button through the provider’s pages back into the screen asked for', async ({ page }) => {
    const finishes: number[] = [];
    page.on('response', (r) => r.url().endsWith('/api/login/oidc/finish') && finishes.push(r.status()));
    // «Настройки» asked for before sign-in (/?next=/settings), remembered through the provider's pages.
    await throughProvider(page, demo.employee, { remember: true, from: '/settings' });
    // Back at the portal's /login/oidc, which becomes /?next=/settings and signs in.
    await page.waitForURL(`${portal.url}/settings`);
    await expect(page.getByRole('heading', { name: 'Настройки', level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/code=|state=/);
    expect(finishes).toEqual([200]);
    const token = await page.evaluate(() => localStorage.getItem('api_token'));
    expect(token).toBeTruthy();
    const me = await page.request.get(`${portal.url}/api/accounts`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).result.user_info.email).toBe(demo.employee);
    await expectAccessible(page, 'signed in through the identity provider');
  });

  test('an unknown person is told so in Russian on the sign-in screen', async ({ page }) => {
    await throughProvider(page, 'nobody@demo.local');
    await page.waitForURL(`${portal.url}/`);
    await expect(page.getByRole('alert')).toContainText('Учётная запись не найдена в личном кабинете');
    await expect(page.getByRole('button', { name: OIDC_BUTTON })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
    await expectAccessible(page, 'an unknown person refused');
  });
});
