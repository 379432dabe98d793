import { universityEndpoints, type UniversitySettings } from '@portal/contract';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/src/seed/demo-logins';
import { apiAs } from '../tests/api';
import { instanceUrl } from './cluster';
import { expect, signIn, test } from './fixtures';

test('the university’s settings saved through A: a page served by B shows them at once, without a reload', async ({
  page,
  cluster,
  via,
}) => {
  const admin = { token: (await signIn(via.a, DEMO_LOGINS.admin)).api_token };
  const before = await apiAs(via.a, admin, universityEndpoints.settings, {});
  const changed: UniversitySettings = structuredClone(before.settings);
  const resource = changed.library_resources[0]!;
  resource.name = `${resource.name} (кластер)`;

  // An employee's «Электронные библиотеки», served by B and its event stream.
  await page.goto(`${instanceUrl(cluster, 'b')}/`);
  await page.getByLabel('Корпоративная почта').fill(DEMO_LOGINS.employee);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await page.getByRole('link', { name: 'Электронные библиотеки' }).click();
  await expect(page.getByRole('heading', { name: 'Ресурсы' })).toBeVisible();
  await expect(page.getByText(resource.name)).toHaveCount(0);

  try {
    await apiAs(via.a, admin, universityEndpoints.saveSettings, { body: changed });
    await expect(page.getByText(resource.name)).toBeVisible();
    const employee = { token: (await signIn(via.b, DEMO_LOGINS.employee)).api_token };
    const info = await apiAs(via.b, employee, universityEndpoints.info, {});
    expect(info.library_resources[0]!.name).toBe(resource.name);
  } finally {
    await apiAs(via.a, admin, universityEndpoints.saveSettings, { body: before.settings });
  }
});
