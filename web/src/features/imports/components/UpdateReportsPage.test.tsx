import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { UpdateReportsPage } from './UpdateReportsPage';

function stubReports(result: unknown[], meta = { total: result.length, per_page: 20, current_page: 1, last_page: 1 }) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, result, meta })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = (path = '/otchety-obnovlenij') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <UpdateReportsPage />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('update reports (001 §2, §8)', () => {
  it('shows each run with its date, Обновлено or Не обновлено with the exception', async () => {
    const fetch = stubReports([
      {
        id: 2,
        name: 'Импорт студентов',
        created_at: new Date(2025, 10, 21, 14, 5).toISOString(),
        status: 0,
        exception: null,
      },
      {
        id: 1,
        name: 'Импорт сотрудников',
        created_at: new Date(2025, 0, 3, 9, 0).toISOString(),
        status: 1,
        exception: 'Строка 4: нет e-mail\nСтрока 9: нет группы',
      },
    ]);
    renderPage();
    const ok = (await screen.findByRole('article', { name: 'Импорт студентов' })).textContent;
    expect(ok).toContain('Обновлено');
    expect(ok).toContain('21.11.2025 14:05');
    const failed = screen.getByRole('article', { name: 'Импорт сотрудников' });
    expect(failed.textContent).toContain('Не обновлено');
    expect(failed.textContent).toContain('03.01.2025 09:00');
    expect(failed.querySelector('pre')?.textContent).toBe('Строка 4: нет e-mail\nСтрока 9: нет группы');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/account/admin/report/update?page=1');
  });

  it('asks for the page in the address and shows the pages', async () => {
    const fetch = stubReports(
      [{ id: 30, name: 'Импорт', created_at: '2025-01-01T00:00:00Z', status: 0, exception: null }],
      {
        total: 41,
        per_page: 20,
        current_page: 3,
        last_page: 3,
      },
    );
    renderPage('/otchety-obnovlenij?page=3');
    expect(await screen.findByRole('button', { name: 'Страница 3' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/account/admin/report/update?page=3');
  });

  it('says «Обновления отсутствуют» when there are none', async () => {
    stubReports([]);
    renderPage();
    expect(await screen.findByText('Обновления отсутствуют')).toBeTruthy();
  });

  it('alerts «Ошибка. Обратитесь к разработчику.» when the call fails (001 §8), with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'Произошла ошибка, повторите попытку позже.' }), {
            status: 500,
          }),
      ),
    );
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Ошибка. Обратитесь к разработчику.');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
