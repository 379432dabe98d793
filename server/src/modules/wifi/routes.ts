import { join } from 'node:path';
import { wifiEndpoints as e } from '@portal/contract';
import { t } from '../../i18n';
import { HttpError } from '../../lib/http-error';
import { keptSecret } from '../../lib/kept-secret';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { loadUniversitySettings } from '../university';
import { hasCa, wifiCa } from './ca';
import { wifiService } from './service';

/** The operator's warning at a start without a CA (in Russian, as the CA's refusals at start). */
const s = {
  noCa: (dir: string) =>
    `Wi-Fi не настроен: в ${dir} нет удостоверяющего центра (ca.crt и ca.key), а демонстрационный с ` +
    `DATABASE_URL или NODE_ENV=production не создаётся (только с DEMO_DATA=1) — положите туда ca.crt и ` +
    `ca.key университета или укажите их папку в WIFI_DIR`,
};

/**
 * Wi-Fi (issue 15 §4; 002 §2.5, §7): an employee's username and certificate password, and the
 * setup files made for them from the university's CA in WIFI_DIR (a demo CA is made there when
 * it has none, but not on a production start without WIFI_DIR: config.wifi.makeDemoCa). Without
 * a CA both calls answer 503 «Выдача сертификатов Wi-Fi пока не настроена…», which the Wi-Fi page
 * shows as its error. The file's call takes the session token in `at` (contract `tokenInQuery`).
 */
export const wifiModule: PortalModule = async (app, { config, database }) => {
  const settings = loadUniversitySettings(config.universityFile);
  const dir = config.wifi.dir ?? join(config.dataDir, 'wifi');
  const ca =
    config.wifi.makeDemoCa || hasCa(dir)
      ? await wifiCa(dir, { university: settings.name, radiusServer: settings.wifi.radius_server }, app.log)
      : null;
  if (!ca) app.log.warn({ dir }, s.noCa(dir));
  const secret = keptSecret(config.dataDir, 'wifi-passwords', config.wifi.passwordSecret);
  const service =
    ca &&
    wifiService(database.db, {
      ca,
      secret,
      settings: settings.wifi,
      university: settings.name,
      timeZone: config.timeZone,
    });
  const ready = () => {
    if (!service) throw new HttpError(503, t('wifi:notSetUp'));
    return service;
  };

  route(app, e.credentials, 'employeesOnly', (_input, request) => ready().credentials(userOf(request).userId));
  route(app, e.file, 'employeesOnly', async ({ query }, request, reply) => {
    const file = await ready().file(userOf(request).userId, query.name);
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
};
