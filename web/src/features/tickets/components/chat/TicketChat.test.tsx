import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Ticket, TicketMessage, UserInfo } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../../shared/session/session-context';
import { renderWithProviders } from '../../../../test/render';
import { useTicket } from '../../api';
import { TicketChat } from './TicketChat';

const user: UserInfo = {
  id: 7,
  surname: 'Волков',
  name: 'Никита',
  patronymic: 'Андреевич',
  email: 'student@demo.local',
  default_account_key: 'student',
  default_account_id: 1,
  api_token: 't',
  impersonated_by: null,
  accounts: [
    {
      key: 'student',
      id: 1,
      name: 'Студент',
      permissions: [],
      data: { group: { id: 1, name: 'ИВТ-25-1', timetable_id: null }, student_record_book_code: '25И0003', course: 2 },
    },
  ],
};

const message = (id: number, text: string, type: 1 | 3, created_at: string): TicketMessage => ({
  id,
  author: {
    name: type === 1 ? 'Волков Никита Андреевич' : 'Смирнова Елена Викторовна',
    user_type_id: type,
    user_type_key: type === 1 ? 'student' : 'admin',
    account_id: 1,
  },
  created_at,
  message: `<p>${text}</p>`,
  files: [],
});

const ticket = (messages: TicketMessage[], statusId = 2): Ticket => ({
  id: 42,
  sub_subject: 'Нет расписания',
  subject: { id: 1, name: 'Расписание' },
  status: { id: statusId, name: statusId === 3 ? 'Закрыто' : 'Ожидает ответа пользователя' },
  author: { id: 7, surname: 'Волков', name: 'Никита', patronymic: 'Андреевич', account_key: 'student', account_id: 1 },
  create_at: `23.11.${Y} 09:15`,
  is_read: true,
  auto_close_at: null,
  auto_close_date: null,
  review: null,
  messages,
});

/** This year's days: their headings carry no year. */
const Y = new Date().getFullYear();
const first = [
  message(1, 'Нет расписания группы', 1, `23.11.${Y} 09:15`),
  message(2, 'Проверим', 3, `24.11.${Y} 10:00`),
];
const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, result }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A server in memory: the ticket's messages; `down` cuts the network before a call, `lose` after the server took it.
 */
function fakeServer() {
  const state = { messages: [...first], status: 2, down: false, lose: false, posts: 0 };
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (state.down) throw new TypeError('Failed to fetch');
    if (init.method === 'POST' && url === '/api/tickets/42/message') {
      state.posts++;
      const body = JSON.parse(String(init.body)) as { message: string };
      const created = { ...message(100 + state.posts, '', 1, `25.11.${Y} 12:00`), message: body.message };
      state.messages.push(created);
      if (state.lose) throw new TypeError('Failed to fetch');
      return ok(created);
    }
    if (url === '/api/tickets/42') return ok(ticket(state.messages, state.status));
    throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return state;
}

/** The chat as the dialog shows it: the ticket from its query (the fake server's state). */
function Host() {
  const t = useTicket(42);
  return t.data ? <TicketChat ticket={t.data} side="user" /> : null;
}

async function renderChat() {
  renderWithProviders(
    <SessionProvider user={user}>
      <Host />
    </SessionProvider>,
  );
  await screen.findByRole('log', { name: 'Переписка' });
}

/** How many times a text is shown in the dialog. */
const shown = (text: string) => screen.queryAllByText(text).length;

const box = () => screen.getByRole('textbox', { name: 'Сообщение' });
const send = (text: string) => {
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
};
const notice = 'Ваше сообщение не отправилось. Проверьте соединение с интернетом!';

afterEach(() => vi.unstubAllGlobals());

