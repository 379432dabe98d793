import { ticketEndpoints as e } from '@portal/contract';
import { clientIp } from '../../lib/client-ip';
import { HttpError } from '../../lib/http-error';
import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { authorize } from '../../authorize';
import { ticketScope, userOf } from '../../policy';
import { filesOf } from '../files';
import { unreadCountsOf } from '../notifications';
import { closeDueTickets, ticketsService } from './service';
import { t } from '../../i18n';

/** The support desk (000 §2, §7) and the user's side of the support dialog (README decision 3). */
/** Tickets past their auto-close date are closed every five minutes, each once whoever runs it. */
export const autoCloseTickets = defineJob({
  name: 'tickets.auto-close',
  payload: z.object({}),
  schedule: '*/5 * * * *',
  policy: 'exclusive',
  handler: async (_payload, { db, log }) => {
    const closed = await closeDueTickets(db);
    if (closed.length) log.info({ closed: closed.length }, 'tickets closed by auto-close');
  },
});

export const ticketsModule: PortalModule = async (app, { database, config, jobs, listener }) => {
  // The support dialog exists only while support is enabled (allowSupport); the desk (an admin
  // account, which uses some of the same calls) stays.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.rule !== 'supportUsers' || !request.auth) return;
    if (!authorize(request.auth, 'supportDialog', { allowSupport: config.allowSupport }))
      throw new HttpError(403, t('api:tickets.supportOff'));
  });

  jobs.register(autoCloseTickets);

  const service = ticketsService(
    database.db,
    config.timeZone,
    await filesOf(config, database),
    unreadCountsOf(listener),
  );
  route(app, e.subjects, 'supportUsers', () => service.subjects());
  route(app, e.tags, 'adminOnly', () => service.tags());
  route(app, e.list, 'adminOnly', ({ query }) => service.list(query));
  route(app, e.create, 'supportUsers', ({ body }, request) => service.create(ticketScope(request), body));
  route(app, e.mine, 'supportUsers', ({ query }, request) => service.mine(userOf(request).userId, query.page));
  route(app, e.get, 'supportUsers', ({ params }, request) => service.get(ticketScope(request), params.id));
  route(app, e.update, 'adminOnly', ({ params, body }, request) =>
    service.update(ticketScope(request), params.id, body, clientIp(request)),
  );
  route(app, e.markRead, 'supportUsers', ({ params }, request) => service.markRead(ticketScope(request), params.id));
  route(app, e.autoCloseEnable, 'adminOnly', ({ params, body }, request) =>
    service.enableAutoClose(ticketScope(request), params.id, body.days, clientIp(request)),
  );
  route(app, e.autoCloseDisable, 'adminOnly', ({ params }, request) =>
    service.disableAutoClose(ticketScope(request), params.id, clientIp(request)),
  );
  route(app, e.message, 'supportUsers', ({ params, body }, request) =>
    service.message(ticketScope(request), params.id, body),
  );
  route(app, e.review, 'supportUsers', ({ params, body }, request) =>
    service.review(ticketScope(request), params.id, body),
  );
};
