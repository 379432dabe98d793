import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });

test('an employee reads the e-mail page, the libraries and the digital services', async ({ page }) => {
  await signIn(page, demo.employee);

  await nav(page).getByRole('link', { name: 'Корпоративная почта' }).click();
  await expect(page).toHaveTitle('Корпоративная почта');
  await expect(page.getByRole('link', { name: 'Открыть: Почта в браузере' })).toHaveAttribute(
    'href',
    'https://mail.university.example',
  );
  await expect(page.getByRole('link', { name: 'Открыть: Office 365' })).toHaveAttribute(
    'href',
    'https://www.office.com',
  );
  await expect(page.getByText('в течение 3 ч после создания')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Куда обратиться лично' }).getByRole('listitem')).toHaveCount(2);
  await networkQuiet(page);
  await expectAccessible(page, 'the e-mail page');

  await nav(page).getByRole('link', { name: 'Электронные библиотеки' }).click();
  await expect(page).toHaveTitle('Электронные библиотеки');
  const resources = page.getByRole('region', { name: 'Ресурсы' }).getByRole('link');
  await expect(resources).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Открыть: ЭБС «Лань»' })).toHaveAttribute(
    'href',
    'https://e.lanbook.com',
  );
  await expect(page.getByRole('region', { name: 'Читальный зал' })).toContainText('Читальный зал научной библиотеки');
  await networkQuiet(page);
  await expectAccessible(page, 'the libraries');

  await nav(page).getByRole('link', { name: 'Цифровые сервисы' }).click();
  await expect(page).toHaveTitle('Цифровые сервисы');
  await expect(page.getByRole('link', { name: /^Перейти: / })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Перейти: Электронный документооборот' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await networkQuiet(page);
  await expectAccessible(page, 'the digital services');
});
