import { expect, expectAccessible, test } from './axe';
import { demo, demoPassword, profileMenu, signIn, signInWithForm } from './helpers';

test.describe('sign-in', () => {
  test('without consent nothing is sent and the consent is marked', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/login') && logins.push(r.url()));
    await page.goto('/');
    await expect(page).toHaveTitle('Вход');
    await expectAccessible(page);
    await page.getByLabel('Корпоративная почта').fill(demo.admin);
    await page.getByLabel('Пароль', { exact: true }).fill(demoPassword);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeDisabled();
    await page.getByLabel('Пароль', { exact: true }).press('Enter');
    await expect(page.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
    await expectAccessible(page, 'the consent marked');
    expect(logins).toEqual([]);
  });

  test('a wrong password says Неверный логин и/или пароль', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Корпоративная почта').fill(`  ${demo.employee}  `);
    await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
    await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert')).toContainText('Неверный логин и/или пароль');
    await expectAccessible(page, 'a wrong password');
    await expect(page).toHaveURL('/');
  });

  test('the eye shows the password; the three windows replace the form and give it back', async ({ page }) => {
    await page.goto('/');
    const password = page.getByLabel('Пароль', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Показать пароль' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
    await expect(page.getByText(/дирекци/).first()).toBeVisible();
    await expect(page.getByLabel('Корпоративная почта')).toBeHidden();
    await expectAccessible(page, 'Восстановление пароля');
    await page.getByRole('button', { name: 'Вернуться ко входу' }).click();
    await expect(page.getByRole('button', { name: 'Забыли пароль?' })).toBeFocused();

    await page.getByRole('button', { name: 'Помощь' }).click();
    await expect(page.getByRole('heading', { name: 'Помощь' })).toBeVisible();
    // The offices and the feedback form are the university's settings (the demo's here).
    await expect(page.getByText('Центр информационных технологий, Главный корпус, кабинет 105')).toBeVisible();
    await expect(page.getByText('пн–пт 9:00–18:00, перерыв 13:00–14:00, +7 (495) 000-01-05')).toBeVisible();
    await expect(page.getByRole('link', { name: 'форму обратной связи' })).toHaveAttribute(
      'href',
      'https://university.example/feedback',
    );
    await expectAccessible(page, 'Помощь');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Помощь' })).toBeFocused();

    await page.getByRole('button', { name: 'политика обработки персональных данных' }).click();
    await expect(page.getByRole('heading', { name: 'Согласие на обработку персональных данных' })).toBeVisible();
    await expect(page.getByText(/в течение 30 \(тридцати\) дней/).first()).toBeVisible();
    await expectAccessible(page, 'the policy');
    await page.getByRole('button', { name: 'Вернуться ко входу' }).click();
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('secret');
  });

  for (const [who, login, sidebarEntry, landing] of [
    ['admin', demo.admin, 'Список сотрудников', 'Статистика'],
    // 002 §2.3: an employee's home is the timetable, or the corporate mail without one.
    ['employee', demo.employee, 'Корпоративная почта', 'Кузнецов Андрей Павлович'],
    ['manager', demo.manager, 'Управление опросами', 'Корпоративная почта'],
    ['student', demo.student, 'Главная', 'Главная'],
    ['multi', demo.multi, 'Главная', 'Главная'],
  ] as const) {
    test(`${who} signs in with Enter and reaches the shell`, async ({ page }) => {
      await signInWithForm(page, login);
      if (landing === 'Статистика') {
        // 000 §2: the admin's home is the login statistics.
        await expect(page).toHaveURL(/\/statistics/);
        await expect(page.getByRole('table')).toBeVisible();
      } else if (landing === 'Главная') {
        await expect(page.getByRole('heading', { name: 'Доступна новая версия личного кабинета' })).toBeVisible();
      } else {
        await expect(page).toHaveURL(landing === 'Корпоративная почта' ? '/email' : '/timetable');
      }
      const nav = page.getByRole('navigation', { name: 'Основная навигация' });
      await expect(nav.getByRole('link', { name: sidebarEntry, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(landing);
    });
  }

  test('the sidebar follows the account: a plain employee has no manager entries', async ({ page }) => {
    await signIn(page, demo.employee);
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    await expect(nav.getByRole('link', { name: 'Расписание', exact: true })).toBeVisible();
    for (const hidden of ['Уведомления', 'Управление опросами', 'Контроль заявок']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
  });

  test('Выход ends the session', async ({ page }) => {
    await signIn(page, demo.student);
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: 'Выход' }).click();
    await expect(page.getByLabel('Корпоративная почта')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
  });
});
