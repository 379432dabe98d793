import { afterAll, describe, expect, it } from 'vitest';
import { endpointUrl, TOKEN_QUERY, type Endpoint } from '@portal/contract';
import { rules, type Access, type RuleName } from '../policy';
import { bearer, injectStreamAware, loginToken, multipartFile, useTestApp } from './app';
import { factories } from './factories';
import { waitFor } from './wait';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { readServerSecret } from '../db/server-secrets';
import { UNSUBSCRIBE_KEY, unsubscribeTokens } from '../modules/outreach';
import { hashToken } from '../lib/tokens';
import { DEMO_LOGINS, type DemoLogin } from '../seed/demo-users';
import { atProvider, oidcConfigOf, startOidcProvider } from './oidc-provider';

/**
 * The authorization matrix: every API route × every kind of caller. The app lists every route with
 * the policy rule it names (server/src/policy.ts); what each rule must allow is written here
 * independently of the policy's code, so a route added later is walked without a line here, and
 * a new rule fails the first test until its expectation is written. An allowed caller must get a
 * success answer for the input the contract's endpoint gives as its example.
 */
/**
 * The callers: nobody, a student, an employee with no permission, an admin, and one member of
 * staff for each permission and each role the policy table names (a role comes with work: the
 * responsible of a request service or of a question topic), so that a rule admitting the wrong
 * permission fails.
 */
const managers = ['notification_manager', 'poll_manager', 'request_admin', 'question_admin'] as const;
const roleHolders = ['request_manager', 'question_manager'] as const;
type Manager = (typeof managers)[number] | (typeof roleHolders)[number];
type Caller = 'none' | 'student' | 'employee' | Manager | 'admin';
type Signed = Exclude<Caller, 'none'>;
const staffCallers: Manager[] = [...managers, ...roleHolders];
// The employee walks before the request admin, whose department (the example's) makes employee 1 its responsible.
const callers: Caller[] = ['none', 'student', 'employee', ...staffCallers, 'admin'];
const signedIn = callers.filter((c): c is Signed => c !== 'none');
const employees: Signed[] = ['employee', ...staffCallers];

const expected: Record<RuleName, Caller[]> = {
  anybody: callers,
  signedIn,
  // Whoever calls from loopback, as app.inject does (127.0.0.1); from elsewhere only METRICS_TOKEN (metrics.test.ts).
  monitoring: callers,
  adminOnly: ['admin'],
  staff: [...employees, 'admin'],
  employeeSearchers: ['notification_manager', 'poll_manager', 'request_admin', 'request_manager', 'admin'],
  notificationManagers: ['notification_manager', 'admin'],
  pollManagers: ['poll_manager', 'admin'],
  pollRespondents: ['student', ...employees],
  timetableReaders: ['student', ...employees],
  supportUsers: signedIn,
  employeesOnly: employees,
  requestAdmins: ['request_admin'],
  requestManagers: ['request_manager'],
  requestWorkers: ['request_admin', 'request_manager'],
  questionParticipants: ['student', 'question_admin', 'question_manager'],
  studentsOnly: ['student'],
  questionAdmins: ['question_admin'],
  questionManagers: ['question_manager'],
  questionWorkers: ['question_admin', 'question_manager'],
};

// The contract's examples name the demo's student sign-in and id 1 of each kind: the student is
// made first (user 1, student 1), then the employee (employee 1). A caller with a demo sign-in of
// its name (student, employee, admin) signs in with it; the others with one named after them.
const logins = Object.fromEntries(
  signedIn.map((caller) => [caller, caller in DEMO_LOGINS ? DEMO_LOGINS[caller as DemoLogin] : `${caller}@demo.local`]),
) as Record<Signed, string>;

const policyRoles = new Set(
  (Object.values(rules) as Access[]).flatMap((rule) => (typeof rule === 'object' ? (rule.roles ?? []) : [])),
);
const policyPermissions = new Set(
  (Object.values(rules) as Access[]).flatMap((rule) => (typeof rule === 'object' ? (rule.permissions ?? []) : [])),
);

// The university's identity provider (issue 33): a real one, so that its sign-in's calls succeed.
const PUBLIC_URL = 'http://portal.test';
const provider = await startOidcProvider([`${PUBLIC_URL}/login/oidc`]);
afterAll(() => provider.stop());

