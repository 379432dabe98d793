import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn } from './helpers';

test(
  'the request admin creates a department and a service with a ' +
    'responsible found by surname; a name and a responsible are required',
  async ({ page }) => {
    await signIn(page, demo.manager);
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Контроль заявок' })
      .click();
    await expect(page).toHaveTitle('Контроль заявок');
    await page.getByRole('tab', { name: 'Подразделения и услуги' }).click();
    await expect(page.getByRole('heading', { name: 'Бухгалтерия' })).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'the departments and services');

    const department = `Отдел ${Date.now()}`;
    await page.getByRole('button', { name: 'Добавить подразделение' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новое подразделение' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Обязательное поле')).toHaveCount(2);
    await dialog.getByRole('textbox', { name: 'Название' }).fill(department);
    const responsible = dialog.getByRole('combobox', { name: 'Ответственный' });
    await responsible.fill('Ку');
    await expect(page.getByText('Введите не меньше 3 букв фамилии')).toBeVisible();
    await responsible.fill('Кузнецов');
    await page.getByRole('option', { name: 'Кузнецов Андрей Павлович' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('new-dept@demo.local');
    await expectAccessible(page, 'the department form');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();

    const section = page.getByRole('region', { name: department });
    await expect(section).toContainText('Ответственный: Кузнецов Андрей Павлович · new-dept@demo.local');
    await expect(section).toContainText('Услуг пока нет');
    await section.getByRole('button', { name: `Добавить услугу в «${department}»` }).click();
    const service = page.getByRole('dialog', { name: 'Новая услуга' });
    await service.getByRole('textbox', { name: 'Название' }).fill('Ремонт стульев');
    await service.getByRole('combobox', { name: 'Ответственный' }).fill('Морозова');
    await page.getByRole('option', { name: 'Морозова Ольга Сергеевна' }).click();
    await service.getByRole('button', { name: 'Сохранить' }).click();
    await expect(service).toBeHidden();
    const services = section.getByRole('list', { name: `Услуги: ${department}` });
    await expect(services.getByRole('listitem')).toHaveCount(1);
    await expect(services).toContainText('Ремонт стульев');
    await expect(services).toContainText('Ответственный: Морозова Ольга Сергеевна');

    // A change: the service renamed; a blank name is refused.
    await services.getByRole('button', { name: 'Изменить «Ремонт стульев»' }).click();
    const edit = page.getByRole('dialog', { name: 'Изменение услуги' });
    await edit.getByRole('textbox', { name: 'Название' }).fill('   ');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit.getByText('Обязательное поле')).toBeVisible();
    await edit.getByRole('textbox', { name: 'Название' }).fill('Ремонт мебели');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit).toBeHidden();
    await expect(services).toContainText('Ремонт мебели');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Подразделения и услуги' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('region', { name: department }).getByRole('list', { name: `Услуги: ${department}` }),
    ).toContainText('Ремонт мебели');
  },
);
