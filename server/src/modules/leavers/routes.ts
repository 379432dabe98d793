import { z } from 'zod';
import { leaverEndpoints as e } from '@portal/contract';
import { defineJob } from '../../jobs/define';
import { clientIp } from '../../lib/client-ip';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { leaversService } from './service';

/**
 * People who left (issue 33): an admin marks one person left or takes it back, and the daily job
 * `leavers.anonymize` removes the personal data of those who left more than RETENTION_LEFT_DAYS ago.
 */
export const leaversModule: PortalModule = async (app, { database, config, jobs }) => {
  const service = leaversService(database.db, app.sessionCache);
  jobs.register(
    defineJob({
      name: 'leavers.anonymize',
      payload: z.object({}),
      schedule: '41 4 * * *',
      policy: 'exclusive',
      expireInSeconds: 3600,
      handler: async (_payload, { log }) => {
        const count = await service.anonymizeDue(config.retentionLeftDays);
        if (count) log.info({ count }, 'personal data of people who left removed');
      },
    }),
  );
  route(app, e.markLeft, 'adminOnly', ({ params }, request) =>
    service.leave(userOf(request), params.id, clientIp(request)),
  );
  route(app, e.markReturned, 'adminOnly', ({ params }, request) =>
    service.return(userOf(request), params.id, clientIp(request)),
  );
};
