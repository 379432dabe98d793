import { z } from 'zod';
import { statisticsEndpoints as e } from '@portal/contract';
import { defineJob } from '../../jobs/define';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { exportStore } from '../exports';
import { syncLoginDays } from './login-days-repository';
import { pruneSignIns } from './retention-repository';
import { statisticsService } from './service';

/** Login statistics per institute and kafedra (000 §2, §7): admins only. */
export const statisticsModule: PortalModule = async (app, { database, config, jobs }) => {
  if (await syncLoginDays(database.db, config.timeZone))
    app.log.info({ timeZone: config.timeZone }, 'login days made from the sign-in records');
  const service = statisticsService(database.db, exportStore(config, database));
  jobs.register(
    defineJob({
      name: 'statistics.prune',
      payload: z.object({}),
      schedule: '23 4 * * *',
      policy: 'exclusive',
      expireInSeconds: 3600,
      handler: async (_payload, { db, log }) => {
        const pruned = await pruneSignIns(db, config.loginRetentionDays);
        if (pruned.events || pruned.days) log.info(pruned, 'sign-in records past their retention deleted');
      },
    }),
  );
  route(app, e.table, 'adminOnly', async ({ query: { start_login, end_login } }) => [
    { start_login, end_login, data: await service.table(start_login, end_login) },
  ]);
  route(app, e.export, 'adminOnly', ({ query }) =>
    service.export(query.start_login, query.end_login, query.key, query.order),
  );
};
