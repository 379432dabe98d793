import type { Account } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { landingPath } from './create-app-router';

const admin: Account = { key: 'admin', id: 1, name: 'Администратор', data: {}, permissions: [] };
const at = (search: string) => ({ pathname: '/', search });
const next = (path: string) => `?next=${encodeURIComponent(path)}`;

describe('the screen opened after sign-in', () => {
  it('is the one asked for, with its search, when the account has it', () => {
    expect(landingPath(admin, at(next('/students?search=%D0%98%D0%B2&page=2')))).toBe(
      '/students?search=%D0%98%D0%B2&page=2',
    );
    expect(landingPath(admin, at(next('/accounts')))).toBe('/accounts');
    expect(landingPath(admin, at(next('/tickets/12')))).toBe('/tickets/12');
  });

  it('is home for a screen the account does not have, or an address of another site', () => {
    expect(landingPath(admin, at(next('/no-such-screen')))).toBe('/');
    expect(landingPath(admin, at(next('/wi-fi')))).toBe('/');
    expect(landingPath(admin, at(next('https://evil.example/students')))).toBe('/');
  });

  it('is left alone when the address is no sign-in with a screen to return to', () => {
    expect(landingPath(admin, { pathname: '/students', search: '' })).toBeNull();
    expect(landingPath(admin, at(''))).toBeNull();
  });
});
