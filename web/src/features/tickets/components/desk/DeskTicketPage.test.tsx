import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Student, Ticket, UserInfo } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { SessionProvider } from '../../../../shared/session/session-context';
import { DeskTicketPage } from './DeskTicketPage';

/** The admin at the desk (the chat names the sender of a message not yet sent). */
const admin: UserInfo = {
  id: 1,
  surname: 'Админов',
  name: 'Админ',
  patronymic: null,
  email: 'admin@demo.local',
  default_account_key: 'admin',
  default_account_id: 1,
  api_token: 't',
  impersonated_by: null,
  accounts: [{ key: 'admin', id: 1, name: 'Администратор', permissions: [], data: {} }],
};

const student: Student = {
  id: 5,
  uuid: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  user_id: 50,
  surname: 'Ёлкина',
  name: 'Алёна',
  patronymic: 'Петровна',
  gender: 'female',
  course: 2,
  edu_form: null,
  edu_level: null,
  speciality: null,
  profile: null,
  group: {
    id: 3,
    name: 'ИСТб-23-1',
    institute: { id: 1, name: 'Институт информационных технологий', short_name: 'ИИТ' },
    kafedra: { id: 7, name: 'Кафедра программной инженерии' },
  },
  is_free: true,
  is_headman: false,
  email: 'elkina@demo.local',
  student_record_book_code: '23-0412',
  phone: null,
};

const baseTicket: Ticket = {
  id: 12,
  sub_subject: 'Не могу войти',
  subject: { id: 1, name: 'Личный кабинет' },
  status: { id: 1, name: 'Ожидает ответа поддержки' },
  author: { id: 50, surname: 'Ёлкина', name: 'Алёна', patronymic: 'Петровна', account_key: 'student', account_id: 5 },
  create_at: '21.11.2025 14:05',
  is_read: false,
  auto_close_at: null,
  auto_close_date: null,
  review: null,
  messages: [
    {
      id: 1,
      author: { name: 'Ёлкина Алёна Петровна', user_type_id: 1, user_type_key: 'student', account_id: 5 },
      created_at: '21.11.2025 14:05',
      message: '<p>Пароль не подходит</p>',
      files: [],
    },
  ],
  comment: null,
  tags: [],
};

