import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordMessages } from '@portal/contract';
import { renderWithProviders } from '../../../test/render';
import PasswordChangePage from './PasswordChangePage';

function stubChange(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

// The fields are required: their labels end with the asterisk.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
const errorOf = (label: string) => {
  const input = field(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((i) => i.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('«Смена пароля»: the contract’s rules, checked before sending (issue 16)', () => {
  it('says what is wrong under the field and sends nothing', async () => {
    const fetch = stubChange(200, {});
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
    const fetch = stubChange(422, {
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