const ctx = useTestApp({ oidc: oidcConfigOf(provider, PUBLIC_URL), publicUrl: PUBLIC_URL }, async ({ database }) => {
  const f = factories(database.db);
  const student = await f.user(logins.student);
  const studentAccount = await f.student(student.id);
  const accounts = {} as Record<Signed, { userId: number; key: 'student' | 'employee' | 'admin'; id: number }>;
  accounts.student = { userId: student.id, key: 'student', id: studentAccount.id };
  for (const caller of employees) {
    const user = await f.user(logins[caller]);
    const permissions = (managers as readonly string[]).includes(caller) ? [caller as (typeof managers)[number]] : [];
    accounts[caller] = {
      userId: user.id,
      key: 'employee',
      id: (await f.employee(user.id, { permissions })).id,
    };
  }
  const admin = await f.user(logins.admin);
  accounts.admin = { userId: admin.id, key: 'admin', id: (await f.admin(admin.id)).id };
  // Support tickets: subject 1; each caller's own open ticket and closed one (to review), the
  // student's first (tickets 1 and 2, the desk's examples).
  const subject = await f.ticketSubject();
  for (const caller of signedIn) {
    const { userId, key, id } = accounts[caller];
    await f.ticket(userId, subject.id, { account: { key, id } });
    await f.ticket(userId, subject.id, { account: { key, id }, status: 3 });
  }
  // Notifications: 1 is a draft (the examples' get and update); each caller that manages them its
  // own draft to send, sent one to hide and hidden one to show, named after the caller.
  const audience = { filter: { type: 'student', data: {} } };
  await f.notification([], { name: 'Черновик', status: 'draft', extraData: audience });
  for (const caller of expected.notificationManagers) {
    // The employee each caller makes a manager (add) and unmakes again (remove).
    const target = await f.employee((await f.user(`target-${caller}@demo.local`)).id);
    await database.db.execute(
      sql`update employees set uuid = ${permissionTarget(caller)}::uuid where id = ${target.id}`,
    );
    await f.notification([], { name: `${caller}:draft`, status: 'draft', extraData: audience });
    await f.notification([student.id], { name: `${caller}:sent`, extraData: audience });
    await f.notification([student.id], { name: `${caller}:hidden`, hidden: true, extraData: audience });
  }
  // One notification in everybody's inbox (the inbox's own calls about one).
  await f.notification(
    signedIn.map((caller) => accounts[caller].userId),
    { name: 'everybody:sent' },
  );
  // Polls: 1 is a draft (the editor's examples); each respondent caller has an open poll of its own audience.
  await f.poll({ name: 'Черновик опроса' });
  await f.poll({
    name: 'student:poll',
    status: 'open',
    audience: { type: 'student', data: { ids: [studentAccount.id] } },
  });
  for (const caller of employees) {
    const ids = [accounts[caller].id];
    await f.poll({ name: `${caller}:poll`, status: 'open', audience: { type: 'employee', data: { ids } } });
  }
  await f.poll({ name: 'worksheet', status: 'open', worksheet: true, audience: { type: 'student', data: {} } });
  // Requests: department 1 with service 2, whose responsible is the request manager; request 1 is
  // the employee's, the request manager its performer (the examples' request 1; employee 3, the
  // poll manager, is the one added and removed again).
  const requestManager = accounts.request_manager.id;
  await f.requestService({ recipientId: requestManager });
  await f.request(accounts.employee.userId, accounts.employee.id, 2, [requestManager]);
  // Questions: department 3 with topic 4, the question manager responsible; question 2 is the student's.
  const questionManager = accounts.question_manager.id;
  await f.requestService({ recipientId: questionManager, kind: 'question' });
  await f.request(student.id, null, 4, [questionManager], { kind: 'question', studentId: studentAccount.id });
  // The calls on one request or question reach its author, its performers and the admins of its
  // kind only: each caller of them works on its own, new (the request manager its performer, the
  // question manager the performer of the student's questions).
  for (const caller of employees) {
    const { userId, id } = accounts[caller];
    own.set(`${caller}:Request`, (await f.request(userId, id, 2, [requestManager])).id);
  }
  for (const caller of expected.questionParticipants) {
    const mine = { kind: 'question', studentId: studentAccount.id } as const;
    own.set(`${caller}:Question`, (await f.request(student.id, null, 4, [questionManager], mine)).id);
  }
  // The timetable: the student's group is timetable 1 (the examples' group 1).
  await database.db.execute(sql`update groups set timetable_id = 1 where id = ${studentAccount.groupId}`);
});

