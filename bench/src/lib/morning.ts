import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../../server/src/seed/demo-logins';
import type { Calls } from './calls';
import type { OpenPoll } from './student-poll';

/** A student or an employee of the bench's university, as they sign in (their saved default account). */
export interface Person {
  userId: number;
  email: string;
  key: 'student' | 'employee';
  /** Their group's timetable (a student) or their own (a teacher), if any. */
  timetableId: number | null;
}

/**
 * Everyone who can sign in with a password, students and employees mixed in a fixed order. The seed gives a
 * password to the demo sign-ins only (the imported people have none, as after a registrar's import): the others are
 * given the demo's hash here, so that each signs in with the demo password through the real argon2 check.
 */
export async function morningPeople(databaseUrl: string): Promise<Person[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update users set password_hash = (select password_hash from users where email = $1)
       where password_hash is null`,
      [DEMO_LOGINS.admin],
    );
    const { rows } = await client.query<{ user_id: number; email: string; key: Person['key']; timetable_id: number }>(
      `select u.id as user_id, u.email, u.default_account_key as key, coalesce(g.timetable_id, e.timetable_id)
              as timetable_id
       from users u
       left join students s on u.default_account_key = 'student' and s.id = u.default_account_id
       left join groups g on g.id = s.group_id
       left join employees e on u.default_account_key = 'employee' and e.id = u.default_account_id
       where u.default_account_key in ('student', 'employee') and u.email is not null and u.email <> all($1)
       order by md5(u.id::text)`,
      [Object.values(DEMO_LOGINS)],
    );
    return rows.map((r) => ({ userId: r.user_id, email: r.email, key: r.key, timetableId: r.timetable_id }));
  } finally {
    await client.end();
  }
}

/** What the people of one level share. */
export interface Morning {
  calls: Calls;
  /** How long a person stays, from their sign-in (ms). */
  stayMs: number;
  /** When the level ends (`performance.now()`): nobody starts a step after it. */
  deadline: number;
  /** The level's poll of every student. */
  poll: OpenPoll;
  ticketSubjectId: number;
}

interface Visit {
  m: Morning;
  person: Person;
  address: number;
  token: string;
  /** The poll was in the person's list. */
  pollListed: boolean;
  ticketId: number | null;
}

interface Step {
  /** Seconds after the sign-in. */
  at: number;
  run: (v: Visit) => Promise<unknown>;
}

const call = <T>(v: Visit, kind: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  v.m.calls.call<T>(v.address, kind, method, path, { token: v.token, body });
const unread = (v: Visit) => call(v, 'unread count', 'GET', '/api/notifications/my/unread/count');

/** One person in ten writes to support. */
const writesToSupport = (p: Person) => p.userId % 10 === 0;

/**
 * A person's morning after the sign-in: the bell's counter and the inbox at once (the first screen), the timetable,
 * then a student's polls and answer or an employee's student list (its page, count and filter, as the screen asks
 * for them), a ticket and a message in it for one in ten, the counter again every 60 s until they leave.
 */
function steps(p: Person, stayMs: number): Step[] {
  const list: Step[] = [
    {
      at: 0,
      run: (v) =>
        Promise.all([unread(v), call(v, 'inbox', 'POST', '/api/notifications/my', { is_read: false, page: 1 })]),
    },
  ];
  if (p.timetableId !== null) {
    const type = p.key === 'student' ? 1 : 2;
    list.push({ at: 5, run: (v) => call(v, 'timetable', 'GET', `/api/timetable/${type}/${p.timetableId}`) });
  }
  if (p.key === 'student') {
    list.push(
      {
        at: 15,
        run: async (v) => {
          const polls = await call<{ uuid: string }[]>(v, 'polls list', 'GET', '/api/my/polls?page=1');
          v.pollListed = Boolean(polls?.some((poll) => poll.uuid === v.m.poll.uuid));
        },
      },
      {
        at: 25,
        run: (v) =>
          v.pollListed
            ? call(
                v,
                'poll answer',
                'POST',
                `/api/my/polls/${v.m.poll.uuid}/results`,
                v.m.poll.answers(v.person.userId),
              )
            : Promise.resolve(),
      },
    );
  } else {
    list.push({
      at: 15,
      run: (v) =>
        Promise.all([
          call(v, 'students list', 'POST', '/api/account/admin/students', { page: 1, per_page: 20, filter: {} }),
          call(v, 'students count', 'POST', '/api/account/admin/students/count', {}),
          call(v, 'students facets', 'POST', '/api/account/admin/students/faceted-filter', {}),
        ]),
    });
  }
  if (writesToSupport(p)) {
    list.push(
      {
        at: 40,
        run: async (v) => {
          const ticket = await call<{ id: number }>(v, 'new ticket', 'POST', '/api/tickets', {
            subject_id: v.m.ticketSubjectId,
            sub_subject: 'Не открывается расписание',
            message: '<p>Здравствуйте! С утра не открывается расписание группы.</p>',
          });
          v.ticketId = ticket?.id ?? null;
        },
      },
      {
        at: 70,
        run: (v) =>
          v.ticketId === null
            ? Promise.resolve()
            : call(v, 'ticket message', 'POST', `/api/tickets/${v.ticketId}/message`, {
                message: '<p>Уточняю: на телефоне тоже не открывается.</p>',
              }),
      },
    );
  }
  for (let at = 60; at * 1000 < stayMs; at += 60) list.push({ at, run: unread });
  return list.sort((a, b) => a.at - b.at);
}

const sleepUntil = (t: number) => (t > performance.now() ? sleep(t - performance.now()) : Promise.resolve());

/**
 * One person's visit. `already` (ms) and `token`: a person who signed in that long before the level started (their
 * session made in SQL), who does only the rest of their morning; without them the person signs in first. Returns
 * when they leave (their stay is over) or the level ends.
 */
export async function visit(m: Morning, person: Person, address: number, already = 0, token?: string) {
  const start = performance.now() - already;
  const leave = Math.min(start + m.stayMs, m.deadline);
  if (!token) {
    const signedIn = await m.calls.call<{ user_info: { api_token: string } }>(
      address,
      'sign-in',
      'POST',
      '/api/login',
      {
        body: { login: person.email, password: DEMO_PASSWORD },
      },
    );
    // A person who could not sign in leaves (the next one takes their place when their stay would have ended).
    if (!signedIn) return sleepUntil(leave);
    token = signedIn.user_info.api_token;
  }
  const v: Visit = { m, person, address, token, pollListed: false, ticketId: null };
  for (const step of steps(person, m.stayMs)) {
    if (step.at * 1000 < already) continue;
    const at = start + step.at * 1000;
    if (at >= m.deadline) break;
    await sleepUntil(at);
    await step.run(v);
  }
  await sleepUntil(leave);
}
