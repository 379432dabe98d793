import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordMessages, type UserInfo } from '@portal/contract';
import { SessionProvider } from '../../../shared/session/session-context';
import { stubFetch } from '../../../test/fetch';
import { errorOf, type } from '../../../test/form';
import { renderWithProviders } from '../../../test/render';
import OwnPasswordPage from './OwnPasswordPage';

const student = (canChange: boolean): UserInfo => ({
  id: 7,
  surname: 'Орлова',
  name: 'Дарья',
  patronymic: null,
  email: 'student@demo.local',
  default_account_key: 'student',
  default_account_id: 2,
  api_token: 't',
  impersonated_by: null,
  accounts: [
    {
      key: 'student',
      id: 2,
      name: 'Студент',
      permissions: [],
      data: { group: null, student_record_book_code: '1', course: 1 },
    },
  ],
  can_change_password: canChange,
});

function show(canChange = true) {
  renderWithProviders(
    <SessionProvider user={student(canChange)}>
      <OwnPasswordPage />
    </SessionProvider>,
    { url: '/password' },
  );
}

afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));

describe('«Смена пароля» from the profile menu (issue 30 §7)', () => {
  it('asks for the current password and checks the new one before sending', async () => {
    const fetch = stubFetch(200, {});
    show();
    type('Новый пароль', 'Весенний сад 2027');
    type('Повторите новый пароль', 'Весенний сад 2028');
    submit();
    await waitFor(() => expect(errorOf('Текущий пароль')).toBe(passwordMessages.currentMissing));
    expect(fetch).not.toHaveBeenCalled();
    type('Текущий пароль', 'demo');
    submit();
    await waitFor(() => expect(errorOf('Повторите новый пароль')).toBe(passwordMessages.mismatch));
    expect(errorOf('Текущий пароль')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the three fields; a wrong current password is said under its field', async () => {
    const fetch = stubFetch(422, {
      success: false,
      message: 'Неверный текущий пароль.',
      errors: { current_password: ['Неверный текущий пароль.'] },
    });
    show();
    type('Текущий пароль', 'не тот');
    type('Новый пароль', 'Весенний сад 2027');
    type('Повторите новый пароль', 'Весенний сад 2027');
    submit();
    await waitFor(() => expect(errorOf('Текущий пароль')).toBe('Неверный текущий пароль.'));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({
      current_password: 'не тот',
      password: 'Весенний сад 2027',
      password_confirmation: 'Весенний сад 2027',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no form when the password is kept in the university’s directory', () => {
    show(false);
    expect(screen.getByText(/хранится в каталоге университета/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сменить пароль' })).toBeNull();
  });
});