/** A calendar link of the caller's own (revoking one reaches only the caller's links). */
async function ownFeed(token: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/timetable/calendar',
    headers: bearer(token),
    payload: { type: 1, id: 1 },
  });
  return res.json().result as { id: number; url: string };
}

/** Poll 1's question as it is now (the editor's examples save poll 1 again, with new question ids). */
async function firstQuestionOfPoll1() {
  const [row] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select min(id)::int as id from poll_questions where poll_id = 1`,
  );
  return { id: 1, questionId: row?.id ?? 1 };
}

/** /anketa's calls about one worksheet (the examples' poll 1 is a draft, not one). */
const worksheetCalls = new Set(['getWorksheetCompletion', 'listWorksheetMissing']);
async function worksheet() {
  const [row] = await queryRows<{ id: number }>(ctx.database.db, sql`select id from polls where name = 'worksheet'`);
  return { id: row?.id ?? 1 };
}

/** Taking a poll: each respondent caller takes its own (answers: none, its one question is not required). */
const ownPollCalls = new Set(['getMyPoll', 'submitPollResults']);
async function ownPoll(caller: Caller) {
  const [row] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from polls where name = ${`${caller}:poll`}`,
  );
  return row?.id ?? 1;
}

/** The employee whom each caller that manages notifications makes a manager and unmakes again. */
const permissionTarget = (caller: Caller) =>
  `00000000-0000-4000-8000-00000000000${expected.notificationManagers.indexOf(caller) + 1}`;
/** Each caller's own request and question (`caller:Request`, `caller:Question`). */
const own = new Map<string, number>();
const ownDeskCall = /^(?:get|mark|post|set)(Request|Question)(?:Read|Message|Status)?$/;
function ownDeskItem(caller: Caller, name: string) {
  const kind = ownDeskCall.exec(name)?.[1];
  const id = kind && own.get(`${caller}:${kind}`);
  return id ? { id } : undefined;
}

/** One of the caller's own sessions to end (issue 32 §1): a new one, not the one the walk goes on in. */
async function ownSessionToEnd(caller: Signed) {
  const token = await loginToken(ctx.app, logins[caller]);
  const [row] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from sessions where token_hash = ${hashToken(token)}`,
  );
  return { id: row!.id };
}

/** The calls after which the caller's session is gone (signed out, or ended by a new password). */
const endsSessions = new Set(['logout', 'changePassword']);
const permissionCalls = new Set(['addPermission', 'removePermission']);

/** The state changes of the notifications back office: each caller changes its own notification. */
const ownNotificationCalls: Record<string, 'draft' | 'sent' | 'hidden'> = {
  sendNotification: 'draft',
  hideNotification: 'sent',
  showNotification: 'hidden',
};
async function ownNotification(caller: Caller | 'everybody', which: 'draft' | 'sent' | 'hidden') {
  const [row] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from notifications where name = ${`${caller}:${which}`}`,
  );
  return row?.id ?? 1;
}

/**
 * The support dialog's calls reach the caller's own tickets only: the examples' ids are the
 * student's, so every caller is given its own open ticket (its closed one to review).
 */
const ownTicketCalls: Record<string, 'open' | 'closed'> = {
  getTicket: 'open',
  markTicketRead: 'open',
  postTicketMessage: 'open',
  reviewTicket: 'closed',
};
async function ownTicket(token: string, which: 'open' | 'closed') {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/tickets/my', headers: bearer(token) });
  const mine = res.json().result as { id: number; status: { id: number } }[];
  return mine.find((t) => (t.status.id === 3) === (which === 'closed'))!.id;
}

/** The caller's own active account: switching to it is the one input that succeeds for everybody. */
async function ownAccount(token: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) });
  const info = res.json().result.user_info;
  return { account_key: info.default_account_key, account_id: info.default_account_id };
}

/**
 * An admin's temporary password (and leaving, issue 33) goes to a user of its own (each manager caller's target
 * employee), not the example's student.
 */
