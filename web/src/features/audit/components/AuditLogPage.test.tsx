import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AuditLogPage } from './AuditLogPage';

const entry: AuditEntry = {
  id: 7,
  at: new Date(2025, 10, 21, 14, 5).toISOString(),
  action: 'impersonate',
  action_name: 'Вход в аккаунт пользователя',
  actor: { id: 1, full_name: 'Смирнова Елена Викторовна' },
  on_behalf_of: null,
  target: { id: 50, full_name: 'Ёлкина Алёна Петровна' },
  ip: '203.0.113.7',
  details: { expires_at: new Date(2025, 10, 21, 16, 5).toISOString() },
};

function stubLog(
  result: AuditEntry[] | null,
  meta = { total: result?.length ?? 0, per_page: 20, current_page: 1, last_page: 1 },
) {
  const fetch = vi.fn(async (_url: string) =>
    result
      ? new Response(JSON.stringify({ success: true, result, meta }))
      : new Response(JSON.stringify({ success: false, message: 'Произошла ошибка' }), { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const urls = (fetch: ReturnType<typeof stubLog>) => fetch.mock.calls.map((call) => String(call[0]));

afterEach(() => vi.unstubAllGlobals());

describe('«Журнал действий»', () => {
  it('shows who did what to whom, when and from where', async () => {
    const fetch = stubLog([
      entry,
      { ...entry, id: 6, actor: null, ip: null, details: null },
      {
        ...entry,
        id: 5,
        action: 'password_set',
        action_name: 'Установка пароля',
        actor: null,
        ip: null,
        details: { via: 'admin_cli', sessions_ended: 1 },
      },
      {
        ...entry,
        id: 4,
        action: 'impersonated_call',
        action_name: 'Действие от имени пользователя',
        on_behalf_of: entry.target,
        target: null,
        details: { call: 'createTicket', section: 'Служба поддержки', method: 'POST', path: '/api/tickets' },
      },
    ]);
    renderWithProviders(<AuditLogPage />, { url: '/audit-log' });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Когда', 'Кто', 'Действие', 'С кем / над кем', 'Адрес']);
    const [, first, second, third, fourth] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '21.11.2025 14:05',
      'Смирнова Елена Викторовна',
      'Вход в аккаунт пользователясеанс до 21.11.2025 16:05',
      'Ёлкина Алёна Петровна',
      '203.0.113.7',
    ]);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['21.11.2025 14:05', '—', 'Вход в аккаунт пользователя', 'Ёлкина Алёна Петровна', '—']);
    // What the operator's npm run admin did: no user, the console.
    expect(
      within(third!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['21.11.2025 14:05', 'Консоль администратора', 'Установка пароля', 'Ёлкина Алёна Петровна', '—']);
    // What an admin did signed in as the user: the admin, «от имени» the user declined.
    expect(
      within(fourth!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '21.11.2025 14:05',
      'Смирнова Елена Викторовна от имени Ёлкиной Алёны Петровны',
      'Действие от имени пользователяСлужба поддержки: POST /api/tickets',
      '—',
      '203.0.113.7',
    ]);
    // Either name picks that person's entries.
    fireEvent.click(within(fourth!).getByRole('button', { name: 'Ёлкиной Алёны Петровны' }));
    await waitFor(() => expect(urls(fetch)).toContain('/api/account/admin/audit-log?page=1&user_id=50'));
    expect(screen.getByRole('status').textContent).toBe('Найдено записей: 4');
    expect(urls(fetch)[0]).toBe('/api/account/admin/audit-log?page=1');
  });

  it('says which parts of the university’s settings a save changed (issue 33)', async () => {
    stubLog([
      {
        ...entry,
        action: 'university_settings',
        action_name: 'Изменение настроек университета',
        target: null,
        details: { changed: ['library_resources', 'sign_in_help.offices', 'sign_in_help.feedback_url', 'logo'] },
      },
    ]);
    renderWithProviders(<AuditLogPage />, { url: '/audit-log' });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByRole('cell')[2]!.textContent).toBe(
      'Изменение настроек университетаизменено: ресурсы библиотеки, помощь при входе, логотип',
    );
  });

  it('a name in a row shows only that person’s entries, until the pill is removed', async () => {
    const fetch = stubLog([entry]);
    renderWithProviders(<AuditLogPage />, { url: '/audit-log' });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    fireEvent.click(within(table).getByRole('button', { name: 'Ёлкина Алёна Петровна' }));
    expect(await screen.findByText('Только записи с участием: Ёлкина Алёна Петровна')).toBeTruthy();
    await waitFor(() => expect(urls(fetch)).toContain('/api/account/admin/audit-log?page=1&user_id=50'));
    fireEvent.click(screen.getByRole('button', { name: 'Показать записи всех людей' }));
    await waitFor(() => expect(screen.queryByText(/^Только записи/)).toBeNull());
  });

  it('searches a person by name and goes back to page 1', async () => {
    const fetch = stubLog([entry], { total: 41, per_page: 20, current_page: 1, last_page: 3 });
    renderWithProviders(<AuditLogPage />, { url: '/audit-log' });
    fireEvent.click(await screen.findByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(urls(fetch)).toContain('/api/account/admin/audit-log?page=2'));
    const field = screen.getByLabelText('Кто или с кем');
    fireEvent.change(field, { target: { value: '  ёлкина ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(urls(fetch).at(-1)).toBe(
        `/api/account/admin/audit-log?page=1&search_string=${encodeURIComponent('ёлкина')}`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Сбросить' })).toBeTruthy();
  });

  it('says «Записей нет» when there are none, and offers a retry when the call fails', async () => {
    stubLog([]);
    const { unmount } = renderWithProviders(<AuditLogPage />, { url: '/audit-log' });
    expect(await screen.findByText('Записей нет')).toBeTruthy();
    unmount();
    stubLog(null);
    renderWithProviders(<AuditLogPage />, { url: '/audit-log' });
    expect(await screen.findByText('Не удалось загрузить журнал действий.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
