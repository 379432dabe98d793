import { platformEndpoints as e } from '@portal/contract';
import { HttpError } from '../../lib/http-error';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { platformStrings } from './strings';

/** Health for the load balancer, and the settings the web app reads before sign-in. */
export const platformModule: PortalModule = async (app, { database, config }) => {
  route(app, e.health, 'anybody', async (_, request) => {
    try {
      await database.ping();
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      throw new HttpError(503, platformStrings.databaseDown);
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
  route(app, e.config, 'anybody', () => ({
    student_site_url: config.studentSiteUrl,
    student_site_mobile_url: config.studentSiteMobileUrl,
    new_version_url: config.newVersionUrl,
    allow_support: config.allowSupport,
  }));
};