describe('TicketChat', () => {
  it('shows the messages under their days, the author’s initials on the user’s', async () => {
    fakeServer();
    await renderChat();
    const log = screen.getByRole('log', { name: 'Переписка' });
    expect(within(log).getByRole('heading', { name: '23 ноября' })).toBeTruthy();
    expect(within(log).getByRole('heading', { name: '24 ноября' })).toBeTruthy();
    expect(within(log).getByText('ВН')).toBeTruthy();
    expect(within(log).getByText('Проверим')).toBeTruthy();
  });

  it('does not send an empty or whitespace-only message', async () => {
    const server = fakeServer();
    await renderChat();
    send('   \n  ');
    expect(screen.getByText('Введите текст сообщения')).toBeTruthy();
    expect(server.posts).toBe(0);
  });

  it('keeps a message the network lost, with the notice, retry and delete; retry delivers it once', async () => {
    const server = fakeServer();
    await renderChat();
    server.down = true;
    send('Расписания всё ещё нет');

    const failed = await screen.findByText(notice);
    const item = failed.closest('li')!;
    expect(within(item).getByText('Расписания всё ещё нет')).toBeTruthy();
    expect(server.posts).toBe(0);
    // The box is free for the next message; the failed one keeps its text.
    expect((box() as HTMLTextAreaElement).value).toBe('');

    server.down = false;
    fireEvent.click(within(item).getByRole('button', { name: 'Повторить отправку' }));
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
    expect(server.posts).toBe(1);
    await waitFor(() => expect(shown('Расписания всё ещё нет')).toBe(1));
    expect(server.messages.filter((m) => m.message.includes('Расписания всё ещё нет'))).toHaveLength(1);
  });

  it('a retry after an answer lost on the way back does not send the message twice', async () => {
    const server = fakeServer();
    server.lose = true;
    await renderChat();
    send('Второй раз не надо');
    await screen.findByText(notice);
    expect(server.posts).toBe(1);

    server.lose = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить отправку' }));
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
    expect(server.posts).toBe(1);
    await waitFor(() => expect(shown('Второй раз не надо')).toBe(1));
    expect(server.messages.filter((m) => m.message.includes('Второй раз не надо'))).toHaveLength(1);
  });

  it('a retry while still offline fails again and keeps the message; delete removes it', async () => {
    const server = fakeServer();
    await renderChat();
    server.down = true;
    send('Нет сети');
    await screen.findByText(notice);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить отправку' }));
    await screen.findByText(notice);
    expect(screen.getByText('Нет сети')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить сообщение' }));
    expect(screen.queryByText('Нет сети')).toBeNull();
    expect(server.posts).toBe(0);
  });

  it('Enter sends, Shift+Enter is a new line, and the box says so (issue 29 §20)', async () => {
    const server = fakeServer();
    await renderChat();
    expect(screen.getByText('Enter — отправить, Shift+Enter — новая строка')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'Первая строка' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(server.posts).toBe(0);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(server.posts).toBe(1));
    expect(server.messages.at(-1)?.message).toContain('Первая строка');
  });

  it('opens at the newest message, or at the first of the answers not yet replied to (issue 29 §20)', async () => {
    const scrolled: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    const server = fakeServer();
    server.messages.push(message(3, 'Ещё вопрос', 1, `25.11.${Y} 10:00`));
    server.status = 1;
    const { unmount } = renderWithProviders(
      <SessionProvider user={user}>
        <Host />
      </SessionProvider>,
    );
    await screen.findByRole('log', { name: 'Переписка' });
    expect(scrolled[0]).toContain('Ещё вопрос');
    unmount();
    scrolled.length = 0;
    // Support answered twice since: the first answer is where it opens.
    server.messages.push(message(4, 'Ответ первый', 3, `26.11.${Y} 10:00`));
    server.messages.push(message(5, 'Ответ второй', 3, `26.11.${Y} 10:05`));
    server.status = 2;
    await renderChat();
    expect(scrolled[0]).toContain('Ответ первый');
    spy.mockRestore();
  });

  it('a closed ticket says «Обращение закрыто» and has no box', async () => {
    const server = fakeServer();
    server.status = 3;
    await renderChat();
    expect(screen.getByText('Обращение закрыто')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
