import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@portal/contract';
import type { ModuleOptions } from '../../lib/module';
import { route } from '../../lib/route';
import { sendDownload } from '../../lib/send-file';
import { userOf, type RuleName } from '../../policy';
import { filesOf } from '../files';
import { reportJob } from './job';
import type { ReportKind } from './kind';
import { reportsService } from './service';

/** The three calls of a kind's reports, as the contract defines them, and who may make them. */
export interface ReportEndpoints<Ref, Answer> {
  rule: RuleName;
  list: Endpoint & {
    params: z.ZodType<{ id: Ref }>;
    query: z.ZodType<{ page: number }>;
    result: z.ZodType<Answer>;
    paged: true;
  };
  create: Endpoint & { params: z.ZodType<{ id: Ref }>; result: z.ZodType<Answer> };
  download: Endpoint & { params: z.ZodType<{ id: Ref; reportId: number }>; file: string };
}

/**
 * A module's reports of one kind: registers the job that writes them and their calls (the list
 * of an owner's reports, asking for one, the download of a ready one).
 */
export async function registerReports<Ref, Owner extends { id: number }, Row extends { user_id: number }, Answer>(
  app: FastifyInstance,
  { database, jobs, config }: ModuleOptions,
  kind: ReportKind<Ref, Owner, Row, Answer>,
  e: ReportEndpoints<Ref, Answer>,
) {
  const { storage } = await filesOf(config, database);
  const job = reportJob(kind, { storage, timeZone: config.timeZone });
  jobs.register(job);
  const reports = reportsService(database.db, jobs, kind, job, storage);

  route(app, e.list, e.rule, ({ params, query }) => reports.list(params.id, query.page));
  route(app, e.create, e.rule, ({ params }, request) => reports.create(userOf(request), params.id));
  route(app, e.download, e.rule, async ({ params }, _request, reply) =>
    sendDownload(reply, e.download.file, await reports.file(params.id, params.reportId)),
  );
}
