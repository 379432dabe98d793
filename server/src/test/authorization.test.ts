import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@portal/contract';
import type { RuleName } from '../policy';
import { bearer, loginToken, useTestApp } from './app';
import { factories } from './factories';

/**
 * The authorization matrix: every API route × every kind of caller. The app lists every route with
 * the policy rule it names (server/src/policy.ts); what each rule must allow is written here
 * independently of the policy's code, so a route added later is walked without a line here, and
 * a new rule fails the first test until its expectation is written. An allowed caller must get a
 * success answer for the input the contract's endpoint gives as its example.
 */
type Caller = 'none' | 'student' | 'employee' | 'manager' | 'admin';
const expected: Record<RuleName, Caller[]> = {
  anybody: ['none', 'student', 'employee', 'manager', 'admin'],
  signedIn: ['student', 'employee', 'manager', 'admin'],
  adminOnly: ['admin'],
  staff: ['employee', 'manager', 'admin'],
  audienceManagers: ['manager', 'admin'],
};

const callers: Caller[] = ['none', 'student', 'employee', 'manager', 'admin'];
// The contract's examples name the demo's student sign-in and id 1 of each kind: the student is
// made first (user 1, student 1), then the employee (employee 1).
const logins: Record<Exclude<Caller, 'none'>, string> = {
  student: 'student@demo.local',
  employee: 'employee@demo.local',
  manager: 'manager@demo.local',
  admin: 'admin@demo.local',
};

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const student = await f.user(logins.student);
  await f.student(student.id);
  await f.employee((await f.user(logins.employee)).id);
  await f.employee((await f.user(logins.manager)).id, {
    permissions: ['notification_manager', 'poll_manager', 'request_admin', 'question_admin'],
  });
  await f.admin((await f.user(logins.admin)).id);
});

/** The caller's own active account: switching to it is the one input that succeeds for everybody. */
async function ownAccount(token: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) });
  const info = res.json().result.user_info;
  return { account_key: info.default_account_key, account_id: info.default_account_id };
}

/** A real download link: the export route's example cannot know one. */
async function exportLink() {
  const token = await loginToken(ctx.app, logins.admin);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/account/admin/statistics/export?start_login=2026-11-01&end_login=2026-11-07', headers: bearer(token) });
  return res.json().result.url as string;
}

describe('authorization matrix', () => {
  it('walks every API route, each naming a rule whose expectation is written here', () => {
    expect(ctx.app.accessRules.length).toBeGreaterThan(30);
    for (const route of ctx.app.accessRules) {
      expect(route.rule, `${route.method} ${route.url}`).toBeDefined();
      expect(Object.keys(expected), `${route.method} ${route.url}`).toContain(route.rule);
      expect(route.endpoint?.path, `${route.method} ${route.url}`).toBe(route.url);
    }
  });

  for (const caller of callers) {
    it(`as ${caller}: every route answers success where its rule allows, 401 or 403 where not`, async () => {
      const wrong: string[] = [];
      for (const { method, url, rule, endpoint } of ctx.app.accessRules) {
        const allowed = expected[rule!].includes(caller);
        const token = caller === 'none' ? null : await loginToken(ctx.app, logins[caller]);
        const example = endpoint?.example ?? {};
        const body = endpoint?.name === 'setDefaultAccount' && token ? await ownAccount(token) : example.body;
        const target = endpoint?.file ? await exportLink() : endpointUrl(endpoint!, example.params ?? fillParams(url), example.query);
        const res = await ctx.app.inject({
          method: method as 'GET' | 'POST',
          url: target,
          headers: token ? bearer(token) : {},
          payload: method === 'POST' ? ((body ?? {}) as object) : undefined,
        });
        const answer = endpoint?.file && res.statusCode === 200 ? null : res.json();
        const ok = allowed
          ? res.statusCode === 200 && (answer === null || answer.success === true)
          : res.statusCode === (caller === 'none' ? 401 : 403) && answer?.success === false && (caller !== 'none' || answer.errors?.token !== undefined);
        if (!ok) wrong.push(`${method} ${url} (${allowed ? 'allowed' : 'refused'}): ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

/** Path parameters of a route without an example: 1 each (refused callers never reach them). */
function fillParams(url: string) {
  return Object.fromEntries([...url.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name, 1]));
}
