import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { knownLessonType } from '@portal/contract';
import { i18n } from '../../shared/i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { PairCard } from './components/PairCard';
import { lecture } from './test/fixtures';

afterEach(() => act(() => i18n.changeLanguage('ru')));

const pair = {
  ...lecture,
  types: [
    { id: 1, name: 'Лекция', short_name: 'Лек' },
    { id: 2, name: 'практика', short_name: 'Пр' },
    { id: 9, name: 'Коллоквиум', short_name: 'Колл.' },
  ],
};
const list = (ui: React.ReactElement) => renderWithRouter([{ path: '/', element: <ul>{ui}</ul> }], '/');

describe('lesson types (issue 17)', () => {
  it('are recognised by their usual names and spellings, whatever the case', () => {
    expect(knownLessonType('Лекция')).toBe('lecture');
    expect(knownLessonType(' ЛАБОРАТОРНАЯ РАБОТА ')).toBe('lab');
    expect(knownLessonType('зачет')).toBe('credit');
    expect(knownLessonType('Коллоквиум')).toBeUndefined();
  });

  it('show as the timetable writes them in Russian, and the known ones in English after a switch', async () => {
    list(<PairCard pair={pair} shown={null} />);
    expect(await screen.findByText('Лек')).toBeTruthy();
    expect(screen.getByText('Лекция')).toBeTruthy();
    expect(screen.getByText('практика')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Lec')).toBeTruthy();
    expect(screen.getByText('Lecture')).toBeTruthy();
    expect(screen.getByText('Prac')).toBeTruthy();
    expect(screen.getByText('Practical class')).toBeTruthy();
    // A type of this university's own is its data: shown as written.
    expect(screen.getByText('Колл.')).toBeTruthy();
    expect(screen.getByText('Коллоквиум')).toBeTruthy();
  });
});
