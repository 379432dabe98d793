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

describe('sign-in form (000 §2, §5)', () => {
  it('without consent, Enter marks the checkbox and sends nothing', async () => {
    const fetch = stubFetch(200, { success: true, result: { user_info: user } });
    renderWithProviders(<SignInPage />);
    const submit = screen.getByRole('button', { name: 'Войти' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Пароль'), { key: 'Enter' });
    expect(await screen.findByText('Необходимо согласие на обработку персональных данных')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the trimmed login and stores the token', async () => {
    const fetch = stubFetch(200, { success: true, result: { user_info: user } });
    renderWithProviders(<SignInPage />);
    fireEvent.change(screen.getByLabelText('Корпоративная почта'), { target: { value: '  a@b.c ' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByLabelText('Запомнить меня'));
    fireEvent.click(screen.getByLabelText('Я даю согласие на обработку персональных данных'));
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(window.localStorage.getItem('api_token')).toBe('new-token'));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
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
