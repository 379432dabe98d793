import ExcelJS from 'exceljs';
import type { Browser, Page } from '@playwright/test';
import { authEndpoints, directoryEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { demo, demoPassword, networkQuiet, profileMenu, signIn, worksheetOffer } from './helpers';

const WORKSHEET = 'Анкета первокурсника';

/** The demo student's group and its institute, as the admin's student directory has them. */
async function studentPlace(admin: Page): Promise<{ group: string; institute: string }> {
  const { accounts } = (await apiAs(admin.request, demo.student, authEndpoints.accounts, {})).user_info;
  const account = accounts.find((a) => a.key === 'student')!;
  const { group } = await apiAs(admin.request, demo.admin, directoryEndpoints.student, { params: { id: account.id } });
  return { group: group!.name, institute: group!.institute.name };
}

async function worksheetsOfAdmin(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, demo.admin);
  await admin.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Опросы' }).click();
  await admin.getByRole('link', { name: 'Анкеты' }).click();
  await expect(admin).toHaveTitle('Анкеты');
  // /anketa is a page of «Опросы»: its entry stays the current one.
  await expect(
    admin.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Опросы' }),
  ).toHaveAttribute('aria-current', 'page');
  return admin;
}

const completedOf = async (row: ReturnType<Page['getByRole']>) =>
  Number(/(\d+) из \d+/.exec(await row.innerText())![1]);

test(
  'the demo student is offered the first-year worksheet after sign-in, ' +
    'postpones it, fills it in at the next sign-in; the admin’s /anketa counts it',
  async ({ browser }) => {
    test.slow();
    const admin = await worksheetsOfAdmin(browser);
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: WORKSHEET, exact: true }) });
    await expect(row).toContainText('Студенты');
    await expect(row).toContainText('Открыт');
    const before = await completedOf(row);
    await networkQuiet(admin);
    await expectAccessible(admin, 'the worksheets');

    // The student, on a phone: offered after sign-in; «Позже» holds for this sign-in.
    const student = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    ).newPage();
    await signIn(student, demo.student, demoPassword, { worksheet: 'keep' });
    const offer = worksheetOffer(student);
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(`Пожалуйста, заполните анкету «${WORKSHEET}».`);
    await expectAccessible(student, 'the worksheet offered after sign-in');
    await offer.getByRole('button', { name: 'Позже' }).click();
    await expect(offer).toBeHidden();
    await student.reload();
    await expect(profileMenu(student)).toBeVisible();
    await networkQuiet(student);
    await expect(offer).toHaveCount(0);

    // The next sign-in asks again: «Заполнить анкету» opens it.
    await profileMenu(student).click();
    await student.getByRole('menuitem', { name: 'Выход' }).click();
    await expect(student.getByLabel('Корпоративная почта')).toBeVisible();
    await signIn(student, demo.student, demoPassword, { worksheet: 'keep' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Заполнить анкету' }).click();
    await expect(student.getByRole('heading', { name: WORKSHEET, exact: true })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await student.getByRole('button', { name: 'Перейти к опросу' }).click();
    await student.getByRole('checkbox', { name: 'Сайт университета' }).check();
    await student.getByRole('button', { name: 'Ответить' }).click();
    await student.getByRole('radio', { name: 'Нет' }).check();
    await student.getByRole('button', { name: 'Ответить' }).click();
    await expect(student.getByText('Вопрос 3 из 4', { exact: true })).toBeVisible();
    await student.getByRole('button', { name: 'Пропустить' }).click();
    await student.getByRole('textbox', { name: /Что было самым трудным/ }).fill('Найти нужный корпус');
    await student.getByRole('button', { name: 'Ответить' }).click();
    await expect(student.getByText('Спасибо за участие в голосовании')).toBeVisible();
    // Filled in, it is not offered again.
    await student.goto('/');
    await expect(profileMenu(student)).toBeVisible();
    await networkQuiet(student);
    await expect(offer).toHaveCount(0);

    // The admin: counted in the list, in the student's institute and group; not among those who have not.
    await admin.reload();
    await expect.poll(() => completedOf(row)).toBe(before + 1);
    await row.getByRole('link', { name: WORKSHEET }).click();
    await expect(admin).toHaveTitle('Анкета');
    await expect(admin.getByRole('table', { name: 'Кто заполнил' })).toBeVisible();
    await networkQuiet(admin);
    await expectAccessible(admin, 'a worksheet’s completion per institute');
    const place = await studentPlace(admin);
    await admin.getByRole('button', { name: `Группы: ${place.institute}` }).click();
    const group = admin.getByRole('table', { name: 'Кто заполнил' }).getByRole('row').filter({ hasText: place.group });
    await expect(group).toBeVisible();
    await group.getByRole('button', { name: `Кто не заполнил: ${place.group}` }).click();
    await expect(admin.getByRole('heading', { name: new RegExp(`^Не заполнили: ${place.group}`) })).toBeVisible();
    await networkQuiet(admin);
    await expect(admin.getByText(demo.student)).toHaveCount(0);
    await expectAccessible(admin, 'a worksheet’s groups and who has not filled it in');

    // The answers' xlsx: the student's row is there.
    await admin.getByRole('button', { name: 'Создать отчет' }).click();
    const download = admin.getByRole('button', { name: /^Скачать отчет от / }).first();
    await expect(download).toBeVisible({ timeout: 30_000 });
    const [file] = await Promise.all([admin.waitForEvent('download'), download.click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(WORKSHEET);
    const emails: unknown[] = [];
    sheet.eachRow((r) => emails.push(r.getCell(2).value));
    expect(emails).toContain(demo.student);
  },
);
