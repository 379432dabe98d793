import { notifyEndpoints as e } from '@portal/contract';
import { clientIp } from '../../lib/client-ip';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { unreadCountsOf } from '../notifications';
import { registerReports } from '../reports';
import { sendNotificationJob } from './deliver';
import { notificationReports } from './report';
import { notifyService } from './service';

/** The notifications back office (001 §2, §4, §7): admins and notification managers. */
export const notifyModule: PortalModule = async (app, options) => {
  const { database, jobs, listener } = options;
  jobs.register(sendNotificationJob);
  const unreadCounts = unreadCountsOf(listener);
  const service = notifyService(database.db, jobs, () => unreadCounts.clear());

  route(app, e.list, 'notificationManagers', ({ body }) => service.list(body.page));
  route(app, e.get, 'notificationManagers', ({ params }) => service.get(params.id));
  route(app, e.create, 'notificationManagers', ({ body }, request) => service.create(userOf(request), body));
  route(app, e.update, 'notificationManagers', ({ params, body }) => service.update(params.id, body));
  route(app, e.copy, 'notificationManagers', ({ params }, request) => service.copy(userOf(request), params.id));
  route(app, e.send, 'notificationManagers', ({ params }, request) =>
    service.send(userOf(request), params.id, clientIp(request)),
  );
  route(app, e.hide, 'notificationManagers', ({ params }, request) =>
    service.hide(userOf(request), params.id, clientIp(request)),
  );
  route(app, e.show, 'notificationManagers', ({ params }, request) =>
    service.show(userOf(request), params.id, clientIp(request)),
  );
  await registerReports(app, options, notificationReports, {
    rule: 'notificationManagers',
    list: e.reports,
    create: e.createReport,
    download: e.downloadReport,
  });
};
