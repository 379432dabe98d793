import { join } from 'node:path';
import { notifyEndpoints as e } from '@portal/contract';
import { clientIp } from '../../lib/client-ip';
import { defineJob } from '../../jobs/define';
import type { PortalModule } from '../../lib/module';
import { sendDownload } from '../../lib/send-file';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { filesOf } from '../files';
import { unreadCountsOf } from '../notifications';
import { sendNotificationJob } from './deliver';
import { buildReport, reportPayload } from './report';
import { reportsService } from './reports-service';
import { notifyService } from './service';

/** The notifications back office (001 §2, §4, §7): admins and notification managers. */
export const notifyModule: PortalModule = async (app, { database, jobs, config, listener }) => {
  const { storage } = filesOf(config);
  const reportJob = defineJob({
    name: 'notifications.report',
    payload: reportPayload,
    expireInSeconds: 900,
    retryLimit: 0,
    handler: ({ report, notification }, { db }) =>
      buildReport(
        db,
        { storage, tmpDir: join(config.dataDir, 'files', 'tmp'), timeZone: config.timeZone },
        report,
        notification,
      ),
  });
  jobs.register(sendNotificationJob);
  jobs.register(reportJob);
  const unreadCounts = unreadCountsOf(listener);
  const service = notifyService(database.db, jobs, () => unreadCounts.clear());
  const reports = reportsService(database.db, jobs, reportJob, storage);

  route(app, e.list, 'notificationManagers', ({ body }) => service.list(body.page));
  route(app, e.get, 'notificationManagers', ({ params }) => service.get(params.id));
  route(app, e.create, 'notificationManagers', ({ body }, request) => service.create(userOf(request), body));
  route(app, e.update, 'notificationManagers', ({ params, body }) => service.update(params.id, body));
  route(app, e.send, 'notificationManagers', ({ params }, request) =>
    service.send(userOf(request), params.id, clientIp(request)),
  );
  route(app, e.hide, 'notificationManagers', ({ params }, request) =>
    service.hide(userOf(request), params.id, clientIp(request)),
  );
  route(app, e.show, 'notificationManagers', ({ params }, request) =>
    service.show(userOf(request), params.id, clientIp(request)),
  );
  route(app, e.reports, 'notificationManagers', ({ params, query }) => reports.list(params.id, query.page));
  route(app, e.createReport, 'notificationManagers', ({ params }, request) =>
    reports.create(userOf(request), params.id),
  );
  route(app, e.downloadReport, 'notificationManagers', async ({ params }, _request, reply) =>
    sendDownload(reply, e.downloadReport.file, await reports.file(params.id, params.reportId)),
  );
};
