import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubFetch } from '../../../test/fetch';
import { SignInPage } from './SignInPage';

const user = {
  id: 1,
  surname: 'Иванов',
  name: 'Иван',
  patronymic: null,
  email: 'a@b.c',
  default_account_key: 'admin',
  default_account_id: 1,
  api_token: 'new-token',
  impersonated_by: null,
  accounts: [{ key: 'admin', id: 1, name: 'a', data: {}, permissions: [] }],
};

afterEach(() => vi.unstubAllGlobals());

/** The calls to one path (the sign-in screen also reads GET /api/config, for the identity provider's button). */
const callsTo = (fetch: { mock: { calls: unknown[][] } }, path: string) =>
  (fetch.mock.calls as unknown as [string, RequestInit][]).filter(
    ([url]) => new URL(url, 'http://x').pathname === path,
  );

/** Answers by path: the public config (with the identity provider's button or without) and the calls given. */
function stubByPath(oidcButton: string | null, answers: Record<string, { status: number; body: unknown }>) {
  const config = {
    student_site_url: '',
    student_site_mobile_url: '',
    new_version_url: '',
    allow_support: true,
    help: {
      offices: [{ name: 'Дирекция', address: 'ул. Ленина, 1', hours: '9–18', phone: null, email: null }],
      feedback_url: 'https://university.test/feedback',
    },
    university: { name: 'У', short_name: 'У', logo_url: null },
    oidc_button: oidcButton,
  };
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    const answer = path === '/api/config' ? { status: 200, body: { success: true, result: config } } : answers[path];
    return new Response(JSON.stringify(answer?.body ?? { success: false, message: 'нет' }), {
      status: answer?.status ?? 404,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('sign-in form (000 §2, §5)', () => {
  it('without consent, Enter marks the checkbox and sends nothing', async () => {
    const fetch = stubFetch(200, { success: true, result: { user_info: user } });
    renderWithProviders(<SignInPage />);
    const submit = screen.getByRole('button', { name: 'Войти' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Пароль'), { key: 'Enter' });
    expect(await screen.findByText('Необходимо согласие на обработку персональных данных')).toBeTruthy();
    expect(callsTo(fetch, '/api/login')).toEqual([]);
  });

  it('sends the trimmed login and stores the token', async () => {
    const fetch = stubFetch(200, { success: true, result: { user_info: user } });
    renderWithProviders(<SignInPage />);
    fireEvent.change(screen.getByLabelText('Корпоративная почта'), { target: { value: '  a@b.c ' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByLabelText('Запомнить меня'));
    fireEvent.click(screen.getByLabelText('Я даю согласие на обработку персональных данных'));
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    // The first call loads the contract's code (apiLater): with the public config's, over a second on a busy machine.
    await waitFor(() => expect(window.localStorage.getItem('api_token')).toBe('new-token'), { timeout: 5000 });
    const init = callsTo(fetch, '/api/login')[0]![1];
    expect(JSON.parse(String(init.body))).toEqual({ login: 'a@b.c', password: 'pw', remember: true });
  });

  it('shows the credentials error in an alert', async () => {
    stubFetch(422, {
      success: false,
      message: 'Неверный логин и/или пароль',
      errors: { credentials: ['Неверный логин и/или пароль'] },
    });
    renderWithProviders(<SignInPage />);
    fireEvent.click(screen.getByLabelText('Я даю согласие на обработку персональных данных'));
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Неверный логин и/или пароль');
  });

  it('opens a window in place of the form and comes back', async () => {
    renderWithProviders(<SignInPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    // The windows are their own chunk: the text comes when it has loaded.
    expect(await screen.findByText(/Для восстановления пароля обратитесь в дирекцию своего института/)).toBeTruthy();
    expect(screen.queryByLabelText('Корпоративная почта')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Вернуться ко входу' }));
    expect(screen.getByLabelText('Корпоративная почта')).toBeTruthy();
  });

  it('toggles the password visibility', () => {
    renderWithProviders(<SignInPage />);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(screen.getByLabelText('Пароль').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Скрыть пароль' })).toBeTruthy();
  });
});

describe('sign-in through the university’s identity provider (issue 33)', () => {
  it('shows its button when configured, usable after the consent only, and goes to the provider', async () => {
    const fetch = stubByPath('Войти через единую учётную запись', {
      '/api/login/oidc/start': { status: 200, body: { success: true, result: { url: 'https://sso.test/auth?x=1' } } },
    });
    renderWithProviders(<SignInPage />);
    const button = await screen.findByRole('button', { name: 'Войти через единую учётную запись' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Запомнить меня'));
    fireEvent.click(screen.getByLabelText('Я даю согласие на обработку персональных данных'));
    fireEvent.click(button);
    // Then the browser goes to the answer's address (jsdom does not navigate).
    await waitFor(() => expect(callsTo(fetch, '/api/login/oidc/start')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, '/api/login/oidc/start')[0]![1].body))).toEqual({ remember: true });
  });

  it('has no such button when it is not configured', async () => {
    const fetch = stubByPath(null, {});
    renderWithProviders(<SignInPage />);
    await waitFor(() => expect(callsTo(fetch, '/api/config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /единую учётную запись/ })).toBeNull();
  });
});
