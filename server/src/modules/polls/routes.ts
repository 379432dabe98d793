import {
  myPollEndpoints as my,
  myWorksheetEndpoints,
  pollEndpoints as e,
  worksheetEndpoints as w,
} from '@portal/contract';
import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import type { PortalModule } from '../../lib/module';
import { clientIp } from '../../lib/client-ip';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { unreadCountsOf } from '../notifications';
import { pollsService } from './service';
import { takingService } from './taking-service';
import { filesOf } from '../files';
import { registerReports } from '../reports';
import { pollReports } from './report';
import { pollResultsService } from './results-service';
import { pollsRepository } from './repository';
import { worksheetsService } from './worksheets-service';

/** Open polls whose closing date (`ex_data.closes_at`) has come are closed every minute. */
export const closeDuePolls = defineJob({
  name: 'polls.close-due',
  payload: z.object({}),
  schedule: '* * * * *',
  policy: 'exclusive',
  handler: async (_payload, { db, log }) => {
    const closed = await pollsRepository(db).closeDue(new Date());
    if (closed.length) log.info({ closed }, 'polls closed on their closing date');
  },
});

/**
 * Polls (001 poll editor, 002 polls to take): the editor for admins and poll managers, taking for students and
 * employees.
 */
export const pollsModule: PortalModule = async (app, options) => {
  const { database, jobs } = options;
  jobs.register(closeDuePolls);
  const polls = pollsService(database.db, jobs, (await filesOf(options.config, database)).storage);
  const results = pollResultsService(database.db);
  const taking = takingService(database.db, unreadCountsOf(options.listener));
  const worksheets = worksheetsService(database.db);

  route(app, e.list, 'pollManagers', ({ query }) => polls.list(query.page));
  route(app, e.get, 'pollManagers', ({ params }) => polls.get(params.id));
  route(app, e.create, 'pollManagers', ({ body }, request) => polls.create(userOf(request), body));
  route(app, e.update, 'pollManagers', ({ params, body }, request) =>
    polls.update(userOf(request), params.id, body, clientIp(request)),
  );
  route(app, e.results, 'pollManagers', ({ params }) => results.results(params.id));
  route(app, e.texts, 'pollManagers', ({ params, query }) => results.texts(params.id, params.questionId, query.page));
  // The poll's reports: the editor's, and the worksheet's answers on /anketa.
  await registerReports(app, options, pollReports, {
    rule: 'pollManagers',
    list: e.reports,
    create: e.generateReport,
    download: e.downloadReport,
  });
  route(app, w.list, 'pollManagers', ({ query }) => worksheets.list(query.page));
  route(app, w.completion, 'pollManagers', ({ params, query }) => worksheets.completion(params.id, query.institute));
  route(app, w.missing, 'pollManagers', ({ params, query }) =>
    worksheets.missing(params.id, query.page, { institute: query.institute, unit: query.unit }),
  );

  route(app, my.list, 'pollRespondents', ({ query }, request) => taking.list(userOf(request), query.page));
  route(app, my.get, 'pollRespondents', ({ params }, request) => taking.get(userOf(request), params.id));
  route(app, my.results, 'pollRespondents', ({ params, body }, request) =>
    taking.submit(userOf(request), params.id, body.answers),
  );
  route(app, myWorksheetEndpoints.pending, 'pollRespondents', (_input, request) =>
    taking.pendingWorksheets(userOf(request)),
  );
};
