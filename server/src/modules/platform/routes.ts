import { platformEndpoints as e } from '@portal/contract';
import { t } from '../../i18n';
import { HttpError } from '../../lib/http-error';
import type { Database } from '../../db/client';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { universitySettings } from '../university';

/** How long health waits for the database's answer: a load balancer asks often and must not pile up. */
const PING_TIMEOUT_MS = 2000;

/** The database answers `select 1` within PING_TIMEOUT_MS, or this throws. */
async function pingInTime(database: Database) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database did not answer within ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([database.ping(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Health for the load balancer, and the settings the web app reads before sign-in. */
export const platformModule: PortalModule = async (app, options) => {
  const { database, config } = options;
  const university = universitySettings(options, app.log);
  route(app, e.health, 'anybody', async (_, request) => {
    try {
      await pingInTime(database);
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      throw new HttpError(503, t('platform:databaseDown'));
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
  route(app, e.config, 'anybody', async () => {
    const { settings, version, logo } = await university.current();
    return {
      student_site_url: settings.student_site_url,
      student_site_mobile_url: settings.student_site_mobile_url,
      new_version_url: settings.new_version_url,
      allow_support: config.allowSupport,
      help: settings.sign_in_help,
      university: {
        name: settings.name,
        short_name: settings.short_name,
        logo_url: logo && `/api/university/logo?v=${version}`,
      },
      oidc_button: config.oidc?.button ?? null,
    };
  });
};
