import { requestCategoryEndpoints as categories } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { requestCategoriesService } from './categories-service';

/** Requests to service departments (002): the departments and services so far. */
export const requestsModule: PortalModule = async (app, { database }) => {
  const tree = requestCategoriesService(database.db);
  route(app, categories.list, 'employeesOnly', ({ query }) => tree.list(query.parent_id));
  route(app, categories.save, 'requestAdmins', ({ body }) => tree.save(body));
};
