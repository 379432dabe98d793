import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StatisticsPage } from './StatisticsPage';

// recharts measures its box, which jsdom does not have; the chart is looked at in the browser.
vi.mock('./StatisticsChart', () => ({ StatisticsChart: () => null }));

const unit = (id: number, name: string, total: number, active: number) => ({
  id,
  name,
  short_name: name.slice(0, 3),
  total,
  active,
});
const data = [
  {
    ...unit(1, 'Институт экономики', 200, 10),
    kafedra: [unit(11, 'Кафедра финансов', 120, 2), unit(12, 'Кафедра учёта', 80, 8)],
  },
  { ...unit(2, 'Институт архитектуры', 100, 50), kafedra: [unit(21, 'Кафедра дизайна', 40, 30)] },
];

function stubStatistics(institutes: unknown[]) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ success: true, result: [{ start_login: '', end_login: '', data: institutes }] })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <StatisticsPage />
    </MemoryRouter>,
  );
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('statistics page (000 §2)', () => {
  it('asks for the last 7 days and lists the institutes by name', async () => {
    const fetch = stubStatistics(data);
    renderPage();
    await screen.findByText('Институт экономики');
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/account/admin/statistics');
    const days =
      (Date.parse(url.searchParams.get('end_login')!) - Date.parse(url.searchParams.get('start_login')!)) / 86_400_000;
    expect(days).toBe(6);
    expect(rowNames()).toEqual(['Институт архитектуры', 'Институт экономики', 'Итого']);
    expect(screen.getByRole('columnheader', { name: /Институт/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts by a column header, kafedra rows included', async () => {
    stubStatistics(data);
    renderPage();
    await screen.findByText('Институт экономики');
    fireEvent.click(screen.getByRole('button', { name: 'Институт экономики' }));
    fireEvent.click(screen.getByRole('button', { name: 'Институт архитектуры' }));
    const architectureFirst = [
      'Институт архитектуры',
      'Кафедра дизайна',
      'Институт экономики',
      'Кафедра учёта',
      'Кафедра финансов',
      'Итого',
    ];
    expect(rowNames()).toEqual(architectureFirst);

    fireEvent.click(screen.getByRole('button', { name: 'Всего' }));
    expect(screen.getByRole('columnheader', { name: 'Всего' }).getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual([
      'Институт экономики',
      'Кафедра финансов',
      'Кафедра учёта',
      'Институт архитектуры',
      'Кафедра дизайна',
      'Итого',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Всего' }));
    expect(screen.getByRole('columnheader', { name: 'Всего' }).getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(architectureFirst);
  });

  it('shows the percent with one decimal and the totals of the visible institutes', async () => {
    stubStatistics(data);
    renderPage();
    const row = (await screen.findByText('Институт экономики')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['200', '10', '5,0', '']);
    const totals = screen.getByRole('rowheader', { name: 'Итого' }).closest('tr')!;
    expect(totals.textContent).toBe('Итого30060' + '20,0');
  });

  it(
    'hides an institute, keeps it in localStorage, and ' + '«Показать все» / «Скрыть» reveal it and hide it again',
    async () => {
      stubStatistics(data);
      renderPage();
      await screen.findByText('Институт экономики');
      fireEvent.click(screen.getByRole('button', { name: 'Скрыть институт: Институт экономики' }));
      expect(screen.queryByText('Институт экономики')).toBeNull();
      expect(localStorage.getItem('statistics_hidden_institutes')).toBe('[1]');
      expect(screen.getByText('Скрыто институтов: 1')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Показать все' }));
      expect(screen.getByText('Институт экономики')).toBeTruthy();
      expect(screen.getByText('скрыт')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
      expect(screen.queryByText('Институт экономики')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Показать все' }));
      fireEvent.click(screen.getByRole('button', { name: 'Показать институт: Институт экономики' }));
      expect(localStorage.getItem('statistics_hidden_institutes')).toBeNull();
      expect(screen.queryByText(/Скрыто институтов/)).toBeNull();
    },
  );

  it('starts with the institutes hidden before', async () => {
    localStorage.setItem('statistics_hidden_institutes', '[2]');
    stubStatistics(data);
    renderPage();
    await screen.findByText('Институт экономики');
    expect(screen.queryByText('Институт архитектуры')).toBeNull();
  });

  it('says «Данных нет» when there are no institutes', async () => {
    stubStatistics([]);
    renderPage();
    expect(await screen.findByText('Данных нет')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'Доступ запрещён' }), { status: 403 })),
    );
    renderPage();
    expect(await screen.findByText('Не удалось загрузить статистику.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy());
  });
});
