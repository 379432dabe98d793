import { importEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { importService } from './service';

/** The account data import's update reports (001 §2), for admins; the import itself is `npm run import`. */
export const importsModule: PortalModule = async (app, { database }) => {
  const service = importService(database.db, app.log);
  route(app, e.updateReports, 'adminOnly', ({ query }) => service.reports(query.page));
};
