import { expect, expectAccessible, test } from './axe';

// The page a letter's unsubscribe link opens (issue 32 §2), signed out. A real token is signed with the
// server's key, which only the server knows: the success is the server's and the web's own tests
// (outreach.test.ts, UnsubscribePage.test.tsx); here, what a person sees of a link that is not one.
test.describe('«Отписка от писем» from a letter', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`asks first, then says a forged link is not valid (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/unsubscribe?token=1.polls.forged');
      await expect(page.getByRole('heading', { level: 1, name: 'Отписка от писем' })).toBeVisible();
      await expect(page.getByText('Больше не присылать письма о сообщениях этого вида на вашу почту?')).toBeVisible();
      await expectAccessible(page, 'the question');
      await page.getByRole('button', { name: 'Отписаться' }).click();
      await expect(page.getByRole('alert')).toHaveText('Ссылка для отписки недействительна.');
      await expectAccessible(page, 'the refusal');
      await page.getByRole('link', { name: 'В личный кабинет' }).click();
      await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    });
  }

  test('a link without its token says so at once', async ({ page }) => {
    await page.goto('/unsubscribe');
    await expect(page.getByRole('alert')).toHaveText('Ссылка для отписки недействительна.');
    await expect(page.getByRole('button', { name: 'Отписаться' })).toHaveCount(0);
    await expectAccessible(page, 'no token');
  });
});
