import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPathFor } from './return-path';

const next = (path: string) => `?next=${encodeURIComponent(path)}`;

describe('the screen asked for before sign-in', () => {
  it('is carried in the sign-in address with its search', () => {
    expect(signInPathFor({ pathname: '/students', search: '?search=%D0%98%D0%B2&page=2' })).toBe(
      '/?next=%2Fstudents%3Fsearch%3D%25D0%2598%25D0%25B2%26page%3D2',
    );
    expect(signInPathFor({ pathname: '/', search: '?x=1' })).toBe('/');
  });

  it('keeps the notification a letter or a push message links to (/?notification=ID), and nothing else of home', () => {
    const signIn = signInPathFor({ pathname: '/', search: '?notification=42&x=1', hash: '#y' });
    expect(signIn).toBe('/?next=%2F%3Fnotification%3D42');
    expect(safeReturnPath(signIn.slice(1))).toBe('/?notification=42');
  });

  it('comes back exactly as it was asked for', () => {
    const path = '/students?search=%D0%98%D0%B2&page=2';
    const signIn = signInPathFor({ pathname: '/students', search: '?search=%D0%98%D0%B2&page=2' });
    expect(safeReturnPath(signIn.slice(1))).toBe(path);
    expect(safeReturnPath(next('/audit-log#top'))).toBe('/audit-log#top');
  });

  it('is only ever a path of this site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'students',
      '/\tx',
      '',
      '/',
    ]) {
      expect(safeReturnPath(next(bad)), bad).toBeNull();
    }
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath('?next=%E0%A4%A')).toBeNull();
  });
});