async function resetTarget(caller: Caller) {
  const [row] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from users where email = ${`target-${caller}@demo.local`}`,
  );
  return { id: row?.id ?? 1 };
}

/** An admin's calls on one user (a temporary password, marking them left and back) go to that user. */
const userTargetCalls = new Set(['resetPassword', 'markUserLeft', 'markUserReturned']);

/** Puts the caller's password back after a call that changes it (the example's new one): the answer does it. */
async function keepPassword(caller: Signed) {
  const [user] = await queryRows<{ password_hash: string }>(
    ctx.database.db,
    sql`select password_hash from users where email = ${logins[caller]}`,
  );
  return () =>
    ctx.database.db.execute(
      sql`update users set password_hash = ${user!.password_hash}, password_must_change = false where email =
          ${logins[caller]}`,
    );
}

/**
 * The password change is a session's with a temporary password only: the caller's fresh session
 * (not yet in the session cache) is made one, and the caller's password is put back afterwards.
 */
async function asTemporaryPassword(caller: Signed, token: string) {
  const restore = await keepPassword(caller);
  await ctx.database.db.execute(
    sql`update sessions set password_must_change = true where token_hash = ${hashToken(token)}`,
  );
  return restore;
}

/** The reports a job writes, of notification 1 and of poll 1: how each is asked for and listed. */
const reportCalls: Record<string, { create: string; list: string }> = {
  downloadNotificationReport: { create: '/api/notifications/1/report', list: '/api/notifications/1/reports' },
  downloadPollReport: { create: '/api/polls/1/reports/generate', list: '/api/polls/1/reports' },
};

/** A real download link (the examples cannot know one): an export's, or an uploaded file's signed one. */
async function downloadLink(endpoint: Endpoint) {
  const token = await loginToken(ctx.app, logins.admin);
  const report = reportCalls[endpoint.name];
  if (report) {
    // A report written by its job: asked for, waited for, then its download.
    const created = (await ctx.app.inject({ method: 'POST', url: report.create, headers: bearer(token) })).json()
      .result;
    await waitFor(
      async () => {
        const [latest] = (await ctx.app.inject({ url: report.list, headers: bearer(token) })).json().result;
        return latest.id === created.id && latest.status !== 1;
      },
      { timeout: 15_000, interval: 100, what: `the report of ${report.list}` },
    );
    return `${report.list}/${created.id}`;
  }
  if (endpoint.name === 'getCalendarFeed')
    return new URL((await ownFeed(await loginToken(ctx.app, logins.student))).url).pathname;
  if (endpoint.name === 'downloadFile') {
    const upload = ctx.app.accessRules.find((r) => r.endpoint?.name === 'uploadFile')!.endpoint!;
    const res = await ctx.app.inject({ method: 'POST', url: upload.path, ...uploadOf(upload, token) });
    return res.json().result.src as string;
  }
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/account/admin/statistics/export?start_login=2026-11-01&end_login=2026-11-07',
    headers: bearer(token),
  });
  return res.json().result.url as string;
}

/** A letter's unsubscribe link (the example cannot sign one): user 1's, of polls. */
async function unsubscribeLink() {
  const token = unsubscribeTokens((await readServerSecret(ctx.database.db, UNSUBSCRIBE_KEY))!).sign({
    userId: 1,
    kind: 'polls',
  });
  return `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * The multipart request of an upload endpoint's example file (a real small PNG, or the import's CSV) and its fields.
 */
function uploadOf(endpoint: Endpoint, token: string | null) {
  const { field, example, fields } = endpoint.upload!;
  const { payload, headers } = multipartFile(
    field,
    { name: example.name, type: example.type, content: Buffer.from(example.base64, 'base64') },
    fields,
  );
  return { payload, headers: { ...headers, ...(token ? bearer(token) : {}) } };
}

/**
 * A sign-in through the identity provider up to its finish: started, the caller's login at the provider's
 * pages (nobody's: the student's), the provider's answer and the flow's cookie the finish takes.
 */
async function oidcAnswer(login: string) {
  const started = await ctx.app.inject({ method: 'POST', url: '/api/login/oidc/start', payload: {} });
  const back = await atProvider(started.json().result.url, login);
  return { body: Object.fromEntries(back.searchParams), cookie: String(started.headers['set-cookie']).split(';')[0]! };
}

