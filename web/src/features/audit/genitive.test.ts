import { describe, expect, it } from 'vitest';
import { genitiveFullName } from './genitive';

describe('genitiveFullName («от имени …»)', () => {
  it('declines a woman’s and a man’s surname, name and patronymic', () => {
    expect(genitiveFullName('Петрова Мария Сергеевна')).toBe('Петровой Марии Сергеевны');
    expect(genitiveFullName('Ёлкина Алёна Петровна')).toBe('Ёлкиной Алёны Петровны');
    expect(genitiveFullName('Кузнецов-Ильин Илья Андреевич')).toBe('Кузнецова-Ильина Ильи Андреевича');
  });

  it('keeps a name without a patronymic', () => {
    expect(genitiveFullName('Иванов Иван')).toBe('Иванова Ивана');
  });
});