/** The server of one ticket, which remembers what the page changed. */
function stubServer(start: Ticket = baseTicket) {
  let ticket = { ...start };
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const ok = (result: unknown) => new Response(JSON.stringify({ success: true, result }));
    if (url === '/api/ticket-tags') return ok([{ id: 3, name: 'Срочно' }]);
    if (url === '/api/account/admin/students/5') return ok(student);
    if (url === '/api/tickets/12' && method === 'GET') return ok(ticket);
    if (url === '/api/tickets/12' && method === 'POST') {
      const b = body as { status_id?: number; comment?: string | null; tags?: number[] };
      if (b.status_id === 3)
        ticket = { ...ticket, status: { id: 3, name: 'Закрыто' }, auto_close_at: null, auto_close_date: null };
      if (b.comment !== undefined) ticket = { ...ticket, comment: b.comment };
      if (b.tags) ticket = { ...ticket, tags: b.tags.map((id) => ({ id, name: 'Срочно' })) };
      return ok(ticket);
    }
    if (url === '/api/tickets/12/mark-as-read') {
      ticket = { ...ticket, is_read: true };
      return ok({ is_read: true });
    }
    if (url === '/api/tickets/12/auto-close/enable') {
      ticket = { ...ticket, auto_close_at: '2025-11-28T11:05:00.000Z', auto_close_date: '28.11.2025 14:05' };
      return ok({ date: ticket.auto_close_date, auto_close_at: ticket.auto_close_at });
    }
    if (url === '/api/tickets/12/auto-close/disable') {
      ticket = { ...ticket, auto_close_at: null, auto_close_date: null };
      return ok({ date: null, auto_close_at: null });
    }
    return new Response(JSON.stringify({ success: false, message: 'Обращение не найдено' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, current: () => ticket };
}

function renderTicket(url = '/tickets/12', state?: unknown) {
  return renderWithRouter(
    [
      { path: '/tickets', element: <p>Список</p> },
      {
        path: '/tickets/:id',
        element: (
          <SessionProvider user={admin}>
            <DeskTicketPage />
          </SessionProvider>
        ),
      },
    ],
    url,
    state,
  ).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('the desk’s ticket page', () => {
  it('shows the ticket, marks it read once, and shows the student author with their group', async () => {
    const server = stubServer();
    renderTicket();
    expect(await screen.findByRole('heading', { name: 'Не могу войти' })).toBeTruthy();
    expect(screen.getByText('Личный кабинет')).toBeTruthy();
    expect(screen.getByText('21.11.2025 14:05', { selector: 'dd *, dd' })).toBeTruthy();
    expect(screen.getByText('Пароль не подходит')).toBeTruthy();
    await waitFor(() => expect(server.calls.filter((c) => c.url === '/api/tickets/12/mark-as-read')).toHaveLength(1));
    const author = screen.getByRole('region', { name: 'Автор обращения' });
    expect(await within(author).findByText('ИСТб-23-1')).toBeTruthy();
    expect(within(author).getByText('23-0412')).toBeTruthy();
    expect(within(author).getByText('Кафедра программной инженерии')).toBeTruthy();
    expect(within(author).getByRole('button', { name: 'Войти под пользователем' })).toBeTruthy();
  });

  it('«Закрыть через 7 дней» shows the date, «Отменить» takes it away; «Закрыть обращение» disables both', async () => {
    const server = stubServer({ ...baseTicket, is_read: true });
    renderTicket();
    const actions = await screen.findByRole('region', { name: 'Действия с обращением' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Закрыть через 7 дней' }));
    expect(await within(actions).findByText('Закроется автоматически 28.11.2025 14:05')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/auto-close/enable'))?.body).toEqual({ days: 7 });
    fireEvent.click(within(actions).getByRole('button', { name: 'Отменить' }));
    expect(await within(actions).findByText('Автоматическое закрытие не назначено')).toBeTruthy();

    // Closing is final: asked first; «Отмена» closes nothing (issue 29 §17).
    fireEvent.click(within(actions).getByRole('button', { name: 'Закрыть обращение' }));
    let confirm = await screen.findByRole('dialog', { name: 'Закрыть обращение' });
    expect(within(confirm).getByText(/Закрыть обращение #12\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByText('Отмена'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Закрыть обращение' })).toBeNull());
    expect(server.calls.some((c) => c.method === 'POST' && c.url === '/api/tickets/12')).toBe(false);
    fireEvent.click(within(actions).getByRole('button', { name: 'Закрыть обращение' }));
    confirm = await screen.findByRole('dialog', { name: 'Закрыть обращение' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Закрыть обращение' }));
    expect(await within(actions).findByText('Обращение закрыто')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && c.url === '/api/tickets/12')?.body).toEqual({
      status_id: 3,
    });
    expect((within(actions).getByRole('button', { name: 'Закрыть обращение' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((within(actions).getByRole('button', { name: 'Закрыть через 7 дней' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Marked read already: not asked again.
    expect(server.calls.some((c) => c.url.endsWith('/mark-as-read'))).toBe(false);
  }, 15_000);

  it('saves the comment by itself after typing, once, and tells it', async () => {
    const server = stubServer();
    renderTicket();
    const field = await screen.findByLabelText('Комментарий');
    fireEvent.change(field, { target: { value: 'Проверить' } });
    fireEvent.change(field, { target: { value: 'Проверить данные в 1С ' } });
    expect(await screen.findByText('Комментарий сохранён', {}, { timeout: 3000 })).toBeTruthy();
    const saves = server.calls.filter((c) => c.method === 'POST' && c.url === '/api/tickets/12');
    expect(saves.map((c) => c.body)).toEqual([{ comment: 'Проверить данные в 1С' }]);
    // Leaving the field saves nothing more: nothing changed.
    fireEvent.blur(field);
    expect(server.calls.filter((c) => c.method === 'POST' && c.url === '/api/tickets/12')).toHaveLength(1);
    expect((field as HTMLTextAreaElement).value).toBe('Проверить данные в 1С ');
  });

  it('leads back to the list with the filter it came from', async () => {
    stubServer({ ...baseTicket, is_read: true });
    const router = renderTicket('/tickets/12', { listSearch: '?status=1&page=2' });
    fireEvent.click(await screen.findByRole('link', { name: 'К списку обращений' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/tickets?status=1&page=2'),
    );
    expect(router.state.location.state).toEqual({ fromTicket: 12 });
  });

  it('says «Обращение не найдено» for a ticket that is not there', async () => {
    stubServer();
    renderTicket('/tickets/99');
    expect(await screen.findByText('Обращение не найдено')).toBeTruthy();
  });
});