describe('authorization matrix', () => {
  it('has a caller for each permission and each role the policy table names', () => {
    expect(new Set(managers)).toEqual(policyPermissions);
    expect(new Set(roleHolders)).toEqual(policyRoles);
  });

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
      // Signed in once, and again after a call that ends the caller's sessions.
      let session: string | undefined;
      for (const { method, url, rule, endpoint } of ctx.app.accessRules) {
        const allowed = expected[rule!].includes(caller);
        // A password change needs a fresh session (asTemporaryPassword); any other call the caller's one.
        const token =
          caller === 'none'
            ? null
            : endpoint?.name === 'changePassword'
              ? await loginToken(ctx.app, logins[caller])
              : (session ??= await loginToken(ctx.app, logins[caller]));
        const example = endpoint?.example ?? {};
        const body =
          endpoint?.name === 'setDefaultAccount' && token
            ? await ownAccount(token)
            : permissionCalls.has(endpoint?.name ?? '')
              ? {
                  permission_key: 'notification_manager',
                  account_uuid: permissionTarget(caller),
                }
              : endpoint?.name === 'submitPollResults'
                ? { answers: [] }
                : example.body;
        const oidc =
          endpoint?.name === 'finishOidcSignIn'
            ? await oidcAnswer(caller === 'none' ? logins.student : logins[caller])
            : null;
        const ownTicketKind = token && endpoint ? ownTicketCalls[endpoint.name] : undefined;
        const ownNotice = endpoint ? ownNotificationCalls[endpoint.name] : undefined;
        const deskItem = endpoint ? ownDeskItem(caller, endpoint.name) : undefined;
        const params = ownTicketKind
          ? { id: await ownTicket(token!, ownTicketKind) }
          : deskItem
            ? deskItem
            : ownNotice
              ? { id: await ownNotification(caller, ownNotice) }
              : endpoint?.name === 'getMyNotification'
                ? { id: await ownNotification('everybody', 'sent') }
                : ownPollCalls.has(endpoint?.name ?? '')
                  ? { id: await ownPoll(caller) }
                  : endpoint?.name === 'revokeCalendarFeed' && token && allowed
                    ? { id: (await ownFeed(token)).id }
                    : userTargetCalls.has(endpoint?.name ?? '')
                      ? await resetTarget(caller)
                      : endpoint?.name === 'listPollTextAnswers'
                        ? await firstQuestionOfPoll1()
                        : worksheetCalls.has(endpoint?.name ?? '')
                          ? await worksheet()
                          : endpoint?.name === 'endSession' && caller !== 'none'
                            ? await ownSessionToEnd(caller)
                            : example.params;
        // A call a link opens takes the caller's token in its query (`at`), not in a header.
        const inQuery = endpoint?.tokenInQuery === true;
        const target = inQuery
          ? endpointUrl(endpoint!, params ?? fillParams(url), { ...example.query, [TOKEN_QUERY]: token ?? undefined })
          : endpoint?.file
            ? await downloadLink(endpoint)
            : endpoint?.name === 'unsubscribe'
              ? await unsubscribeLink()
              : endpointUrl(endpoint!, params ?? fillParams(url), example.query);
        const request = {
          method: method as 'GET' | 'POST',
          url: target,
          headers: { ...(token && !inQuery ? bearer(token) : {}), ...(oidc && { cookie: oidc.cookie }) },
          payload: method === 'POST' ? ((oidc?.body ?? body ?? {}) as object) : undefined,
        };
        const restorePassword =
          caller === 'none' || !token
            ? null
            : endpoint?.name === 'changePassword'
              ? await asTemporaryPassword(caller, token)
              : endpoint?.name === 'changeOwnPassword'
                ? await keepPassword(caller)
                : null;
        // A stream (GET /api/events) is ended by the test once its headers came: 200 and its media type.
        const res = endpoint?.upload
          ? await ctx.app.inject({ method: method as 'POST', url: target, ...uploadOf(endpoint, token) })
          : endpoint?.stream
            ? await injectStreamAware(ctx.app, request)
            : await ctx.app.inject(request);
        await restorePassword?.();
        if (endsSessions.has(endpoint?.name ?? '')) session = undefined;
        const streamed =
          endpoint?.stream !== undefined &&
          res.statusCode === 200 &&
          String(res.headers['content-type']).startsWith(endpoint.stream);
        const answer = ((endpoint?.file || endpoint?.text) && res.statusCode === 200) || streamed ? null : res.json();
        const ok = allowed
          ? res.statusCode === 200 &&
            (answer === null || answer.success === true) &&
            (endpoint?.stream === undefined || streamed)
          : res.statusCode === (caller === 'none' ? 401 : 403) &&
            answer?.success === false &&
            (caller !== 'none' || answer.errors?.token !== undefined);
        if (!ok)
          wrong.push(
            `${method} ${url} (${allowed ? 'allowed' : 'refused'}): ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
      expect(wrong).toEqual([]);
      // One caller walks every route in turn, making the files some answer: more than the default
      // 30 s on a busy two-core machine beside the other files.
    }, 120_000);
  }
});

/** Path parameters of a route without an example: 1 each (refused callers never reach them). */
function fillParams(url: string) {
  return Object.fromEntries([...url.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name, 1]));
}
