import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXAMPLE_UNIVERSITY_SETTINGS, type UniversitySettings, type UniversitySettingsAnswer } from '@portal/contract';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { UniversitySettingsPage } from './UniversitySettingsPage';

afterEach(() => vi.unstubAllGlobals());

const settings: UniversitySettings = {
  ...EXAMPLE_UNIVERSITY_SETTINGS,
  library_resources: [
    { key: 'catalog', name: 'Каталог', description: '', url: 'https://library.university.example' },
    { key: 'lan', name: 'ЭБС «Лань»', description: 'Учебники', url: 'https://e.lanbook.com' },
  ],
};
const answer = (s: UniversitySettings = settings): UniversitySettingsAnswer => ({
  settings: s,
  updated_at: '2026-11-20T09:30:00.000Z',
  updated_by: { id: 1, full_name: 'Смирнова Елена Викторовна' },
});

/** GET answers the settings; each POST answers what `posts` gives next (the saved body by default). */
function server(posts: ((body: UniversitySettings) => { status: number; body: unknown })[] = []) {
  const sent: UniversitySettings[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/university/settings') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as UniversitySettings;
      sent.push(body);
      const reply = posts.shift()?.(body) ?? {
        status: 200,
        body: { success: true, result: { ...answer(body), updated_at: '2026-11-28T10:00:00.000Z' } },
      };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }
    if (url.startsWith('/api/university/settings'))
      return new Response(JSON.stringify({ success: true, result: answer() }), { status: 200 });
    return new Response(JSON.stringify({ success: false, message: 'нет' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

function open() {
  return renderWithRouter(
    [
      {
        path: '/university-settings',
        element: (
          <>
            <Link to="/statistics">Статистика</Link>
            <UniversitySettingsPage />
          </>
        ),
      },
      { path: '/statistics', element: <p>Статистика открыта</p> },
    ],
    '/university-settings',
  );
}
const region = (name: string) => screen.getByRole('region', { name });
const resource = (name: string) => within(region('Библиотека')).getByRole('group', { name });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;

// A long form: its first render takes a while on a busy machine.
const slow = { timeout: 20_000 };
const loaded = () => screen.findByRole('region', { name: 'Библиотека' }, { timeout: 5000 });

describe('«Настройки университета» (issue 33)', slow, () => {
  it('shows the sections and who changed them last; Save only with a change, as the contract takes it', async () => {
    const { sent } = server();
    open();
    expect(await loaded()).toBeTruthy();
    for (const name of ['Университет', 'Помощь при входе', 'Почта', 'Цифровые сервисы', 'Wi-Fi', 'Адреса'])
      expect(region(name)).toBeTruthy();
    expect(screen.getByText(/^Последнее изменение: .+, Смирнова Елена Викторовна$/)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(within(resource('ЭБС «Лань»')).getByLabelText(/Название/), {
      target: { value: 'ЭБС «Лань» — новая' },
    });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.library_resources[1]).toEqual({
      key: 'lan',
      name: 'ЭБС «Лань» — новая',
      description: 'Учебники',
      url: 'https://e.lanbook.com',
    });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(screen.getByText('Изменений нет')).toBeTruthy();
  });

  it('moves a resource by its buttons, named by it; the focus stays on the moved one', async () => {
    server();
    open();
    await loaded();
    const up = within(resource('ЭБС «Лань»')).getByRole('button', { name: 'Переместить выше: ЭБС «Лань»' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Переместить ниже: ЭБС «Лань»'),
    );
    const names = within(region('Библиотека'))
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-labelledby'))
      .map((id) => (id ? document.getElementById(id)?.textContent : null))
      .filter(Boolean);
    expect(names.slice(1, 3)).toEqual(['ЭБС «Лань»', 'Каталог']);
    expect(within(region('Библиотека')).getByRole('status').textContent).toBe('«ЭБС «Лань»» — на месте 1 из 2');
  });

  it("shows the server's refusal (422) at the field it names", async () => {
    const message = 'Ожидается ссылка, начинающаяся с http:// или https://';
    server([
      () => ({
        status: 422,
        body: {
          success: false,
          message: 'Проверьте данные',
          errors: { 'library_resources.0.url': [message], library_resources: [message] },
        },
      }),
    ]);
    open();
    await loaded();
    const link = within(resource('Каталог')).getByLabelText(/Ссылка/);
    fireEvent.change(link, { target: { value: 'https://library.university.example/new' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(within(resource('Каталог')).getByText(message)).toBeTruthy();
    expect(screen.getByText('Исправьте ошибки в отмеченных полях.')).toBeTruthy();
    // Said once: at the field, not again above the list.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('refuses a logo of another type or too big, in Russian; an image is previewed and removable', async () => {
    server();
    open();
    await loaded();
    const input = region('Университет').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(
      await screen.findByText('Логотип должен быть изображением PNG, JPEG или WebP.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const big = new File([new Uint8Array(256 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Файл больше 256 КБ. Уменьшите изображение.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' })] } });
    const preview = await screen.findByRole('img', { name: 'Логотип: ТУ' }, { timeout: 5000 });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText(/Логотип должен быть/)).toBeNull();
    fireEvent.click(within(region('Университет')).getByRole('button', { name: 'Удалить' }));
    expect(screen.queryByRole('img', { name: 'Логотип: ТУ' })).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('asks before another screen opens with changes not saved: «Остаться» keeps them, «Уйти» leaves', async () => {
    server();
    const { router } = open();
    await loaded();
    fireEvent.change(within(region('Университет')).getByLabelText(/Краткое название/), { target: { value: 'НУ' } });
    fireEvent.click(screen.getByRole('link', { name: 'Статистика' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByText('Остаться'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/university-settings');
    expect((within(region('Университет')).getByLabelText(/Краткое название/) as HTMLInputElement).value).toBe('НУ');
    fireEvent.click(screen.getByRole('link', { name: 'Статистика' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Уйти без сохранения?' }, { timeout: 5000 })).getByRole(
        'button',
        { name: 'Уйти' },
      ),
    );
    expect(await screen.findByText('Статистика открыта')).toBeTruthy();
  });

  it('says when the settings could not be loaded, with a retry', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: false, message: 'Ошибка' }), { status: 500 }),
    );
    vi.stubGlobal('fetch', fetch);
    open();
    expect(await screen.findByText('Не удалось загрузить настройки университета.', {}, { timeout: 5000 })).toBeTruthy();
    server();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await loaded()).toBeTruthy();
  });
});
