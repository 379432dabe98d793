import type { Page } from '@playwright/test';
import { pollEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });

/** The demo's polls as the manager's list has them (the test needs the uuids of polls not offered to the student). */
async function demoPolls(page: Page) {
  return (await apiAs(page.request, demo.manager, pollEndpoints.list, { query: { page: 1 } })).items;
}

test(
  'a student takes the open poll one question at a time: the answer waits for ' +
    'a choice, a reload keeps the place, a question is skipped, thanks at the end',
  async ({ page }) => {
    await signIn(page, demo.student);
    await nav(page).getByRole('link', { name: 'Опросы', exact: true }).click();
    await expect(page).toHaveTitle('Опросы');
    const list = page.getByRole('list', { name: 'Доступные опросы' });
    await expect(list.getByText('Качество питания в столовых')).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'the polls to take');

    await list.getByRole('link', { name: 'Пройти опрос «Качество питания в столовых»' }).click();
    await expect(page.getByRole('heading', { name: 'Качество питания в столовых' })).toBeVisible();
    await expect(page.getByText('Комбинат питания просит оценить работу столовых')).toBeVisible();
    await expectAccessible(page, 'the poll’s intro');
    await page.getByRole('button', { name: 'Перейти к опросу' }).click();

    // Question 1 (required): «Ответить» waits for a choice; no «Пропустить».
    await expect(page.getByText('Вопрос 1 из 4', { exact: true })).toBeVisible();
    const answer = page.getByRole('button', { name: 'Ответить' });
    await expect(answer).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Пропустить' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Каждый день' }).check();
    await expect(answer).toBeEnabled();
    await networkQuiet(page);
    await expectAccessible(page, 'a question with one answer');
    await answer.click();

    // Question 2: a reload keeps the place; it is skipped.
    await expect(page.getByText('Вопрос 2 из 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Ход опроса' })).toHaveAttribute('aria-valuenow', '50');
    await page.getByRole('checkbox', { name: 'Свой вариант' }).check();
    await page.getByRole('textbox', { name: 'Ваш вариант ответа' }).fill('   ');
    await expect(answer).toBeDisabled();
    await page.reload();
    await expect(page.getByText('Вопрос 2 из 4', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Пропустить' }).click();

    // Question 3, then the text question with its counter.
    await expect(page.getByText('Вопрос 3 из 4', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Хорошо' }).check();
    await answer.click();
    await expect(page.getByText('Вопрос 4 из 4', { exact: true })).toBeVisible();
    const text = page.getByRole('textbox', { name: /Что бы вы предложили изменить/ });
    await text.fill('Больше салатов');
    await expect(page.getByText('14 / 1500 символов')).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'a text question');
    await answer.click();
    await expect(page.getByText('Спасибо за участие в голосовании')).toBeVisible();
    await expectAccessible(page, 'the thanks');

    // Answered: gone from the list; opened again, it says so.
    await page.getByRole('link', { name: 'К списку опросов' }).click();
    await expect(page).toHaveTitle('Опросы');
    await networkQuiet(page);
    await expect(page.getByRole('link', { name: 'Пройти опрос «Качество питания в столовых»' })).toHaveCount(0);
    await page.goBack();
    await page.reload();
    await expect(page.getByText('Вы уже прошли этот опрос')).toBeVisible();
  },
);

test('a closed poll says «Опрос уже завершен», another audience’s «Опрос недоступен»; at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const polls = await demoPolls(page);
  await signIn(page, demo.student);
  const closed = polls.find((p) => p.status === 'close')!;
  await page.goto(`/polls_passage/${closed.uuid}`);
  await expect(page.getByText('Опрос уже завершен')).toBeVisible();
  await networkQuiet(page);
  await expectAccessible(page, 'a closed poll at 390 px');
  const staff = polls.find((p) => p.status === 'open' && p.respondent_type === 'employee')!;
  await page.goto(`/polls_passage/${staff.uuid}`);
  await expect(page.getByText('Опрос недоступен')).toBeVisible();
  await expectAccessible(page, 'another audience’s poll');
});
