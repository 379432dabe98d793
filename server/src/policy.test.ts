import { describe, expect, it } from 'vitest';
import { may, policyAccount, type PolicyAccount } from '@portal/contract';
import { allowed, type Auth, type EmployeeGrants } from './plugins/auth';

const account = (key: PolicyAccount['key'], over: Partial<PolicyAccount> = {}): PolicyAccount => ({
  key,
  permissions: [],
  roles: [],
  ...over,
});

describe('may (the contract’s policy, read by the server and the web)', () => {
  it('lets anybody through a public rule and nobody through the monitoring one', () => {
    expect(may(null, 'anybody')).toBe(true);
    expect(may(account('admin'), 'anybody')).toBe(true);
    expect(may(null, 'monitoring')).toBe(false);
    expect(may(account('admin'), 'monitoring')).toBe(false);
  });

  it('wants somebody signed in for a user rule, whatever the account', () => {
    expect(may(null, 'signedIn')).toBe(false);
    expect(may(null, 'supportUsers')).toBe(false);
    for (const key of ['student', 'employee', 'admin'] as const) expect(may(account(key), 'signedIn')).toBe(true);
  });

  it('admits the account kinds a rule names', () => {
    expect(may(account('admin'), 'adminOnly')).toBe(true);
    expect(may(account('employee'), 'adminOnly')).toBe(false);
    expect(may(account('employee'), 'staff')).toBe(true);
    expect(may(account('student'), 'staff')).toBe(false);
    expect(may(account('student'), 'pollRespondents')).toBe(true);
    expect(may(account('admin'), 'pollRespondents')).toBe(false);
    expect(may(null, 'staff')).toBe(false);
  });

  it('admits an employee account by a permission or a role the rule names', () => {
    expect(may(account('employee'), 'requestAdmins')).toBe(false);
    expect(may(account('employee', { permissions: ['request_admin'] }), 'requestAdmins')).toBe(true);
    expect(may(account('employee', { permissions: ['question_admin'] }), 'requestAdmins')).toBe(false);
    expect(may(account('employee', { roles: ['request_manager'] }), 'requestManagers')).toBe(true);
    expect(may(account('employee', { roles: ['question_manager'] }), 'requestManagers')).toBe(false);
    expect(may(account('employee', { roles: ['request_manager'] }), 'requestWorkers')).toBe(true);
    expect(may(account('employee', { permissions: ['poll_manager'] }), 'employeeSearchers')).toBe(true);
  });

  it('counts permissions and roles on employee accounts only', () => {
    expect(may(account('student', { permissions: ['question_admin'] }), 'questionAdmins')).toBe(false);
    expect(may(account('admin', { roles: ['request_manager'] }), 'requestManagers')).toBe(false);
    // A student is a question participant by its kind, not by what it holds.
    expect(may(account('student'), 'questionParticipants')).toBe(true);
  });

  it('reads an employee account of the session’s answer: its flags are its roles', () => {
    const data = { timetable: false, timetable_id: null, science: null };
    expect(
      policyAccount({
        key: 'employee',
        id: 1,
        name: 'e',
        permissions: ['poll_manager'],
        data: { ...data, is_request_manager: true, is_question_manager: false },
      }),
    ).toEqual({ key: 'employee', permissions: ['poll_manager'], roles: ['request_manager'] });
    expect(policyAccount({ key: 'admin', id: 1, name: 'a', permissions: [], data: {} })).toEqual(account('admin'));
  });
});

describe('allowed (the server’s enforcement of may)', () => {
  const auth = (accountKey: Auth['accountKey'], accountId: number | null = 7): Auth => ({
    userId: 3,
    sessionId: 1,
    token: 't',
    impersonatorUserId: null,
    impersonatorSessionId: null,
    accountKey,
    accountId,
    passwordMustChange: false,
    language: 'ru',
  });
  /** Grants that say what they were asked. */
  const grants = (
    held: Awaited<ReturnType<EmployeeGrants['permissions']>>,
    roles: Awaited<ReturnType<EmployeeGrants['roles']>>,
  ) => {
    const asked: string[] = [];
    const g: EmployeeGrants = {
      permissions: async () => (asked.push('permissions'), held),
      roles: async () => (asked.push('roles'), roles),
    };
    return { g, asked };
  };

  it('reads no grant when the account kind decides', async () => {
    const { g, asked } = grants(['notification_manager'], []);
    expect(await allowed(auth('admin'), 'notificationManagers', g)).toBe(true);
    expect(await allowed(auth('student'), 'notificationManagers', g)).toBe(false);
    expect(await allowed(auth(null, null), 'staff', g)).toBe(false);
    expect(await allowed(auth('employee', null), 'requestAdmins', g)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('reads the permissions, then the roles, only as far as the rule needs', async () => {
    const byPermission = grants(['request_admin'], ['request_manager']);
    expect(await allowed(auth('employee'), 'requestWorkers', byPermission.g)).toBe(true);
    expect(byPermission.asked).toEqual(['permissions']);
    const byRole = grants([], ['request_manager']);
    expect(await allowed(auth('employee'), 'requestWorkers', byRole.g)).toBe(true);
    expect(byRole.asked).toEqual(['permissions', 'roles']);
    const onlyRoles = grants([], []);
    expect(await allowed(auth('employee'), 'questionManagers', onlyRoles.g)).toBe(false);
    expect(onlyRoles.asked).toEqual(['roles']);
  });
});
