import { auditEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { auditService } from './service';

/** «Журнал действий»: who did what to whom, when and from where; admins only. */
export const auditModule: PortalModule = async (app, { database, config }) => {
  const service = auditService(database.db, config.timeZone);
  route(app, e.log, 'adminOnly', ({ query }) => service.page(query));
};
