import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../api';
import { useShownPageTitle } from '../../../shared/lib/page-title';
import { SessionProvider } from '../../../shared/session/session-context';
import { renderWithRouter } from '../../../test/render';
import { employeeUser } from '../../../test/users';
import { feed, found, roomTimetable, teacherTimetable } from '../test/fixtures';
import { MyTimetablePage, TimetablePage } from './TimetablePage';

// The site's link comes with the university's settings (GET /api/university), whose other parts are other screens'.
vi.mock('../api', async (original) => ({
  ...(await original<typeof Api>()),
  useTimetableSite: () => ({ data: 'https://timetable.example.edu' }),
}));

const employee = (timetableId: number | null) =>
  employeeUser({ timetable: timetableId !== null, timetable_id: timetableId });

/** The server, by method and path; the calls are kept to assert on. */
function stubServer() {
  const calls: string[] = [];
  let feeds = [feed];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const ok = (result: unknown) => new Response(JSON.stringify({ success: true, result }), { status: 200 });
    if (url === '/api/timetable/2/10001') return ok(teacherTimetable);
    if (url === '/api/timetable/3/301') return ok(roomTimetable);
    if (url.startsWith('/api/timetable/search')) {
      const search = new URL(url, 'http://x').searchParams.get('search');
      return ok(search === 'Кузн' ? found : { groups: [], employees: [], audiences: [] });
    }
    if (url === '/api/timetable/calendar' && method === 'GET') return ok(feeds);
    if (url === '/api/timetable/calendar' && method === 'POST') {
      const made = { ...feed, id: 8, created_at: '2026-11-25T10:00:00Z' };
      feeds = [...feeds, made];
      return ok({ ...made, url: 'https://lk.example.edu/api/timetable/feed/AbCdEfGhIjKlMnOpQrStUvWxYz012345' });
    }
    if (url === '/api/timetable/calendar/7/revoke') {
      feeds = feeds.filter((f) => f.id !== 7);
      return ok({});
    }
    return new Response(JSON.stringify({ success: false, message: 'Расписание не найдено' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

function Title() {
  return <h1>{useShownPageTitle() ?? 'Расписание'}</h1>;
}

function open(url: string, user = employee(10001)) {
  const wrap = (page: React.ReactNode) => (
    <SessionProvider user={user}>
      <Title />
      {page}
    </SessionProvider>
  );
  return renderWithRouter(
    [
      { path: '/timetable', element: wrap(<MyTimetablePage />) },
      { path: '/timetable/:type/:id', element: wrap(<TimetablePage />) },
    ],
    url,
  );
}

const phone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 20_000 };

describe('«Расписание» (002 §2.5 Timetable)', slow, () => {
  it('shows the employee’s own week: the name as the title, the days, pairs, breaks and «Нет занятий»', async () => {
    stubServer();
    open('/timetable');
    expect(await screen.findByRole('heading', { level: 1, name: 'Кузнецов Андрей Павлович' })).toBeTruthy();
    expect(screen.getByText('Числитель')).toBeTruthy();
    const wednesday = screen.getByRole('region', { name: 'Ср, 25 ноября' });
    expect(within(wednesday).getByText('Сегодня')).toBeTruthy();
    expect(within(wednesday).getByText('1 пара')).toBeTruthy();
    expect(within(wednesday).getByText('Перерыв 0 ч 10 м')).toBeTruthy();
    // The short subject shown, the full name to a screen reader (and in the tooltip).
    expect(within(wednesday).getAllByText('Архитектура ВС')).toHaveLength(2);
    expect(within(wednesday).getAllByText('Архитектура вычислительных систем')).toHaveLength(2);
    expect(within(wednesday).getAllByText('Лабораторная работа')).toHaveLength(1);
    // Rooms and groups are links; the teacher shown is this timetable, not a link.
    expect(within(wednesday).getByRole('link', { name: 'А-301' }).getAttribute('href')).toBe('/timetable/3/301');
    expect(within(wednesday).getAllByRole('link', { name: 'ИВТ-24-1' })[0]!.getAttribute('href')).toBe(
      '/timetable/1/40001',
    );
    expect(within(wednesday).queryByRole('link', { name: /Кузнецов/ })).toBeNull();
    expect(within(wednesday).getAllByText('доц. Кузнецов А. П.')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Вс, 29 ноября' })).getByText('Нет занятий')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /^(Пн|Вт|Ср|Чт|Пт|Сб|Вс), / })).toHaveLength(7);
  });

  it('switches to «Следующая неделя» (Знаменатель) and back', async () => {
    stubServer();
    const { router } = open('/timetable');
    await screen.findByRole('region', { name: 'Пн, 23 ноября' });
    fireEvent.click(screen.getByRole('radio', { name: 'Следующая неделя' }));
    expect(await screen.findByRole('region', { name: 'Пн, 30 ноября' })).toBeTruthy();
    expect(screen.getByText('Знаменатель')).toBeTruthy();
    expect(router.state.location.search).toBe('?week=next');
    fireEvent.click(screen.getByRole('radio', { name: 'Текущая неделя' }));
    expect(await screen.findByRole('region', { name: 'Пн, 23 ноября' })).toBeTruthy();
    expect(screen.getByText('Числитель')).toBeTruthy();
  });

  it('opens a clicked room at its own address, with its name as the title', async () => {
    stubServer();
    const { router } = open('/timetable');
    const wednesday = await screen.findByRole('region', { name: 'Ср, 25 ноября' });
    fireEvent.click(within(wednesday).getByRole('link', { name: 'А-301' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'А-301' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/timetable/3/301');
    // In the room's timetable the room is no link, the teacher is.
    const day = await screen.findByRole('region', { name: 'Ср, 25 ноября' });
    expect(within(day).queryByRole('link', { name: 'А-301' })).toBeNull();
    expect(within(day).getAllByRole('link', { name: 'доц. Кузнецов А. П.' })[0]!.getAttribute('href')).toBe(
      '/timetable/2/10001',
    );
  });

  it(
    'searches 350 ms after the last key, groups the answer ' +
      'and opens the choice; «Информация не найдена» otherwise',
    async () => {
      const { calls } = stubServer();
      const { router } = open('/timetable');
      await screen.findByRole('region', { name: 'Пн, 23 ноября' });
      const box = screen.getByRole('combobox', { name: 'Поиск расписания' });
      // Typed, not filled in from outside: the box has the focus.
      box.focus();
      fireEvent.change(box, { target: { value: 'Ку' } });
      fireEvent.change(box, { target: { value: 'Кузн' } });
      // (The dropdown's transition keeps it hidden to jsdom's eyes.)
      const option = await screen.findByRole(
        'option',
        { name: 'Кузнецов Андрей Павлович', hidden: true },
        { timeout: 3000 },
      );
      expect(calls.filter((c) => c.includes('/search'))).toEqual([
        `GET /api/timetable/search?search=${encodeURIComponent('Кузн')}`,
      ]);
      expect(screen.getByText('Преподаватели')).toBeTruthy();
      expect(screen.getByText('Группы')).toBeTruthy();
      expect(screen.queryByText('Аудитории')).toBeNull();
      fireEvent.click(option);
      await waitFor(() => expect(router.state.location.pathname).toBe('/timetable/2/10001'));

      const again = screen.getByRole('combobox', { name: 'Поиск расписания' });
      again.focus();
      fireEvent.change(again, { target: { value: 'zzz' } });
      expect(await screen.findByText('Информация не найдена', undefined, { timeout: 3000 })).toBeTruthy();
    },
  );

  it('says «Расписание недоступно» with the external site when the server has none', async () => {
    stubServer();
    open('/timetable/1/999');
    expect(await screen.findByText('Расписание недоступно')).toBeTruthy();
    expect(screen.getByText(/Приносим извинения/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Сайт расписания' })).getAttribute('href')).toBe(
      'https://timetable.example.edu',
    );
    expect(screen.queryByRole('button', { name: 'Подписаться в календаре' })).toBeNull();
  });

  it('says the same for an account without a timetable, asking nothing of the timetable', async () => {
    const { calls } = stubServer();
    open('/timetable', employee(null));
    expect(await screen.findByText('Расписание недоступно')).toBeTruthy();
    expect(calls.filter((c) => c.includes('/api/timetable/'))).toEqual([]);
  });

  it('on a phone shows today chosen in the day strip, one day, and moves by swipe and by the arrows', async () => {
    stubServer();
    phone();
    open('/timetable');
    const strip = await screen.findByRole('tablist', { name: 'Дни недели' });
    expect(within(strip).getAllByRole('tab')).toHaveLength(7);
    expect(within(strip).getByRole('tab', { selected: true }).getAttribute('aria-label')).toBe('Ср, 25 ноября');
    expect(screen.getByRole('heading', { level: 2, name: 'Ср, 25 ноября, сегодня' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Пн, 23 ноября' })).toBeNull();

    const area = screen.getByTestId('timetable-day');
    fireEvent.touchStart(area, { touches: [{ clientX: 300, clientY: 400 }] });
    fireEvent.touchMove(area, { touches: [{ clientX: 270, clientY: 402 }] });
    fireEvent.touchEnd(area, { touches: [], changedTouches: [{ clientX: 270, clientY: 402 }] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Чт, 26 ноября' })).toBeTruthy();
    // Less than 20 px is no swipe.
    fireEvent.touchStart(area, { touches: [{ clientX: 300, clientY: 400 }] });
    fireEvent.touchEnd(area, { touches: [], changedTouches: [{ clientX: 285, clientY: 400 }] });
    expect(screen.getByRole('heading', { level: 2, name: 'Чт, 26 ноября' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий день' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ср, 25 ноября, сегодня' })).toBeTruthy();
    // From Sunday on to the next week's Monday.
    fireEvent.click(within(strip).getByRole('tab', { name: 'Вс, 29 ноября' }));
    expect(screen.getByText('Нет занятий')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Следующий день' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Пн, 30 ноября' })).toBeTruthy();
    expect(screen.getByText('Знаменатель')).toBeTruthy();
  });

  it(
    '«Подписаться в календаре» makes a link of the shown ' + 'timetable once and revokes one after a confirmation',
    async () => {
      const { calls } = stubServer();
      open('/timetable');
      fireEvent.click(await screen.findByRole('button', { name: 'Подписаться в календаре' }));
      const dialog = await screen.findByRole('dialog', { name: 'Подписаться в календаре' });
      expect(await within(dialog).findByText('Кузнецов Андрей Павлович', { selector: 'p' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));
      const field = (await within(dialog).findByRole('textbox', { name: 'Ссылка на календарь' })) as HTMLInputElement;
      expect(field.value).toBe('https://lk.example.edu/api/timetable/feed/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
      expect(field.readOnly).toBe(true);
      expect(within(dialog).getByRole('link', { name: 'Открыть в приложении календаря' }).getAttribute('href')).toBe(
        'webcal://lk.example.edu/api/timetable/feed/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      );
      expect(calls).toContain('POST /api/timetable/calendar');
      await waitFor(() =>
        expect(
          within(dialog).getAllByRole('button', { name: 'Отозвать ссылку: Кузнецов Андрей Павлович' }),
        ).toHaveLength(2),
      );

      fireEvent.click(within(dialog).getAllByRole('button', { name: 'Отозвать ссылку: Кузнецов Андрей Павлович' })[0]!);
      const confirm = await screen.findByRole('dialog', { name: 'Отозвать ссылку?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
      await waitFor(() => expect(calls).toContain('POST /api/timetable/calendar/7/revoke'));
      await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Отозвать ссылку/ })).toHaveLength(1));
      // The new link is still shown: it was the other one that went.
      expect(within(dialog).getByRole('textbox', { name: 'Ссылка на календарь' })).toBeTruthy();
    },
  );
});
