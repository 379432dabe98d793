import { fireEvent, screen } from '@testing-library/react';
import { pollEndpoints } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useReports } from '../api/reports';
import { ReportsList } from './ReportsList';

const uuid = '5b0c3f7e-8d1a-4c2b-9f3e-2a6d7c8b9e01';
const report = (id: number, status: number) => ({ id, created_at: '2026-03-04T09:00:00Z', status, file: null });
const page = (items: unknown[]) => ({
  success: true,
  result: items,
  meta: { total: items.length, per_page: 20, current_page: 1, last_page: 1 },
});

/** The server: the reports listed so far, and «Создать отчет» adding one being written. */
function stubServer() {
  const listed: ReturnType<typeof report>[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      listed.unshift(report(listed.length + 1, 1));
      return new Response(JSON.stringify({ success: true, result: listed[0] }));
    }
    return new Response(JSON.stringify(page(listed)));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, listed };
}

function PollReportsHere() {
  const calls = {
    list: pollEndpoints.reports,
    create: pollEndpoints.generateReport,
    download: pollEndpoints.downloadReport,
  };
  return <ReportsList {...useReports(['test', 'reports', uuid], calls, uuid)} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('a list of reports a job writes (001 §2)', () => {
  it(
    'says «Отчетов нет», asks for one with «Создать отчет» and ' +
      'lists it «Создание...»; «Обновить» says «Список обновлён»',
    async () => {
      const { fetch, listed } = stubServer();
      renderWithProviders(<PollReportsHere />);
      expect(await screen.findByText('Отчетов нет')).toBeTruthy();
      expect(String(fetch.mock.calls[0]![0])).toBe(`/api/polls/${uuid}/reports?page=1`);

      fireEvent.click(screen.getByRole('button', { name: 'Создать отчет' }));
      expect(await screen.findByText('Создание...')).toBeTruthy();
      expect(
        fetch.mock.calls.some(
          ([url, init]) => url === `/api/polls/${uuid}/reports/generate` && init?.method === 'POST',
        ),
      ).toBe(true);

      listed[0]!.status = 3;
      fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
      expect(await screen.findByRole('button', { name: /^Скачать отчет от / })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Список обновлён');
    },
  );

  it('says a failed report is «Ошибка»', async () => {
    stubServer().listed.push(report(1, 2));
    renderWithProviders(<PollReportsHere />);
    expect(await screen.findByText('Ошибка')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Скачать/ })).toBeNull();
  });
});
