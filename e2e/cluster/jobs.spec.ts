import {
  notificationEndpoints,
  notifyEndpoints,
  ticketEndpoints,
  TICKET_STATUS,
  type StudentAccount,
} from '@portal/contract';
import { PgBoss } from 'pg-boss';
import { DEMO_LOGINS } from '../../server/src/seed/demo-logins';
import { apiAs } from '../tests/api';
import { logOf, query, startAndWait, stopProcess } from './cluster';
import { expect, signIn, test } from './fixtures';
import { openTicket } from './tickets';

/** How many lines of the two workers' logs since `from` say `message` (pino's JSON lines) and hold `also`. */
function linesSaying(logs: string[], message: string, also: string) {
  return logs
    .flatMap((log) => log.split('\n'))
    .filter((line) => line.includes(`"msg":"${message}"`) && line.includes(also)).length;
}

test('with two job workers a job runs once: notifications sent, a ticket auto-closed', async ({ cluster, via }) => {
  await startAndWait(cluster, 'worker2');
  const from = { worker: logOf(cluster, 'worker').length, worker2: logOf(cluster, 'worker2').length };
  const logs = () => [logOf(cluster, 'worker', from.worker), logOf(cluster, 'worker2', from.worker2)];
  try {
    const admin = (await signIn(via.nginx, DEMO_LOGINS.admin)).api_token;
    const student = await signIn(via.nginx, DEMO_LOGINS.student);
    const group = student.accounts.find((a): a is StudentAccount => a.key === 'student')!.data.group!;

    // Four notifications sent at once to the student's group: each reaches the student's inbox once.
    const stamp = Date.now();
    const names = [1, 2, 3, 4].map((n) => `Задание ${n} в кластере ${stamp}`);
    const ids: number[] = [];
    for (const name of names) {
      const draft = await apiAs(via.nginx, { token: admin }, notifyEndpoints.create, {
        body: {
          name,
          content: '<p>Один раз</p>',
          extra_data: { filter: { type: 'student', data: { groups: [group.id] } } },
        },
      });
      ids.push(draft.id);
    }
    await Promise.all(ids.map((id) => apiAs(via.nginx, { token: admin }, notifyEndpoints.send, { params: { id } })));
    for (const id of ids) {
      await expect
        .poll(async () => (await apiAs(via.nginx, { token: admin }, notifyEndpoints.get, { params: { id } })).status, {
          timeout: 30_000,
        })
        .toBe('sent');
    }
    const inbox = await apiAs(via.nginx, { token: student.api_token }, notificationEndpoints.inbox, {
      body: { is_read: false, page: 1 },
    });
    for (const name of names)
      expect(
        inbox.items.filter((item) => item.name === name),
        name,
      ).toHaveLength(1);
    for (const id of ids) expect(linesSaying(logs(), 'notification sent', `"notification":${id}`), `${id}`).toBe(1);

    // A ticket whose auto-close date has come is closed by the job once, whichever worker takes it.
    const ticket = await openTicket(via.nginx, student.api_token, 'Автозакрытие в кластере');
    await apiAs(via.nginx, { token: admin }, ticketEndpoints.autoCloseEnable, {
      params: { id: ticket.id },
      body: { days: 1 },
    });
    await query(cluster, `update tickets set auto_close_at = now() - interval '1 minute' where id = $1`, [ticket.id]);
    // The job's schedule is every five minutes: the test sends one run now (none when a run of the
    // schedule is waiting already: the queue keeps one of this job).
    const boss = new PgBoss({
      connectionString: cluster.databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    const jobId = await boss.send('tickets.auto-close', {});
    await boss.stop({ graceful: false });
    await expect
      .poll(
        async () =>
          (await apiAs(via.nginx, { token: student.api_token }, ticketEndpoints.get, { params: { id: ticket.id } }))
            .status.id,
        { timeout: 30_000 },
      )
      .toBe(TICKET_STATUS.closed);
    if (jobId) {
      const [job] = await query<{ state: string; retry_count: number }>(
        cluster,
        'select state, retry_count from pgboss.job where id = $1',
        [jobId],
      );
      expect(job).toEqual({ state: 'completed', retry_count: 0 });
    }
    expect(linesSaying(logs(), 'tickets closed by auto-close', '"closed":1')).toBe(1);
    const closings = await query<{ n: number }>(
      cluster,
      `select count(*)::int as n from live_events where user_id = $1 and type = 'ticket.updated'
         and payload->>'ticket_id' = $2`,
      [student.id, String(ticket.id)],
    );
    // The desk's auto-close setting and the closing: one event each.
    expect(closings[0]!.n).toBe(2);
  } finally {
    await stopProcess(cluster, 'worker2', 'SIGTERM');
  }
});
