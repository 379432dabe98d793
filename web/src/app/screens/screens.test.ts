import type { Account, EmployeeAccount } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { pageCode, pageCodeKey } from './page-code';
import {
  canSeeTimetable,
  hasSupportScreen,
  screens,
  screensFor,
  settingsScreen,
  supportScreen,
  type Screen,
} from './screens';

const employee = (
  over: Partial<EmployeeAccount['data']> = {},
  permissions: EmployeeAccount['permissions'] = [],
): Account => ({
  key: 'employee',
  id: 1,
  name: 'Сотрудник',
  permissions,
  data: {
    timetable: false,
    timetable_id: null,
    science: null,
    is_request_manager: false,
    is_question_manager: false,
    ...over,
  },
});
const paths = (account: Account) => screensFor(account).map((s) => s.path);

describe('sidebar availability (002 §2.2, §2.4)', () => {
  it('shows every admin entry', () => {
    expect(paths({ key: 'admin', id: 1, name: 'a', data: {}, permissions: [] })).toEqual([
      '/students',
      '/employee',
      '/statistics',
      '/tickets',
      '/polls',
      '/notify',
      '/otchety-obnovlenij',
      '/audit-log',
      '/university-settings',
    ]);
  });

  it('shows a plain employee only the always-available entries', () => {
    expect(paths(employee())).toEqual([
      '/students',
      '/wi-fi',
      '/library',
      '/email',
      '/request',
      '/polls_passage',
      '/digital-services',
    ]);
  });

  it('needs both timetable and timetable_id for the timetable', () => {
    expect(canSeeTimetable(employee({ timetable: true, timetable_id: null }))).toBe(false);
    expect(canSeeTimetable(employee({ timetable: false, timetable_id: 4 }))).toBe(false);
    expect(canSeeTimetable(employee({ timetable: true, timetable_id: 4 }))).toBe(true);
  });

  it('adds entries for flags, science data and permissions', () => {
    const science = {
      science_index_spin: null,
      science_index_author_id: null,
      scopus_id: null,
      researcher_id: null,
      orcid: '0000',
      google_scholar: null,
    };
    const all = paths(
      employee({ science, is_request_manager: true, is_question_manager: true }, [
        'request_admin',
        'question_admin',
        'notification_manager',
        'poll_manager',
      ]),
    );
    for (const path of [
      '/science',
      '/request-control',
      '/request-manager',
      '/request-question-control',
      '/request-question',
      '/notify',
      '/polls',
    ]) {
      expect(all).toContain(path);
    }
  });

  it('adds to a plain employee exactly the screens whose rule (the contract’s `may`) a grant admits', () => {
    const plain = paths(employee());
    const added = (account: Account) => paths(account).filter((p) => !plain.includes(p));
    expect(added(employee({}, ['request_admin']))).toEqual(['/request-control']);
    expect(added(employee({}, ['question_admin']))).toEqual(['/request-question-control']);
    expect(added(employee({}, ['notification_manager']))).toEqual(['/notify']);
    expect(added(employee({}, ['poll_manager']))).toEqual(['/polls']);
    expect(added(employee({ is_request_manager: true }))).toEqual(['/request-manager']);
    expect(added(employee({ is_question_manager: true }))).toEqual(['/request-question']);
  });

  it('gives the support link to every account, an admin one too (issue 29 §14)', () => {
    expect(hasSupportScreen(employee())).toBe(true);
    expect(hasSupportScreen({ key: 'admin', id: 1, name: 'a', data: {}, permissions: [] })).toBe(true);
  });

  it('gives a student home, polls to take (README decision 2) and their questions (issue 14 §5)', () => {
    const student: Account = {
      key: 'student',
      id: 2,
      name: 's',
      permissions: [],
      data: { group: { id: 1, name: 'ИВТ-21', timetable_id: null }, student_record_book_code: '1', course: 1 },
    };
    expect(paths(student)).toEqual(['/', '/polls_passage', '/questions']);
    expect(canSeeTimetable(student)).toBe(false);
  });

  it('gives a student their group’s timetable when the group has one (the bottom bar’s calendar too)', () => {
    const student: Account = {
      key: 'student',
      id: 2,
      name: 's',
      permissions: [],
      data: { group: { id: 1, name: 'ИВТ-21', timetable_id: 40005 }, student_record_book_code: '1', course: 1 },
    };
    expect(paths(student)).toEqual(['/', '/timetable', '/polls_passage', '/questions']);
    expect(canSeeTimetable(student)).toBe(true);
    expect(canSeeTimetable({ ...student, data: { ...student.data, group: null } })).toBe(false);
  });

  it('gives an employee with a timetable its screen and the screen of any other timetable', () => {
    const [first] = screensFor(employee({ timetable: true, timetable_id: 10001 }));
    expect(first?.path).toBe('/timetable');
    expect(first?.page).toBeTypeOf('function');
    expect(first?.subpages?.map((s) => s.path)).toEqual(['/timetable/:type/:id']);
  });
});

describe('page code by path', () => {
  it('has the code of every built screen under that screen’s path, so startup preloads the right one', () => {
    for (const [key, table] of Object.entries(screens)) {
      for (const screen of table) {
        if (screen.page) expect(pageCode, `${key} ${screen.path}`).toHaveProperty([screen.path]);
        for (const sub of screen.subpages ?? []) expect(pageCode, `${key} ${sub.path}`).toHaveProperty([sub.path]);
      }
    }
    const built = new Set(
      Object.values(screens).flatMap((table: Pick<Screen, 'path' | 'page' | 'subpages'>[]) =>
        table.flatMap((s) => [...(s.page ? [s.path] : []), ...(s.subpages ?? []).map((sub) => sub.path)]),
      ),
    );
    built.add(supportScreen.path);
    built.add(settingsScreen.path);
    expect(Object.keys(pageCode).sort()).toEqual([...built].sort());
  });

  it('finds a screen under another by its address: a ticket of the desk', () => {
    expect(pageCodeKey('/tickets/1024')).toBe('/tickets/:id');
    expect(pageCodeKey('/tickets')).toBe('/tickets');
    expect(pageCodeKey('/polls_passage/0b6a3c1e-5f2d-4a7b-9c8e-1d2f3a4b5c6d')).toBe('/polls_passage/:uuid');
    expect(pageCodeKey('/tickets/new')).toBe('/tickets/new');
    expect(pageCodeKey('/timetable')).toBe('/timetable');
  });
});
