import { join } from 'node:path';
import { wifiEndpoints as e } from '@portal/contract';
import { keptSecret } from '../../lib/kept-secret';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { loadUniversitySettings } from '../university';
import { wifiCa } from './ca';
import { wifiService } from './service';

/**
 * Wi-Fi (issue 15 §4; 002 §2.5, §7): an employee's username and certificate password, and the
 * setup files made for them from the university's CA in WIFI_DIR (a demo CA is made there when
 * it has none). The file's call takes the session token in `at` (contract `tokenInQuery`).
 */
export const wifiModule: PortalModule = async (app, { config, database }) => {
  const settings = loadUniversitySettings(config.universityFile);
  const ca = await wifiCa(
    config.wifi.dir ?? join(config.dataDir, 'wifi'),
    { university: settings.name, radiusServer: settings.wifi.radius_server },
    app.log,
  );
  const secret = keptSecret(config.dataDir, 'wifi-passwords', config.wifi.passwordSecret);
  const service = wifiService(database.db, {
    ca,
    secret,
    settings: settings.wifi,
    university: settings.name,
    timeZone: config.timeZone,
  });

  route(app, e.credentials, 'employeesOnly', (_input, request) => service.credentials(userOf(request).userId));
  route(app, e.file, 'employeesOnly', async ({ query }, request, reply) => {
    const file = await service.file(userOf(request).userId, query.name);
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
};
