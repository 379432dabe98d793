import { join } from 'node:path';
import { wifiEndpoints as e } from '@portal/contract';
import { t } from '../../i18n';
import { HttpError } from '../../lib/http-error';
import { keptPlaceOf, keptSecret } from '../../lib/kept-secret';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { universitySettings } from '../university';
import { hasCa, wifiCa } from './ca';
import { keptWifiCa } from './kept-ca';
import { wifiService } from './service';

/** The operator's warning at a start without a CA (in Russian, as the CA's refusals at start). */
const s = {
  noCa: (dir: string, inDatabase: boolean) =>
    `Wi-Fi не настроен: ${inDatabase ? `ни в базе данных, ни в ${dir}` : `в ${dir}`} нет удостоверяющего ` +
    `центра (ca.crt и ca.key), а демонстрационный с DATABASE_URL или NODE_ENV=production не создаётся ` +
    `(только с DEMO_DATA=1) — положите туда ca.crt и ca.key университета` +
    `${inDatabase ? ' (при старте сервер сохранит их в базе)' : ''} или укажите их папку в WIFI_DIR`,
};

/**
 * Wi-Fi (issue 15 §4; 002 §2.5, §7, §9): an employee's username and certificate password, and the
 * setup files made for them from the university's CA. The CA is the one in WIFI_DIR; without
 * WIFI_DIR it is kept in the database with DATABASE_URL (kept-ca.ts: every instance signs with the
 * same), in DATA_DIR/wifi on the embedded database. A demo CA is made when there is none, but not
 * on a production start without WIFI_DIR (config.wifi.makeDemoCa). Without a CA both calls answer
 * 503 «Выдача сертификатов Wi-Fi пока не настроена…», which the Wi-Fi page shows as its error. The
 * file's call takes the session token in `at` (contract `tokenInQuery`).
 */
export const wifiModule: PortalModule = async (app, options) => {
  const { config, database } = options;
  const university = universitySettings(options, app.log);
  const { settings: first } = await university.current();
  // The demo CA, made once, is named after the university as it was then.
  const names = { university: first.name, radiusServer: first.wifi.radius_server };
  const dir = config.wifi.dir ?? join(config.dataDir, 'wifi');
  const inDatabase = config.wifi.dir === null && Boolean(config.databaseUrl);
  const ca = inDatabase
    ? await keptWifiCa(database.db, dir, names, config.wifi.makeDemoCa, app.log)
    : config.wifi.makeDemoCa || hasCa(dir)
      ? await wifiCa(dir, names, app.log)
      : null;
  if (!ca) app.log.warn({ dir }, s.noCa(dir, inDatabase));
  const secret = await keptSecret(keptPlaceOf(config, database), 'wifi-passwords', config.wifi.passwordSecret);
  const service =
    ca &&
    wifiService(database.db, {
      ca,
      secret,
      settings: async () => {
        const { settings, version } = await university.current();
        return { wifi: settings.wifi, university: settings.name, version };
      },
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
