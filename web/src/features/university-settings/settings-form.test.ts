import { act, renderHook } from '@testing-library/react';
import { EXAMPLE_UNIVERSITY_SETTINGS, type UniversitySettings } from '@portal/contract';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { fieldPaths, getAt, placeErrors, setAt, useSettingsForm } from './settings-form';

const settings: UniversitySettings = {
  ...EXAMPLE_UNIVERSITY_SETTINGS,
  library_resources: [
    { key: 'catalog', name: 'Каталог', description: '', url: 'https://library.university.example' },
    { key: 'lan', name: 'Лань', description: 'Учебники', url: 'https://e.lanbook.com' },
    { key: 'scopus', name: 'Scopus', description: '', url: 'https://www.scopus.com' },
  ],
};
const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;

describe('the settings by their paths', () => {
  it('reads and writes a value deep in lists, sharing what is off the path', () => {
    expect(getAt(settings, 'library_resources.1.url')).toBe('https://e.lanbook.com');
    const next = setAt(settings, 'library_resources.1.name', 'ЭБС «Лань»');
    expect(next.library_resources[1]!.name).toBe('ЭБС «Лань»');
    expect(settings.library_resources[1]!.name).toBe('Лань');
    expect(next.library_resources[0]).toBe(settings.library_resources[0]);
    expect(next.wifi).toBe(settings.wifi);
  });

  it('knows the fields and lists an error may be shown at', () => {
    const paths = fieldPaths(settings);
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'logo', 'library_resources', 'library_resources.2.url', 'wifi.rules.0']),
    );
    expect(paths).not.toContain('wifi');
  });

  it("puts each message at its field, drops a group's copy of them and says the rest once", () => {
    const message = 'Ожидается ссылка, начинающаяся с http:// или https://';
    expect(
      placeErrors(
        [
          ['library_resources.1.url', message],
          ['library_resources', message],
          ['library_resources', 'У двух ресурсов один ключ'],
          ['sign_in_help', 'Неизвестное поле'],
          ['_', 'Неверный запрос'],
        ],
        settings,
      ),
    ).toEqual({
      errors: { 'library_resources.1.url': message, library_resources: 'У двух ресурсов один ключ' },
      other: 'Неизвестное поле',
    });
  });
});

describe('useSettingsForm', () => {
  it('edits, and is changed until it is back to what was saved', () => {
    const { result } = renderHook(() => useSettingsForm(settings));
    expect(result.current.dirty).toBe(false);
    expect(result.current.field('library_resources.0.name').maxLength).toBe(200);
    act(() => result.current.field('library_resources.0.name').onChange(typed('Электронный каталог')));
    expect(result.current.values.library_resources[0]!.name).toBe('Электронный каталог');
    expect(result.current.dirty).toBe(true);
    act(() => result.current.field('library_resources.0.name').onChange(typed('Каталог')));
    expect(result.current.dirty).toBe(false);
  });

  it('keeps null for an optional field left empty', () => {
    const { result } = renderHook(() => useSettingsForm(settings));
    act(() => result.current.field('wifi.rules_url', { nullable: true }).onChange(typed('https://u.example/r.pdf')));
    expect(result.current.values.wifi.rules_url).toBe('https://u.example/r.pdf');
    act(() => result.current.field('wifi.rules_url', { nullable: true }).onChange(typed('  ')));
    expect(result.current.values.wifi.rules_url).toBeNull();
  });

  it('moves, removes and adds items, each keeping its id', () => {
    const { result } = renderHook(() => useSettingsForm(settings));
    const [catalog, lan, scopus] = result.current.ids('library_resources');
    act(() => result.current.move('library_resources', 2, -1));
    expect(result.current.values.library_resources.map((r) => r.key)).toEqual(['catalog', 'scopus', 'lan']);
    expect(result.current.ids('library_resources')).toEqual([catalog, scopus, lan]);
    act(() => result.current.remove('library_resources', 0));
    expect(result.current.values.library_resources.map((r) => r.key)).toEqual(['scopus', 'lan']);
    expect(result.current.ids('library_resources')).toEqual([scopus, lan]);
    act(() => result.current.add('library_resources', { key: '', name: '', description: '', url: '' }));
    expect(result.current.values.library_resources).toHaveLength(3);
    expect(new Set(result.current.ids('library_resources')).size).toBe(3);
  });

  it('checks by the contract: a link that is not http(s) is refused at its field, in Russian', () => {
    const { result } = renderHook(() => useSettingsForm(settings));
    act(() => result.current.field('library_resources.1.url').onChange(typed('javascript:alert(1)')));
    act(() => result.current.field('sign_in_help.feedback_url').onChange(typed('ftp://x')));
    let body: UniversitySettings | null = settings;
    act(() => {
      body = result.current.check();
    });
    expect(body).toBeNull();
    expect(result.current.errors).toEqual({
      'library_resources.1.url': 'Ожидается ссылка, начинающаяся с http:// или https://',
      'sign_in_help.feedback_url': 'Ожидается ссылка, начинающаяся с http:// или https://',
    });
    // Typing again clears that field's message; moving the list clears the list's.
    act(() => result.current.field('sign_in_help.feedback_url').onChange(typed('https://u.example/f')));
    expect(Object.keys(result.current.errors)).toEqual(['library_resources.1.url']);
    act(() => result.current.move('library_resources', 1, 1));
    expect(result.current.errors).toEqual({});
  });

  it('gives the body when the contract takes it', () => {
    const { result } = renderHook(() => useSettingsForm(settings));
    act(() => result.current.field('name').onChange(typed('  Университет  ')));
    let body: UniversitySettings | null = null;
    act(() => {
      body = result.current.check();
    });
    expect(body!.name).toBe('Университет');
  });

  it("shows the server's field errors (422) at their fields, and a failure without them above the button", () => {
    const { result } = renderHook(() => useSettingsForm(settings));
    act(() =>
      result.current.fail(
        new ApiError('http', 'Проверьте данные', 422, {
          logo: ['Логотип — изображение PNG, JPEG или WebP до 256 КБ'],
          'email.activation_hours': ['Слишком большое значение'],
          email: ['Слишком большое значение'],
        }),
        'Не удалось сохранить',
      ),
    );
    expect(result.current.errors).toEqual({
      logo: 'Логотип — изображение PNG, JPEG или WebP до 256 КБ',
      'email.activation_hours': 'Слишком большое значение',
    });
    expect(result.current.failure).toBeNull();
    act(() => result.current.fail(new Error('offline'), 'Не удалось сохранить'));
    expect(result.current.failure).toBe('Не удалось сохранить');
  });

  it('starts again from the saved settings', () => {
    const { result } = renderHook(() => useSettingsForm(settings));
    act(() => result.current.field('short_name').onChange(typed('')));
    act(() => void result.current.check());
    expect(result.current.errors.short_name).toBeTruthy();
    const saved = { ...settings, short_name: 'НУ' };
    act(() => result.current.reset(saved));
    expect(result.current.values.short_name).toBe('НУ');
    expect(result.current.errors).toEqual({});
    expect(result.current.dirty).toBe(false);
  });
});
