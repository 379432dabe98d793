import { describe, expect, it } from 'vitest';
import { text } from './i18n';

describe('the employee search’s hint (002 §5, §7)', () => {
  it('asks for as many letters as the search needs, in the spec’s words', () => {
    expect(text('enterLetters', { count: 3 })).toBe('Введите не меньше 3 букв фамилии');
    expect(text('enterLetters', { count: 21 })).toBe('Введите не меньше 21 буквы фамилии');
    expect(text('enterSurname')).toBe('Введите фамилию');
  });
});
