import { universityEndpoints as e } from '@portal/contract';
import { clientIp } from '../../lib/client-ip';
import { notFound } from '../../lib/http-error';
import type { ModuleOptions, PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { universityService } from './service';
import { infoOf, libraryLinksOf, loadUniversityFile, settingsOf } from './settings';
import { universitySettingsStore, type UniversitySettingsStore } from './store';

/** The instance's store of the university's settings, for any module (one per instance, shared). */
export function universitySettings(
  { database, listener, config }: Pick<ModuleOptions, 'database' | 'listener' | 'config'>,
  log: Parameters<typeof universitySettingsStore>[3],
): UniversitySettingsStore {
  return universitySettingsStore(
    database,
    listener,
    () => settingsOf(loadUniversityFile(config.universityFile, config)),
    log,
  );
}

/**
 * The university's own links and texts (issue 15 §4) and «Настройки университета» (issue 33): kept
 * in the database, the same on every instance at once.
 */
export const universityModule: PortalModule = async (app, options) => {
  const store = universitySettings(options, app.log);
  const service = universityService(options.database, store);
  route(app, e.info, 'signedIn', async () => infoOf((await store.current()).settings));
  route(app, e.library, 'staff', async () => libraryLinksOf((await store.current()).settings));
  route(app, e.settings, 'adminOnly', () => service.read());
  route(app, e.saveSettings, 'adminOnly', ({ body }, request) =>
    service.save(body, { userId: userOf(request).userId, ip: clientIp(request) }),
  );
  route(app, e.logo, 'anybody', async ({ query }, _request, reply) => {
    const { logo, version } = await store.current();
    if (!logo) throw notFound();
    // The address /api/config gives names the version: it stays the same picture for good.
    const current = query.v === String(version);
    return reply
      .header('content-type', logo.mediaType)
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(logo.bytes);
  });
};
