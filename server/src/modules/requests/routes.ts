import { questionEndpoints as q, requestEndpoints as e } from '@portal/contract';
import { dataVersionChannel } from '../../db/data-versions';
import { LiveVersion } from '../../db/live-version';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { filesOf } from '../files';
import { requestCategoriesService } from './categories-service';
import { requestsRepository } from './repository';
import { requestsService } from './service';

/**
 * Requests to service departments (002 §2.5): employees file them to a service; its performers
 * and the request admins work them. Students' questions (issue 14 §5) live the same life at
 * /api/question…: students ask, the topics' managers and the question admins answer. One the
 * caller neither filed, performs nor controls is not found to them.
 */
export const requestsModule: PortalModule = async (app, { database, config, mail, listener }) => {
  const files = await filesOf(config, database);
  // One for both kinds: a request and a question move the same counter.
  const version = new LiveVersion(listener, dataVersionChannel('requests'), requestsRepository(database.db).version);

  const tree = requestCategoriesService(database.db, 'request');
  const requests = requestsService(database.db, config, files, mail, 'request', version);
  route(app, e.categories, 'employeesOnly', ({ query }) => tree.list(query.parent_id));
  route(app, e.saveCategory, 'requestAdmins', ({ body }) => tree.save(body));
  route(app, e.create, 'employeesOnly', ({ body }, request) => requests.create(userOf(request), body));
  route(app, e.mine, 'employeesOnly', (_input, request) => requests.mine(userOf(request)));
  route(app, e.all, 'requestAdmins', ({ query }) => requests.all(query));
  route(app, e.manager, 'requestManagers', ({ query }, request) => requests.managed(userOf(request), query));
  route(app, e.adminStats, 'requestAdmins', ({ query }) => requests.adminStats(query));
  route(app, e.managerStats, 'requestManagers', ({ query }, request) => requests.managerStats(userOf(request), query));
  route(app, e.get, 'employeesOnly', ({ params }, request) => requests.get(userOf(request), params.id));
  route(app, e.markRead, 'employeesOnly', ({ params }, request) => requests.markRead(userOf(request), params.id));
  route(app, e.message, 'employeesOnly', ({ params, body }, request) =>
    requests.message(userOf(request), params.id, body),
  );
  route(app, e.status, 'requestWorkers', ({ params, body }, request) =>
    requests.setStatus(userOf(request), params.id, body.status),
  );
  route(app, e.addRecipient, 'requestWorkers', ({ body }, request) =>
    requests.addRecipient(userOf(request), body.request_id, body.employee_id),
  );
  route(app, e.removeRecipient, 'requestWorkers', ({ body }, request) =>
    requests.removeRecipient(userOf(request), body.request_id, body.employee_id),
  );

  const topics = requestCategoriesService(database.db, 'question');
  const questions = requestsService(database.db, config, files, mail, 'question', version);
  route(app, q.categories, 'questionParticipants', ({ query }) => topics.list(query.parent_id));
  route(app, q.saveCategory, 'questionAdmins', ({ body }) => topics.save(body));
  route(app, q.create, 'studentsOnly', ({ body }, request) => questions.create(userOf(request), body));
  route(app, q.mine, 'studentsOnly', (_input, request) => questions.mine(userOf(request)));
  route(app, q.all, 'questionAdmins', ({ query }) => questions.all(query));
  route(app, q.manager, 'questionManagers', ({ query }, request) => questions.managed(userOf(request), query));
  route(app, q.adminStats, 'questionAdmins', ({ query }) => questions.adminStats(query));
  route(app, q.managerStats, 'questionManagers', ({ query }, request) =>
    questions.managerStats(userOf(request), query),
  );
  route(app, q.get, 'questionParticipants', ({ params }, request) => questions.get(userOf(request), params.id));
  route(app, q.markRead, 'questionParticipants', ({ params }, request) =>
    questions.markRead(userOf(request), params.id),
  );
  route(app, q.message, 'questionParticipants', ({ params, body }, request) =>
    questions.message(userOf(request), params.id, body),
  );
  route(app, q.status, 'questionWorkers', ({ params, body }, request) =>
    questions.setStatus(userOf(request), params.id, body.status),
  );
  route(app, q.addRecipient, 'questionWorkers', ({ body }, request) =>
    questions.addRecipient(userOf(request), body.request_id, body.employee_id),
  );
  route(app, q.removeRecipient, 'questionWorkers', ({ body }, request) =>
    questions.removeRecipient(userOf(request), body.request_id, body.employee_id),
  );
};
