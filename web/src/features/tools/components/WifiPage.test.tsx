import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../shared/lib/download';
import { renderWithProviders } from '../../../test/render';
import { WifiPage } from './WifiPage';

// The save itself (a link clicked) is the browser's: e2e wifi.spec.ts takes the real download.
vi.mock('../../../shared/lib/download', () => ({ downloadFile: vi.fn() }));

const place = {
  name: 'Центр информационных технологий',
  address: 'Главный корпус, кабинет 105',
  hours: 'пн–пт 9:00–18:00',
  phone: '+7 (495) 000-01-05',
  email: 'cit@university.example',
};
const university = {
  name: 'Технический университет',
  short_name: 'ТУ',
  email: {
    webmail_url: 'https://mail.university.example',
    office365_url: 'https://www.office.com',
    domain: 'university.example',
    activation_hours: 3,
    contacts: [place],
  },
  digital_services: [{ name: 'СДО', description: 'Курсы', url: 'https://lms.university.example' }],
  library_resources: [{ key: 'catalog', name: 'Каталог', description: '', url: 'https://library.university.example' }],
  library_hall: place,
  timetable: { site_url: 'https://timetable.university.example' },
  wifi: {
    certificate_network: 'TU-Secure',
    staff_network: 'TU-Staff',
    student_network: 'TU-Student',
    staff_network_note: 'Вход на странице авторизации.',
    student_network_note: 'Для студентов.',
    radius_server: 'radius.university.example',
    rules: ['Сеть — для учёбы и работы.', 'Не передавайте сертификат другим.'],
    rules_url: null,
    help: place,
  },
};
const credentials = { username: 'employee', password: 'k7m2xq4p9hzt', valid_until: '2027-08-31' };

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
function stubServer(answers: (url: URL) => Answer) {
  const fetch = vi.fn(async (input: string) => {
    const { status = 200, body, headers = {} } = answers(new URL(input, 'http://portal.test'));
    return new Response(body instanceof Blob ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const ok = (result: unknown): Answer => ({ body: { success: true, result } });
const normalServer = (url: URL): Answer =>
  url.pathname === '/api/university'
    ? ok(university)
    : url.pathname === '/api/wifi'
      ? ok(credentials)
      : { status: 404, body: { success: false, message: 'Не найдено' } };

afterEach(() => vi.unstubAllGlobals());

async function openInstruction() {
  const instruction = await screen.findByRole('button', { name: 'Инструкция' });
  expect((instruction as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: /обязуюсь их соблюдать/ }));
  expect((instruction as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(instruction);
  return screen.findByRole('heading', { name: 'Шаг 2. Подключение' });
}

describe('«Wi-Fi» (002 §2.5, §5)', () => {
  it(
    'opens the instruction only with the consent: the ' + 'networks, the tabs, the Android tab’s login and password',
    async () => {
      const fetch = stubServer(normalServer);
      renderWithProviders(<WifiPage />);
      expect(await screen.findByText('Не передавайте сертификат другим.')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Шаг 2. Подключение' })).toBeNull();
      expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/wifi'))).toBe(false);
      await openInstruction();
      const networks = await screen.findByRole('region', { name: 'Сети университета' });
      expect(within(networks).getByText('TU-Secure')).toBeTruthy();
      expect(within(networks).getByText('TU-Staff')).toBeTruthy();
      expect(within(networks).queryByText('TU-Student')).toBeNull();
      expect(screen.getAllByText(/действует до 31 августа 2027/).length).toBeGreaterThan(0);
      fireEvent.click(screen.getByRole('tab', { name: 'Android' }));
      const android = screen.getByRole('tabpanel', { name: 'Android' });
      expect(within(android).getByText('employee')).toBeTruthy();
      expect(within(android).getByText('k7m2xq4p9hzt')).toBeTruthy();
      expect(within(android).getByRole('button', { name: 'Скопировать: Пароль сертификата' })).toBeTruthy();
      const steps = within(android).getByRole('list', { name: 'Шаги для Android' });
      expect(steps.querySelectorAll(':scope > li')).toHaveLength(4);
      expect(
        within(within(android).getByRole('list', { name: 'Поля сети' })).getByText('Домен — radius.university.example'),
      ).toBeTruthy();

      // Unticked, the instruction closes.
      fireEvent.click(screen.getByRole('checkbox', { name: /обязуюсь их соблюдать/ }));
      expect(screen.queryByRole('heading', { name: 'Шаг 2. Подключение' })).toBeNull();
      expect((screen.getByRole('button', { name: 'Инструкция' }) as HTMLButtonElement).disabled).toBe(true);
    },
  );

  it(
    'downloads a file with the session’s token as `at`, ' + 'and shows the server’s refusal when there is one',
    async () => {
      window.localStorage.setItem('api_token', 'the-token');
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: () => 'blob:wifi', revokeObjectURL: () => undefined }),
      );
      let refuse = false;
      const fetch = stubServer((url) =>
        url.pathname === '/api/wifi/file'
          ? refuse
            ? { status: 500, body: { success: false, message: 'Произошла ошибка на сервере. Попробуйте позже.' } }
            : {
                body: new Blob(['p12']),
                headers: {
                  'content-type': 'application/x-pkcs12',
                  'content-disposition': 'attachment; filename="TU-Secure-employee.p12"',
                },
              }
          : normalServer(url),
      );
      renderWithProviders(<WifiPage />);
      await openInstruction();
      fireEvent.click(await screen.findByRole('tab', { name: 'Android' }));
      fireEvent.click(screen.getByRole('button', { name: 'Скачать сертификат для Android' }));
      await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('blob:wifi', 'TU-Secure-employee.p12'));
      const asked = new URL(
        String(fetch.mock.calls.find(([url]) => String(url).startsWith('/api/wifi/file'))![0]),
        'http://portal.test',
      );
      expect(Object.fromEntries(asked.searchParams)).toEqual({ name: 'crtandroid', at: 'the-token' });

      refuse = true;
      fireEvent.click(screen.getByRole('tab', { name: 'Windows' }));
      fireEvent.click(screen.getByRole('button', { name: 'Скачать установщик для Windows' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Не удалось скачать файл.');
      expect(alert.textContent).toContain('Произошла ошибка на сервере. Попробуйте позже.');
    },
  );

  it('says so in Russian when the credentials cannot be had', async () => {
    stubServer((url) =>
      url.pathname === '/api/wifi'
        ? { status: 403, body: { success: false, message: 'Недостаточно прав' } }
        : normalServer(url),
    );
    renderWithProviders(<WifiPage />);
    await openInstruction();
    expect(await screen.findByText(/Не удалось получить данные для подключения к Wi-Fi/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
