import { timetableEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { notFound } from '../../lib/http-error';
import { PreparedJson, route } from '../../lib/route';
import { userOf } from '../../policy';
import { timetableRulesOf, universitySettings } from '../university';
import { calendarText } from './calendar';
import { timetableService } from './service';
import { t } from '../../i18n';

/**
 * The timetable (issue 15 §2–§3): the weeks of a group, a teacher or a room, the search, and the
 * personal iCalendar links calendar apps poll without signing in (the link is the key).
 */
export const timetableModule: PortalModule = async (app, options) => {
  const { database, config, listener } = options;
  const university = universitySettings(options, app.log);
  const timetable = timetableService(database.db, {
    rules: timetableRulesOf(config.universityFile),
    timeZone: config.timeZone,
    publicUrl: config.publicUrl,
    listener,
  });
  route(
    app,
    e.search,
    'timetableReaders',
    async ({ query }) => new PreparedJson(await timetable.searchJson(query.search)),
  );
  route(
    app,
    e.get,
    'timetableReaders',
    async ({ params }) => new PreparedJson(await timetable.timetableJson(params.type, params.id)),
  );
  route(app, e.feeds, 'timetableReaders', (_input, request) => timetable.feeds(userOf(request).userId));
  route(app, e.createFeed, 'timetableReaders', ({ body }, request) =>
    timetable.createFeed(userOf(request).userId, body.type, body.id),
  );
  route(app, e.revokeFeed, 'timetableReaders', ({ params }, request) =>
    timetable.revokeFeed(userOf(request).userId, params.id),
  );
  route(app, e.feed, 'anybody', async ({ params }, _request, reply) => {
    const feed = await timetable.feedOf(params.token);
    if (!feed) throw notFound(t('api:timetable.feedNotFound'));
    const text = await calendarText(
      database.db,
      feed,
      timetable.today(),
      config.timeZone,
      (await university.current()).settings.name,
    );
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="timetable.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(text);
  });
};
