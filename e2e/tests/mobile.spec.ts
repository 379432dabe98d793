import { expect, expectAccessible, test } from './axe';
import { demo, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('at 390 px the bottom bar replaces the sidebar, which opens and hides again', async ({ page }) => {
  await signIn(page, demo.employee);
  const bar = page.getByRole('navigation', { name: 'Быстрые действия' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Главная' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Календарь' })).toBeVisible();
  const sidebarLink = page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Корпоративная почта', exact: true });
  await expect(sidebarLink).not.toBeInViewport();

  const menu = bar.getByRole('button', { name: 'Меню' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebarLink).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Выход' })).toBeInViewport();
  await expectAccessible(page, 'the sidebar open');
  await menu.click();
  await expect(sidebarLink).not.toBeInViewport();

  await bar.getByRole('button', { name: /^Уведомления/ }).click();
  await expect(page.getByRole('dialog', { name: 'Уведомления' })).toBeVisible();
  await expectAccessible(page, 'the notifications');

  // No horizontal scrolling at phone width (against the layout width: a mobile viewport widens
  // the window to fit overflowing content, so innerWidth would hide it).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("long page titles are shown whole in the phone's header", async ({ page }) => {
  await signIn(page, demo.manager);
  const title = page.getByRole('banner').getByRole('heading', { level: 1 });
  for (const [path, name] of [
    ['/polls', 'Управление опросами'],
    ['/request-question-control', 'Контроль обращений студентов'],
  ]) {
    await page.goto(path!);
    await expect(title).toHaveText(name!);
    // Nothing of it is clamped or cut: the box holds the whole text.
    const cut = await title.evaluate(
      (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
    );
    expect(cut, `${name} is cut`).toBe(false);
    await expectAccessible(page, `«${name}» on a phone`);
  }
});
