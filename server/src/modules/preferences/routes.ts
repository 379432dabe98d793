import { preferencesEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { languageChange } from '../auth';
import { preferencesService } from './service';

/**
 * «Настройки» (issue 32 §1): the signed-in person's own settings. Their sessions are the auth
 * module's (it owns them); the unsubscribe link of a letter is the mail's.
 */
export const preferencesModule: PortalModule = async (app, { database }) => {
  const service = preferencesService(database.db, languageChange(database.db, app.sessionCache));

  route(app, e.preferences, 'signedIn', (_, request) => service.read(userOf(request)));
  route(app, e.setPreferences, 'signedIn', async ({ body }, request) => {
    const preferences = await service.change(userOf(request), body);
    // Answered in the language just chosen, as the language's own call is.
    if (body.language) request.requestContext.set('language', body.language);
    return preferences;
  });
};
