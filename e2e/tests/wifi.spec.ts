import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import forge from 'node-forge';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });
const consent = (page: Page) => page.getByRole('checkbox', { name: /обязуюсь их соблюдать/ });

/** Step 1 as a person does it: «Инструкция» waits for the consent, then opens step 2. */
async function agreeAndOpen(page: Page) {
  const instruction = page.getByRole('button', { name: 'Инструкция' });
  await expect(instruction).toBeDisabled();
  await expect(page.getByText('Чтобы открыть инструкцию, отметьте согласие с правилами.')).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'the Wi-Fi rules before the consent');
  await consent(page).check();
  await expect(instruction).toBeEnabled();
  await instruction.click();
  await expect(page.getByRole('heading', { name: 'Шаг 2. Подключение' })).toBeFocused();
  const networks = page.getByRole('region', { name: 'Сети университета' });
  await expect(networks.getByRole('listitem')).toHaveCount(2);
  await expect(networks).toContainText('TU-Secure');
  await expect(networks).toContainText('TU-Staff');
  await expect(networks).toContainText('Сертификат действует до 31 августа');
}

/** The login and the certificate password the Android tab shows. */
async function shownCredentials(page: Page) {
  const shown = page.getByRole('region', { name: 'Данные для подключения' }).getByRole('definition');
  await expect(shown).toHaveCount(2);
  const [username, password] = await shown.allTextContents();
  return { username: username!, password: password! };
}

test('an employee agrees to the rules, reads each system’s steps and downloads the Android certificate', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demo.employee);
  await nav(page).getByRole('link', { name: 'Wi-Fi' }).click();
  await expect(page).toHaveTitle('Wi-Fi');
  await expect(page.getByRole('heading', { name: 'Шаг 1. Правила пользования сетью' })).toBeVisible();
  await agreeAndOpen(page);

  // A Windows computer opens on its own tab: the installer and five steps.
  await expect(page.getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Шаги для Windows' }).locator(':scope > li')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Скачать установщик для Windows' })).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'the Wi-Fi instruction, Windows');

  await page.getByRole('tab', { name: 'Apple' }).click();
  await expect(page.getByRole('list', { name: 'Шаги для iPhone, iPad и Mac' }).locator(':scope > li')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Скачать профиль для iPhone, iPad и Mac' })).toBeVisible();
  await expectAccessible(page, 'the Wi-Fi instruction, Apple');

  await page.getByRole('tab', { name: 'Android' }).click();
  const android = page.getByRole('tabpanel', { name: 'Android' });
  await expect(android.getByRole('list', { name: 'Шаги для Android' }).locator(':scope > li')).toHaveCount(4);
  await expect(
    android
      .getByRole('list', { name: 'Поля сети' })
      .getByRole('listitem')
      .filter({ hasText: 'Домен — radius.university.example' }),
  ).toBeVisible();
  const { username, password } = await shownCredentials(page);
  // The network identity and the certificate's CN: the e-mail, user@realm (decisions.md).
  expect(username).toBe(demo.employee);
  expect(password).toMatch(/^[a-z2-9]{12}$/);
  await android.getByRole('button', { name: 'Скопировать: Пароль сертификата' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await expectAccessible(page, 'the Wi-Fi instruction, Android');

  // The certificate is saved as a person saves it, and opens with the password shown.
  const saved = page.waitForEvent('download');
  await android.getByRole('button', { name: 'Скачать сертификат для Android' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('TU-Secure-employee.p12');
  const der = await readFile(await download.path());
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der.toString('binary')), password);
  const certBag = forge.pki.oids.certBag!;
  const certificates = (p12.getBags({ bagType: certBag })[certBag] ?? []).map((bag) => bag.cert!);
  const own = certificates.find((c) => c.subject.getField('CN')?.value === username);
  expect(own, 'the employee’s own certificate').toBeDefined();
  expect(own!.validity.notAfter.getUTCMonth()).toBe(7); // 31 August (Moscow: 23:59:59)
  expect(own!.validity.notAfter.getUTCDate()).toBe(31);
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag!;
  expect(p12.getBags({ bagType: keyBag })[keyBag]).toHaveLength(1);
  expect(() => forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der.toString('binary')), 'not-the-password')).toThrow();

  // Without the consent the instruction closes.
  await consent(page).uncheck();
  await expect(page.getByRole('heading', { name: 'Шаг 2. Подключение' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Инструкция' })).toBeDisabled();
});

test('on a phone the instruction reads one system at a time and downloads the Apple profile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.employee);
  await page.goto('/wi-fi');
  await expect(page).toHaveTitle('Wi-Fi');
  await agreeAndOpen(page);
  await page.getByRole('tab', { name: 'Android' }).click();
  const { username } = await shownCredentials(page);
  expect(username).toBe(demo.employee);
  await networkQuiet(page);
  await expectAccessible(page, 'the Wi-Fi instruction on a phone, Android');

  await page.getByRole('tab', { name: 'Apple' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать профиль для iPhone, iPad и Mac' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('TU-Secure-employee.mobileconfig');
  const profile = await readFile(await download.path(), 'utf8');
  expect(profile).toContain('<string>com.apple.wifi.managed</string>');
  expect(profile).toContain('<string>TU-Secure</string>');
  await expectAccessible(page, 'the Wi-Fi instruction on a phone, Apple');
});
