import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { signInErrorMessage } from './api';

describe('signInErrorMessage (000 §8)', () => {
  it('credentials', () => {
    expect(signInErrorMessage(new ApiError('http', 'whatever', 422, { credentials: ['x'] }))).toBe(
      'Неверный логин и/или пароль',
    );
  });
  it('another failure: the server message', () => {
    expect(signInErrorMessage(new ApiError('http', 'Слишком много попыток входа.', 429))).toBe(
      'Слишком много попыток входа.',
    );
  });
  it('another failure without a message: the default', () => {
    expect(signInErrorMessage(new ApiError('http', '', 422))).toBe('Введите логин и/или пароль');
  });
  it("the directory (LDAP) not answering: the server's message", () => {
    expect(signInErrorMessage(new ApiError('http', 'Вход временно недоступен', 424))).toBe('Вход временно недоступен');
  });
  it('network', () => {
    expect(signInErrorMessage(new ApiError('network', 'x'))).toBe('Вход временно недоступен');
  });
});
