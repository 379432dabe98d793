import { requestCategoryEndpoints as categories, requestEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { filesOf } from '../files';
import { requestCategoriesService } from './categories-service';
import { requestsService } from './service';

/**
 * Requests to service departments (002 §2.5): employees file them to a service; its performers
 * and the request admins work them. A request the caller neither filed, performs nor controls is
 * not found to them.
 */
export const requestsModule: PortalModule = async (app, { database, config, mail }) => {
  const tree = requestCategoriesService(database.db);
  route(app, categories.list, 'employeesOnly', ({ query }) => tree.list(query.parent_id));
  route(app, categories.save, 'requestAdmins', ({ body }) => tree.save(body));

  const service = requestsService(database.db, config, filesOf(config), mail);
  route(app, e.create, 'employeesOnly', ({ body }, request) => service.create(userOf(request), body));
  route(app, e.mine, 'employeesOnly', (_input, request) => service.mine(userOf(request)));
  route(app, e.all, 'requestAdmins', ({ query }) => service.all(query));
  route(app, e.manager, 'requestManagers', ({ query }, request) => service.managed(userOf(request), query));
  route(app, e.adminStats, 'requestAdmins', ({ query }) => service.adminStats(query));
  route(app, e.managerStats, 'requestManagers', ({ query }, request) => service.managerStats(userOf(request), query));
  route(app, e.get, 'employeesOnly', ({ params }, request) => service.get(userOf(request), params.id));
  route(app, e.markRead, 'employeesOnly', ({ params }, request) => service.markRead(userOf(request), params.id));
  route(app, e.message, 'employeesOnly', ({ params, body }, request) => service.message(userOf(request), params.id, body));
  route(app, e.status, 'requestWorkers', ({ params, body }, request) => service.setStatus(userOf(request), params.id, body.status));
  route(app, e.addRecipient, 'requestWorkers', ({ body }, request) => service.addRecipient(userOf(request), body.request_id, body.employee_id));
  route(app, e.removeRecipient, 'requestWorkers', ({ body }, request) => service.removeRecipient(userOf(request), body.request_id, body.employee_id));
};
