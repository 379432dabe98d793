import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketListItem, TicketRef } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { TicketDeskPage } from './TicketDeskPage';

const subjects: TicketRef[] = [
  { id: 1, name: 'Личный кабинет' },
  { id: 2, name: 'Расписание' },
];
const row = (over: Partial<TicketListItem>): TicketListItem => ({
  id: 12,
  sub_subject: 'Не могу войти',
  subject: subjects[0]!,
  status: { id: 1, name: 'Ожидает ответа поддержки' },
  author: { id: 50, surname: 'Ёлкина', name: 'Алёна', patronymic: 'Петровна', account_key: 'student', account_id: 5 },
  create_at: '21.11.2025 14:05',
  is_read: false,
  ...over,
});

/** The server by path; the list's URLs are kept to assert on. */
function stubServer({
  items = [
    row({}),
    row({
      id: 11,
      sub_subject: 'Нет расписания группы',
      subject: subjects[1]!,
      is_read: true,
      status: { id: 2, name: 'Ожидает ответа пользователя' },
    }),
  ],
  tags = [] as TicketRef[],
  fail = false,
} = {}) {
  const listUrls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const ok = (body: object) => new Response(JSON.stringify({ success: true, ...body }));
    if (url === '/api/ticket-subjects') return ok({ result: subjects });
    if (url === '/api/ticket-tags') return ok({ result: tags });
    if (url.startsWith('/api/tickets?')) {
      listUrls.push(url);
      if (fail) return new Response(JSON.stringify({ success: false, message: 'Ошибка' }), { status: 500 });
      return ok({ result: items, meta: { total: items.length, per_page: 20, current_page: 1, last_page: 1 } });
    }
    return new Response(JSON.stringify({ success: false, message: 'Не найдено' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { listUrls };
}

function renderDesk(url = '/tickets', state?: unknown) {
  return renderWithRouter(
    [
      { path: '/tickets', element: <TicketDeskPage /> },
      { path: '/tickets/:id', element: <p>Страница обращения</p> },
    ],
    url,
    state,
  ).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('«Тех поддержка»', () => {
  it('shows the columns of 000 §2 and says which tickets are unread', async () => {
    stubServer();
    renderDesk();
    const table = await screen.findByRole('table', { name: 'Обращения' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Тема', 'Раздел', 'Статус', 'Ф.И.О', 'Дата']);
    const [, unread, read] = within(table).getAllByRole('row');
    expect(
      within(unread!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Не прочитано12',
      'Не могу войти',
      'Личный кабинет',
      'Ожидает ответа поддержки',
      'Ёлкина Алёна Петровна',
      '21.11.2025 14:05',
    ]);
    expect(unread!.hasAttribute('data-unread')).toBe(true);
    expect(within(unread!).getByRole('link').getAttribute('aria-label')).toBe(
      'Обращение #12: Не могу войти, Не прочитано',
    );
    expect(read!.hasAttribute('data-unread')).toBe(false);
    expect(within(read!).getByRole('link', { name: 'Обращение #11: Нет расписания группы' }).getAttribute('href')).toBe(
      '/tickets/11',
    );
    expect(screen.getByRole('status').textContent).toBe('Найдено обращений: 2');
  });

  it(
    'applies the filter with «Применить» into the address ' + 'and the call; Back brings the previous filter back',
    async () => {
      const { listUrls } = stubServer();
      const router = renderDesk('/tickets?status=2');
      await screen.findByRole('table', { name: 'Обращения' });
      expect(listUrls).toEqual(['/api/tickets?page=1&status=2']);
      // jsdom is as narrow as a phone: the filter starts folded, and says how many fields narrow.
      const toggle = screen.getByRole('button', { name: /^Фильтр/ });
      expect(toggle.textContent).toBe('Фильтрвыбрано: 1');
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const apply = await screen.findByRole('button', { name: 'Применить' });

      fireEvent.change(screen.getByLabelText('Номер обращения'), { target: { value: '№ 12' } });
      fireEvent.change(screen.getByLabelText('Тема'), { target: { value: ' войти ' } });
      // Nothing is asked before «Применить».
      expect(listUrls).toHaveLength(1);
      fireEvent.click(apply);
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          `?status=2&sub_subject=${encodeURIComponent('войти').replace(/%20/g, '+')}&id=12`,
        ),
      );
      await waitFor(() =>
        expect(listUrls.at(-1)).toBe(`/api/tickets?page=1&status=2&sub_subject=${encodeURIComponent('войти')}&id=12`),
      );

      await act(() => router.navigate(-1));
      await waitFor(() => expect((screen.getByLabelText('Номер обращения') as HTMLInputElement).value).toBe(''));
      expect((screen.getByLabelText('Тема') as HTMLInputElement).value).toBe('');
      expect(router.state.location.search).toBe('?status=2');
    },
  );

  it('shows the tags field only when tags exist', async () => {
    stubServer();
    renderDesk();
    await screen.findByRole('table', { name: 'Обращения' });
    // jsdom is as narrow as a phone: the fields are drawn once the filter is opened.
    fireEvent.click(screen.getByRole('button', { name: /^Фильтр/ }));
    await screen.findByRole('button', { name: 'Применить' });
    expect(screen.queryByLabelText('Метки')).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    stubServer({ tags: [{ id: 3, name: 'Срочно' }] });
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: /^Фильтр/ }));
    expect(await screen.findByRole('combobox', { name: 'Метки' })).toBeTruthy();
  });

  it('says «Обращений не найдено» for none, and offers a retry when the list fails', async () => {
    stubServer({ items: [] });
    renderDesk();
    expect(await screen.findByText('Обращений не найдено')).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    stubServer({ fail: true });
    renderDesk();
    expect(await screen.findByText('Не удалось загрузить обращения.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('a click on a row opens its ticket', async () => {
    stubServer();
    const router = renderDesk('/tickets?status=1');
    const table = await screen.findByRole('table', { name: 'Обращения' });
    fireEvent.click(within(table).getByText('Личный кабинет'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/12'));
    expect(router.state.location.state).toEqual({ listSearch: '?status=1' });
  });

  it('back from a ticket, its link has the focus', async () => {
    stubServer();
    renderDesk('/tickets', { fromTicket: 11 });
    const link = await screen.findByRole('link', { name: 'Обращение #11: Нет расписания группы' });
    await waitFor(() => expect(document.activeElement).toBe(link));
  });
});
