import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordMessages } from '@portal/contract';
import { stubFetch } from '../../../test/fetch';
import { errorOf, type } from '../../../test/form';
import { renderWithProviders } from '../../../test/render';
import PasswordChangePage from './PasswordChangePage';

afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));

describe('«Смена пароля»: the contract’s rules, checked before sending (issue 16)', () => {
  it('says what is wrong under the field and sends nothing', async () => {
    const fetch = stubFetch(200, {});
    renderWithProviders(<PasswordChangePage />);
    type('Новый пароль', 'кот12');
    type('Повторите новый пароль', 'кот12');
    submit();
    await waitFor(() => expect(errorOf('Новый пароль')).toBe('Пароль слишком короткий: нужно не меньше 8 символов.'));
    // Characters, not UTF-16 units: four emoji are four.
    type('Новый пароль', '😀😀😀😀');
    type('Повторите новый пароль', '😀😀😀😀');
    submit();
    await waitFor(() => expect(errorOf('Новый пароль')).toBe('Пароль слишком короткий: нужно не меньше 8 символов.'));
    type('Новый пароль', 'Весенний сад 2027');
    type('Повторите новый пароль', 'Весенний сад 2028');
    submit();
    await waitFor(() => expect(errorOf('Повторите новый пароль')).toBe(passwordMessages.mismatch));
    expect(errorOf('Новый пароль')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a good password typed twice; the server’s field error goes under its field', async () => {
    const fetch = stubFetch(422, {
      success: false,
      message: 'Новый пароль не должен совпадать с временным.',
      errors: { password: ['Новый пароль не должен совпадать с временным.'] },
    });
    renderWithProviders(<PasswordChangePage />);
    type('Новый пароль', 'ёжикёжик');
    type('Повторите новый пароль', 'ёжикёжик');
    submit();
    await waitFor(() => expect(errorOf('Новый пароль')).toBe('Новый пароль не должен совпадать с временным.'));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ password: 'ёжикёжик', password_confirmation: 'ёжикёжик' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
