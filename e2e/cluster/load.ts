import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/src/seed/demo-logins';
import type { TrustingFetch } from './client';

/** A call of the load that did not succeed: what it was and what came back (a status, or the error). */
export interface Failure {
  call: string;
  method: 'GET' | 'POST';
  outcome: string;
  at: Date;
}

export interface LoadResult {
  /** Calls made, and those answered 2xx. */
  calls: number;
  failures: Failure[];
  /** The ids of the ticket messages the server acknowledged (answered 200 with the message). */
  acknowledged: number[];
}

/**
 * A steady load through nginx, as people make it: sign-ins, the bell's unread counter and messages in a support
 * ticket, in a few loops that each wait for their answer before the next call. Runs until `stop()`.
 */
export function startLoad(get: TrustingFetch, base: string, { token, ticketId }: { token: string; ticketId: number }) {
  let running = true;
  const result: LoadResult = { calls: 0, failures: [], acknowledged: [] };

  async function call(name: string, method: 'GET' | 'POST', path: string, body?: unknown, bearer = true) {
    result.calls++;
    try {
      const res = await get(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(bearer && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) {
        result.failures.push({ call: name, method, outcome: `${res.status} ${text.slice(0, 200)}`, at: new Date() });
        return null;
      }
      return JSON.parse(text) as { result: unknown };
    } catch (err) {
      const cause = (err as Error & { cause?: Error }).cause;
      result.failures.push({ call: name, method, outcome: `${err}${cause ? `: ${cause}` : ''}`, at: new Date() });
      return null;
    }
  }

  const loop = async (pause: number, step: (n: number) => Promise<void>) => {
    for (let n = 0; running; n++) {
      await step(n);
      await sleep(pause);
    }
  };
  const logins = [DEMO_LOGINS.employee, DEMO_LOGINS.manager, DEMO_LOGINS.multi];
  const loops = [
    // Well below nginx's limit_req on /api/login (10 a second from one address).
    loop(250, async (n) => {
      await call('sign-in', 'POST', '/api/login', { login: logins[n % logins.length], password: DEMO_PASSWORD }, false);
    }),
    loop(20, async () => {
      await call('unread count', 'GET', '/api/notifications/my/unread/count');
    }),
    ...[1, 2].map((writer) =>
      loop(40, async (n) => {
        const answer = await call('ticket message', 'POST', `/api/tickets/${ticketId}/message`, {
          message: `<p>Нагрузка: автор ${writer}, сообщение ${n}</p>`,
        });
        if (answer) result.acknowledged.push((answer.result as { id: number }).id);
      }),
    ),
  ];

  return {
    /** Calls made so far. */
    get calls() {
      return result.calls;
    },
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}
