import { statisticsEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { exportStore } from '../exports/store';
import { syncLoginDays } from './login-days-repository';
import { statisticsService } from './service';

/** Login statistics per institute and kafedra (000 §2, §7): admins only. */
export const statisticsModule: PortalModule = async (app, { database, config }) => {
  if (await syncLoginDays(database.db, config.timeZone)) app.log.info({ timeZone: config.timeZone }, 'login days made from the sign-in records');
  const service = statisticsService(database.db, exportStore(config.dataDir));
  route(app, e.table, 'adminOnly', async ({ query: { start_login, end_login } }) => [
    { start_login, end_login, data: await service.table(start_login, end_login) },
  ]);
  route(app, e.export, 'adminOnly', ({ query }) => service.export(query.start_login, query.end_login, query.key, query.order));
};
