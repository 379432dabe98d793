import { universityEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { infoOf, loadUniversitySettings } from './settings';

/** The university's own links and texts for the employee tools (issue 15 §4), from `UNIVERSITY_FILE`. */
export const universityModule: PortalModule = async (app, { config }) => {
  const settings = loadUniversitySettings(config.universityFile);
  const info = infoOf(settings);
  route(app, e.info, 'signedIn', () => info);
  route(app, e.library, 'staff', () => settings.library_links);
};
