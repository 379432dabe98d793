import { describe, expect, it } from 'vitest';
import { passwordMessages } from '@portal/contract';
import { passwordChangeErrors } from './password-change';

describe('passwordChangeErrors', () => {
  it('says what is wrong with the new password before anything is sent', () => {
    expect(passwordChangeErrors({ password: 'кот12', confirmation: 'кот12' })).toEqual({
      password: 'Пароль слишком короткий: нужно не меньше 8 символов.',
    });
    expect(passwordChangeErrors({ password: '         ', confirmation: '         ' })).toEqual({
      password: passwordMessages.blank,
    });
    expect(passwordChangeErrors({ password: 'Весенний сад 2027', confirmation: 'Весенний сад 2028' })).toEqual({
      confirmation: passwordMessages.mismatch,
    });
  });

  it('accepts a long enough password typed twice the same', () => {
    expect(passwordChangeErrors({ password: 'Весенний сад 2027', confirmation: 'Весенний сад 2027' })).toEqual({});
  });

  it('counts characters, not UTF-16 units: eight letters of any script are enough', () => {
    expect(passwordChangeErrors({ password: 'ёжикёжик', confirmation: 'ёжикёжик' })).toEqual({});
    expect(passwordChangeErrors({ password: '😀😀😀😀', confirmation: '😀😀😀😀' })).toEqual({
      password: 'Пароль слишком короткий: нужно не меньше 8 символов.',
    });
  });
});
