import { describe, expect, it } from 'vitest';
import type { AccountKey } from '@portal/contract';
import { bearer, loginToken, useTestApp } from './app';
import { factories } from './factories';

/**
 * The authorization matrix: every API route × every kind of caller. The table below is the
 * expected rule of each route, written independently of the routes' own declarations; a route
 * missing from it fails the first test, so a new route cannot skip this check.
 */
type Rule = 'public' | 'user' | AccountKey[] | { permission: string };
const expected: Record<string, Rule> = {
  'POST /api/login': 'public',
  'GET /api/health': 'public',
  'GET /api/config': 'public',
  'GET /api/accounts': 'user',
  'POST /api/logout': 'user',
  'POST /api/account/set-default-account': 'user',
  'GET /api/notifications/my/unread/count': 'user',
  'POST /api/notifications/my': 'user',
  'POST /api/notifications/my/mark-as-read': 'user',
  'GET /api/account/admin/user/:id/token': ['admin'],
  'GET /api/account/admin/report/update': ['admin'],
  'GET /api/institutes': ['admin', 'employee'],
  'GET /api/kafedres': ['admin', 'employee'],
  'GET /api/specialities': ['admin', 'employee'],
  'GET /api/profiles': ['admin', 'employee'],
  'GET /api/edu-forms': ['admin', 'employee'],
  'GET /api/edu-levels': ['admin', 'employee'],
  'GET /api/groups': ['admin', 'employee'],
  'GET /api/courses': ['admin', 'employee'],
  'GET /api/employee-departments': ['admin', 'employee'],
  'GET /api/work-types': ['admin', 'employee'],
  'POST /api/account/admin/students': ['admin', 'employee'],
  'POST /api/account/admin/students/count': ['admin', 'employee'],
  'POST /api/account/admin/students/faceted-filter': ['admin', 'employee'],
  'GET /api/account/admin/students/:id': ['admin', 'employee'],
  'POST /api/account/admin/employees': { permission: 'notification_manager or poll_manager' },
  'POST /api/account/admin/employees/count': { permission: 'notification_manager or poll_manager' },
  'GET /api/account/admin/employees/:id': { permission: 'notification_manager or poll_manager' },
  'GET /api/account/admin/statistics': ['admin'],
  'GET /api/account/admin/statistics/export': ['admin'],
  'GET /api/account/admin/audit-log': ['admin'],
  'GET /api/exports/:token/:name': 'public',
};

const callers = ['none', 'student', 'employee', 'manager', 'admin'] as const;
type Caller = (typeof callers)[number];
const logins: Record<Exclude<Caller, 'none'>, string> = {
  student: 'student@matrix.local',
  employee: 'employee@matrix.local',
  manager: 'manager@matrix.local',
  admin: 'admin@matrix.local',
};
let targetUserId = 0;

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const student = await f.user(logins.student);
  await f.student(student.id);
  targetUserId = student.id;
  await f.employee((await f.user(logins.employee)).id);
  await f.employee((await f.user(logins.manager)).id, {
    permissions: ['notification_manager', 'poll_manager', 'request_admin', 'question_admin'],
  });
  await f.admin((await f.user(logins.admin)).id);
});

function allowedFor(rule: Rule, caller: Caller): boolean {
  if (rule === 'public') return true;
  if (caller === 'none') return false;
  if (rule === 'user') return true;
  if (Array.isArray(rule)) return rule.includes(caller === 'manager' ? 'employee' : caller);
  return caller === 'manager' || caller === 'admin';
}

const bodies: Record<string, object> = {
  'POST /api/login': { login: 'nobody@matrix.local', password: 'x' },
  'POST /api/account/set-default-account': { account_key: 'student', account_id: 1 },
  'POST /api/notifications/my': { is_read: false, page: 1 },
  'POST /api/notifications/my/mark-as-read': { ids: [1] },
};

describe('authorization matrix', () => {
  it('covers every API route the app declares', () => {
    const declared = ctx.app.accessRules.map((r) => `${r.method} ${r.url}`).sort();
    expect(declared).toEqual(Object.keys(expected).sort());
  });

  for (const [route, rule] of Object.entries(expected)) {
    for (const caller of callers) {
      const allowed = allowedFor(rule, caller);
      it(`${route} as ${caller}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const [method, path] = route.split(' ') as ['GET' | 'POST', string];
        const headers = caller === 'none' ? {} : bearer(await loginToken(ctx.app, logins[caller]));
        const res = await ctx.app.inject({ method, url: path.replace(':id', String(targetUserId)), headers, payload: bodies[route] });
        const body = res.json();
        if (allowed) {
          expect([401, 403]).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode).toBe(caller === 'none' ? 401 : 403);
          expect(body.success).toBe(false);
          if (caller === 'none') expect(body.errors.token).toBeDefined();
        }
      });
    }
  }
});
