import type { Page, Route } from '@playwright/test';
import {
  auditEndpoints,
  authEndpoints,
  myPollEndpoints,
  pollEndpoints,
  POLL_DESCRIPTION_MAX,
  type PollBody,
  type StudentAccount,
} from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

const question = (page: Page, n: number) => page.getByRole('listitem', { name: `Вопрос ${n}`, exact: true });

/** An open poll for the demo student's group, answered by the student: made through the API. */
async function answeredPoll(page: Page, name: string) {
  const { accounts } = (await apiAs(page.request, demo.student, authEndpoints.accounts, {})).user_info;
  const group = accounts.find((a): a is StudentAccount => a.key === 'student')!.data.group!.id;
  const body: PollBody = {
    name,
    description: 'Будет сброшен',
    questions: [
      {
        id: -1,
        text: 'Нравится ли вам читальный зал?',
        answer: {
          type: 'one_variant',
          variants: [
            { id: -2, text: 'Да' },
            { id: -3, text: 'Нет' },
          ],
        },
      },
    ],
    respondent_type: 'student',
    filter: { groups: [group] },
  };
  const draft = await apiAs(page.request, demo.manager, pollEndpoints.create, { body });
  const poll = await apiAs(page.request, demo.manager, pollEndpoints.update, {
    params: { id: draft.id },
    body: { ...body, status: 'open' },
  });
  const [q] = poll.questions;
  await apiAs(page.request, demo.student, myPollEndpoints.results, {
    params: { id: poll.uuid },
    body: { answers: [{ q_id: q!.id, variant_ids: [q!.answer.variants[0]!.id] }] },
  });
  return poll;
}

test(
  'a manager resets an answered open poll: the confirmation counts its answers, the poll is a draft again and ' +
    'edited; the reset is in the audit log',
  async ({ page }) => {
    const name = `Сбрасываемый опрос ${Date.now()}`;
    const poll = await answeredPoll(page, name);
    await signIn(page, demo.manager);
    await page.goto(`/polls/${poll.uuid}`);
    await expect(page).toHaveTitle('Редактирование опроса');
    await expect(page.getByRole('textbox', { name: 'Название' })).toBeDisabled();

    await page.getByRole('button', { name: 'Сбросить опрос' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сбросить опрос?' });
    await expect(dialog).toContainText(
      'Опрос снова станет черновиком, его можно будет изменить. Будут удалены 1 ответ и отчеты опроса.',
    );
    await networkQuiet(page);
    await expectAccessible(page, 'the reset’s confirmation');
    // Cancel keeps it as it was.
    // The dialog's Cancel (its close button says the same).
    await dialog.getByRole('button', { name: 'Отмена' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Название' })).toBeDisabled();

    await page.getByRole('button', { name: 'Сбросить опрос' }).click();
    await dialog.getByRole('button', { name: 'Сбросить опрос' }).click();
    await expect(page.getByText('Опрос сброшен: теперь это черновик')).toBeVisible();
    const nameBox = page.getByRole('textbox', { name: 'Название' });
    await expect(nameBox).toBeEnabled();
    await expect(page.getByText('Опубликованный опрос или опрос с результатами редактировать нельзя')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Опубликовать' })).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'a reset poll in the editor');

    await nameBox.fill(`${name} (исправлен)`);
    await page.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page).toHaveURL(/\/polls$/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `${name} (исправлен)` }) });
    await expect(row).toContainText('Черновик');

    const log = await apiAs(page.request, demo.admin, auditEndpoints.log, {
      query: { page: 1, action: 'poll_reset' },
    });
    expect(log.items.find((e) => e.details?.poll_id === poll.id)).toMatchObject({
      action_name: 'Сброс опроса',
      details: { name, answers: 1, from: 'open' },
    });
  },
);

/**
 * The editor's own checks (the same contract) catch these before a call; the request is changed on
 * its way, so that the real server refuses it as it would another client's, and the editor shows
 * the server's errors.
 */
function changeBody(page: Page, change: (body: PollBody) => PollBody) {
  return page.route('**/api/polls', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = JSON.parse(route.request().postData() ?? '{}') as PollBody;
    await route.continue({ postData: JSON.stringify(change(body)) });
  });
}

test('the server’s errors stand under the description, a question’s text and variants, the questions block', async ({
  page,
}) => {
  await signIn(page, demo.manager);
  await page.goto('/poll/new');
  await expect(page).toHaveTitle('Новый опрос');
  await page.getByRole('textbox', { name: 'Название' }).fill(`Опрос с ошибками ${Date.now()}`);
  await page.getByRole('textbox', { name: 'Описание' }).fill('Коротко');
  for (const n of [1, 2]) {
    if (n > 1) await page.getByRole('button', { name: 'Добавить вопрос' }).click();
    await question(page, n).getByRole('textbox', { name: 'Текст вопроса' }).fill(`Вопрос номер ${n}`);
    const variant = question(page, n).getByRole('textbox', { name: 'Вариант ответа' });
    await variant.fill('Да');
    await variant.press('Enter');
  }
  await page.getByRole('checkbox', { name: 'Я проверил(а), все верно' }).check();

  await changeBody(page, (body) => ({
    ...body,
    description: 'д'.repeat(POLL_DESCRIPTION_MAX + 1),
    questions: [
      { ...body.questions[0]!, answer: { type: 'one_variant', variants: [] } },
      { ...body.questions[1]!, text: ' ' },
    ],
  }));
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Описание' })).toHaveAccessibleDescription(/.+/);
  await expect(question(page, 2).getByRole('textbox', { name: 'Текст вопроса' })).toHaveAccessibleDescription(
    'Обязательное поле',
  );
  await expect(question(page, 1).getByText('Введите вариант ответа и нажмите Enter')).toBeVisible();
  await expect(page.getByText('Проверьте введённые данные')).toHaveCount(0);
  await expect(page).toHaveTitle('Новый опрос');
  await networkQuiet(page);
  await expectAccessible(page, 'the editor with the server’s field errors');

  // A poll saved without questions: the questions block says so.
  await page.unrouteAll();
  await changeBody(page, (body) => ({ ...body, questions: [] }));
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Вопросы' })).toHaveAccessibleDescription('Добавьте хотя бы один вопрос');
  await expect(question(page, 2).getByRole('textbox', { name: 'Текст вопроса' })).not.toHaveAccessibleDescription(
    'Обязательное поле',
  );
  await networkQuiet(page);
  await expectAccessible(page, 'the editor: no questions saved');
});
