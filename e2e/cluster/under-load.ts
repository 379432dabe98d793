import { setTimeout as sleep } from 'node:timers/promises';
import { signIn, type Ways } from './fixtures';
import { DEMO_LOGINS } from '../../server/src/seed/demo-logins';
import { trustingFetch } from './client';
import { nginxUrl, query, type ClusterState } from './cluster';
import { startLoad, type LoadResult } from './load';
import { openStream, type Stream } from './streams';
import { openTicket } from './tickets';

/** The student's live event streams held open through nginx during the load (three tabs). */
const STREAMS = 3;

export interface LoadRun {
  result: LoadResult;
  ticketId: number;
  /** The ids of the ticket's messages in the database after the run. */
  stored: Set<number>;
  streams: { stream: Stream; from: number }[];
  /** How many `ticket.message` events of the ticket the database holds for the student after `from`. */
  published(from: number): Promise<number>;
  /** Closes the streams. */
  close(): void;
}

/**
 * Runs `during` under a steady load through nginx (load.ts) with the student's live event streams
 * open through nginx too, then stops the load and answers what it saw.
 */
export async function underLoad(cluster: ClusterState, via: Ways, during: () => Promise<void>): Promise<LoadRun> {
  const get = trustingFetch(cluster);
  const student = await signIn(via.nginx, DEMO_LOGINS.student);
  const token = student.api_token;
  const ticket = await openTicket(via.nginx, token, `Нагрузка ${Date.now()}`);
  const streams = await Promise.all(
    Array.from({ length: STREAMS }, async () => {
      const stream = openStream(nginxUrl(cluster), token, get);
      await stream.ready();
      return { stream, from: Number(stream.live.lastEventId) };
    }),
  );
  const load = startLoad(get, nginxUrl(cluster), { token, ticketId: ticket.id });
  let result: LoadResult;
  try {
    await sleep(1000);
    await during();
    await sleep(1000);
  } finally {
    result = await load.stop();
  }
  const rows = await query<{ id: number }>(cluster, 'select id from ticket_messages where ticket_id = $1', [ticket.id]);
  return {
    result,
    ticketId: ticket.id,
    stored: new Set(rows.map((r) => r.id)),
    streams,
    async published(from: number) {
      const [row] = await query<{ n: number }>(
        cluster,
        `select count(*)::int as n from live_events
          where user_id = $1 and type = 'ticket.message' and payload->>'ticket_id' = $2 and id > $3`,
        [student.id, String(ticket.id), from],
      );
      return row!.n;
    },
    close: () => streams.forEach(({ stream }) => stream.live.close()),
  };
}
