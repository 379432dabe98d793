import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Student, StudentFacets } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StudentListPage } from './StudentListPage';

const ivanov: Student = {
  id: 5,
  uuid: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  user_id: 50,
  surname: 'Иванов',
  name: 'Пётр',
  patronymic: 'Сергеевич',
  gender: 'male',
  course: 2,
  edu_form: { id: 1, name: 'Очная' },
  edu_level: { id: 1, name: 'Бакалавриат' },
  speciality: null,
  profile: null,
  group: {
    id: 3,
    name: 'ИСТб-23-1',
    institute: { id: 1, name: 'Институт информационных технологий', short_name: 'ИИТ' },
    kafedra: { id: 7, name: 'Кафедра программной инженерии' },
  },
  is_free: true,
  is_headman: true,
  email: 'ivanov.ps@demo.local',
  student_record_book_code: '23-0412',
  phone: '+7 (912) 345-67-89',
};

const facets: StudentFacets = {
  institutes: [{ id: 1, name: 'Институт информационных технологий', count: 1 }],
  kafedra: [{ id: 7, name: 'Кафедра программной инженерии', count: 1 }],
  specialities: [],
  profiles: [],
  courses: [{ id: 2, name: '2', count: 1 }],
  groups: [{ id: 3, name: 'ИСТб-23-1', count: 1 }],
  edu_forms: [{ id: 1, name: 'Очная', count: 1 }],
  edu_levels: [{ id: 1, name: 'Бакалавриат', count: 1 }],
  is_free: [
    { value: true, name: 'Бюджетное', count: 1 },
    { value: false, name: 'Платное', count: 0 },
  ],
  total: 1,
};

const meta = { total: 1, per_page: 20, current_page: 1, last_page: 1 };

/** The server, by path; the list's bodies are kept to assert on. */
function stubServer(student: Student = ivanov, { facetsFail = false } = {}) {
  const listBodies: { page: number; per_page: number; filter: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const ok = (body: unknown) => new Response(JSON.stringify({ success: true, ...(body as object) }), { status: 200 });
    if (url === '/api/account/admin/students') {
      listBodies.push(JSON.parse(String(init?.body)));
      return ok({ result: [student], meta });
    }
    if (url === '/api/account/admin/students/faceted-filter') {
      if (facetsFail)
        return new Response(JSON.stringify({ success: false, message: 'Произошла ошибка, повторите попытку позже.' }), {
          status: 500,
        });
      return ok({ result: facets });
    }
    if (url === `/api/account/admin/students/${student.id}`) return ok({ result: student });
    return new Response(JSON.stringify({ success: false, message: 'Не найдено' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { listBodies };
}

beforeEach(() => {
  // A wide screen: the filter starts open.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

// A whole page with nine Mantine fields: its first render takes seconds on a busy machine.
const slowPage = { timeout: 20_000 };

describe('the admin student list (000 §2)', slowPage, () => {
  it('opens «Личные данные студента» with the record book, the phone and the sign-in button', async () => {
    stubServer();
    renderWithProviders(<StudentListPage view="admin" />, { url: '/students' });
    for (const field of [
      'Институт',
      'Кафедра',
      'Специальность',
      'Профиль',
      'Курс',
      'Группа',
      'Форма обучения',
      'Уровень образования',
    ]) {
      expect(screen.getAllByLabelText(field).length).toBeGreaterThan(0);
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Иванов Пётр Сергеевич' }));
    const panel = await screen.findByRole('dialog', { name: 'Личные данные студента' });
    expect(within(panel).getByText('23-0412')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '+7 (912) 345-67-89' }).getAttribute('href')).toBe(
      'tel:+79123456789',
    );
    expect(within(panel).getByRole('link', { name: 'ivanov.ps@demo.local' }).getAttribute('href')).toBe(
      'mailto:ivanov.ps@demo.local',
    );
    expect(within(panel).getByText('Да')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Войти в аккаунт студента' })).toBeTruthy();
  });

  it('sends the trimmed search on page 1 after the debounce', async () => {
    const { listBodies } = stubServer();
    renderWithProviders(<StudentListPage view="admin" />, { url: '/students' });
    await screen.findByRole('button', { name: 'Иванов Пётр Сергеевич' });
    fireEvent.change(screen.getByLabelText('Поиск по фамилии или номеру зачётной книжки'), {
      target: { value: '  Иванов ' },
    });
    await waitFor(() => expect(listBodies.at(-1)?.filter).toEqual({ search_string: 'Иванов' }), { timeout: 3000 });
    expect(listBodies.at(-1)).toMatchObject({ page: 1, per_page: 20 });
  });

  it('applies the draft only with «Применить», and «Сбросить» clears it', async () => {
    const { listBodies } = stubServer();
    renderWithProviders(<StudentListPage view="admin" />, { url: '/students' });
    await screen.findByRole('button', { name: 'Иванов Пётр Сергеевич' });
    const calls = listBodies.length;
    fireEvent.click(await screen.findByRole('radio', { name: /^Платное/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listBodies.length).toBe(calls);

    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(listBodies.at(-1)?.filter).toEqual({ is_free: false }));

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(listBodies.at(-1)?.filter).toEqual({}));
    expect((screen.getByRole('radio', { name: /^Все/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens with the search, the filter and the page of its address', async () => {
    const { listBodies } = stubServer();
    renderWithProviders(<StudentListPage view="admin" />, {
      url: '/students?search=%D0%98%D0%B2&institutes=1&is_free=1&page=2',
    });
    await waitFor(() =>
      expect(listBodies.at(-1)).toMatchObject({
        page: 2,
        filter: { institutes: [1], is_free: true, search_string: 'Ив' },
      }),
    );
    expect((screen.getByLabelText('Поиск по фамилии или номеру зачётной книжки') as HTMLInputElement).value).toBe('Ив');
    expect((screen.getByRole('radio', { name: /^Бюджетное/ }) as HTMLInputElement).checked).toBe(true);
    // The chosen institute is named by the faceted filter.
    expect(
      await screen.findByText('Институт информационных технологий', { selector: '.mantine-Pill-label' }),
    ).toBeTruthy();
  });

  it('says «Ошибка. Обратитесь к разработчику.» when the filter data fails to load (000 §8)', async () => {
    stubServer(ivanov, { facetsFail: true });
    renderWithProviders(<StudentListPage view="admin" />, { url: '/students' });
    // 5xx answers are not retried here (the test client has no retries).
    expect((await screen.findByRole('alert')).textContent).toContain('Ошибка. Обратитесь к разработчику.');
    // The list itself still works.
    expect(await screen.findByRole('button', { name: 'Иванов Пётр Сергеевич' })).toBeTruthy();
  });
});

describe('the employee’s student list (002)', slowPage, () => {
  it('has a group filter and a panel without the phone, the record book or the sign-in button', async () => {
    const { phone: _, student_record_book_code: __, ...forEmployee } = ivanov;
    stubServer(forEmployee);
    renderWithProviders(<StudentListPage view="employee" />, { url: '/students' });
    expect(screen.getByRole('combobox', { name: 'Группа' })).toBeTruthy();
    expect(screen.queryAllByLabelText('Институт')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Иванов Пётр Сергеевич' }));
    const panel = await screen.findByRole('dialog', { name: 'Личные данные студента' });
    expect(within(panel).getByText('Кафедра программной инженерии')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'ivanov.ps@demo.local' })).toBeTruthy();
    expect(within(panel).queryByText('Телефон')).toBeNull();
    expect(within(panel).queryByText('Номер зачётной книжки')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Войти в аккаунт студента' })).toBeNull();
  });
});
