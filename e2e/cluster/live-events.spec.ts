import { ticketEndpoints } from '@portal/contract';
import { DEMO_LOGINS } from '../../server/src/seed/demo-logins';
import { apiAs } from '../tests/api';
import { instanceUrl } from './cluster';
import { expect, signIn, test } from './fixtures';
import { openStream } from './streams';
import { openTicket } from './tickets';

test('a live stream held by A receives the event of a ticket answered through B within 1 s', async ({
  cluster,
  via,
}) => {
  const student = (await signIn(via.a, DEMO_LOGINS.student)).api_token;
  const admin = (await signIn(via.b, DEMO_LOGINS.admin)).api_token;
  const ticket = await openTicket(via.a, student, 'Живые события в кластере');

  const stream = openStream(instanceUrl(cluster, 'a'), student, fetch);
  try {
    await stream.ready();
    const received = new Promise<number>((resolve) =>
      stream.live.on('ticket.message', ({ ticket_id }) => ticket_id === ticket.id && resolve(performance.now())),
    );
    await apiAs(via.b, { token: admin }, ticketEndpoints.message, {
      params: { id: ticket.id },
      body: { message: '<p>Ответ поддержки через B</p>' },
    });
    const answered = performance.now();
    const arrived = await Promise.race([received, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
    expect(arrived, 'the event reached the stream on A').not.toBeNull();
    expect(arrived! - answered).toBeLessThan(1000);
  } finally {
    stream.live.close();
  }
});
