import { describe, expect, it } from 'vitest';
import { authorize, isDesk, type Caller } from './authorize';

const student: Caller = { userId: 1, accountKey: 'student' };
const employee: Caller = { userId: 2, accountKey: 'employee' };
const admin: Caller = { userId: 3, accountKey: 'admin' };
const none = { performer: false, admin: false };

describe('authorize: a request or a question', () => {
  it('is reached by its author, a performer and an admin of its kind; by nobody else', () => {
    expect(authorize(employee, 'request', { authorUserId: 2, ...none })).toBe(true);
    expect(authorize(student, 'request', { authorUserId: 1, ...none })).toBe(true);
    expect(authorize(employee, 'request', { authorUserId: 9, performer: true, admin: false })).toBe(true);
    expect(authorize(employee, 'request', { authorUserId: 9, performer: false, admin: true })).toBe(true);
    expect(authorize(employee, 'request', { authorUserId: 9, ...none })).toBe(false);
    // An admin account is no request admin: that is an employee's permission.
    expect(authorize(admin, 'request', { authorUserId: 9, ...none })).toBe(false);
  });

  it('is worked (accepted, its performers changed) by a performer or an admin of its kind, not its author', () => {
    expect(authorize(employee, 'requestWork', { performer: true, admin: false })).toBe(true);
    expect(authorize(employee, 'requestWork', { performer: false, admin: true })).toBe(true);
    expect(authorize(employee, 'requestWork', none)).toBe(false);
  });

  it('is closed by its performers only', () => {
    expect(authorize(employee, 'requestClose', { performer: true, admin: false })).toBe(true);
    expect(authorize(employee, 'requestClose', { performer: false, admin: true })).toBe(false);
    expect(authorize(employee, 'requestClose', none)).toBe(false);
  });
});

describe('authorize: support tickets', () => {
  it('gives a user their own tickets and the desk (an admin account) every one', () => {
    expect(authorize(student, 'ticket', { authorUserId: 1 })).toBe(true);
    expect(authorize(student, 'ticket', { authorUserId: 2 })).toBe(false);
    expect(authorize(employee, 'ticket', { authorUserId: 1 })).toBe(false);
    expect(authorize(admin, 'ticket', { authorUserId: 1 })).toBe(true);
    expect(isDesk(admin)).toBe(true);
    expect(isDesk(employee)).toBe(false);
  });

  it('lets only its author rate a ticket, not the desk', () => {
    expect(authorize(student, 'ticketReview', { authorUserId: 1 })).toBe(true);
    expect(authorize(admin, 'ticketReview', { authorUserId: 1 })).toBe(false);
    expect(authorize(admin, 'ticketReview', { authorUserId: 3 })).toBe(true);
  });

  it('closes the support dialog while support is off, to all but the desk', () => {
    for (const caller of [student, employee, admin])
      expect(authorize(caller, 'supportDialog', { allowSupport: true })).toBe(true);
    expect(authorize(student, 'supportDialog', { allowSupport: false })).toBe(false);
    expect(authorize(employee, 'supportDialog', { allowSupport: false })).toBe(false);
    expect(authorize(admin, 'supportDialog', { allowSupport: false })).toBe(true);
  });
});

describe('authorize: making and unmaking managers', () => {
  it('lets an admin change any managed permission', () => {
    expect(authorize(admin, 'permission', { key: 'poll_manager', held: [] })).toBe(true);
  });

  it('lets a manager change only a permission they hold', () => {
    const held = ['notification_manager'] as const;
    expect(authorize(employee, 'permission', { key: 'notification_manager', held })).toBe(true);
    expect(authorize(employee, 'permission', { key: 'poll_manager', held })).toBe(false);
    expect(authorize(employee, 'permission', { key: 'poll_manager', held: [] })).toBe(false);
  });
});
