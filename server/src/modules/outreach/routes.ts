import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { preferencesEndpoints as e } from '@portal/contract';
import { keepServerSecret } from '../../db/server-secrets';
import { t } from '../../i18n';
import { HttpError } from '../../lib/http-error';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import type { Mailer } from '../mail';
import type { OutreachChannel } from './channel';
import { copiesRepository } from './copies-repository';
import { digestJob } from './digest';
import { dispatchSent } from './dispatcher';
import { outreachRepository } from './repository';
import { senderJob } from './sender';
import { UNSUBSCRIBE_KEY, unsubscribeTokens } from './token';

export interface OutreachOptions {
  /** How the letters leave (modules/mail). */
  mailer: Mailer;
  /** The ways a sent message also reaches its recipients: `emailChannel`, push's. */
  channels: readonly OutreachChannel[];
}

/** Runs `task` every `ms` while the app is up, one run at a time; the close waits for the one running. */
function everyTick(app: FastifyInstance, ms: number, task: () => Promise<unknown>) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= task()
      .catch((err: unknown) => app.log.error({ err }, 'outreach tick failed'))
      .finally(() => (running = null));
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * Copies of the portal's messages beyond the inbox (issue 32 §2): on the instances that run the jobs,
 * a tick (JOBS_POLL_SECONDS) hands each sent notification to the channels once, and starts the
 * letters' sender when some are due; the daily digest at 18:00; the letters' one-click unsubscribe.
 */
export function outreachModule({ mailer, channels }: OutreachOptions): PortalModule {
  return async (app, { config, database, jobs }) => {
    const secret = await keepServerSecret(database.db, UNSUBSCRIBE_KEY, () => randomBytes(32).toString('base64url'));
    const tokens = unsubscribeTokens(secret);
    const sender = senderJob({
      mailer,
      context: { publicUrl: config.publicUrl, tokens },
      timeZone: config.timeZone,
      ratePerMinute: config.mailRatePerMinute,
    });
    jobs.register(sender);
    jobs.register(digestJob(config.timeZone));

    // A timer rather than a scheduled job: pg-boss schedules by the minute, and push wants seconds. A
    // tick with nothing to do costs two indexed reads (the partial indexes of `copies_due` and of the
    // queued letters), on the instances that run jobs only; on PGlite the one instance is that one.
    if (config.jobs.workers) {
      const db = database.db;
      everyTick(app, config.jobs.pollSeconds * 1000, async () => {
        await dispatchSent(db, channels, app.log);
        if (!(await copiesRepository(db).anyDue())) return;
        // Dropped while a sender waits or runs (an exclusive job): one sender for all the instances.
        if (await jobs.send(sender, {})) jobs.wake(sender);
      });
    }

    // Mail programs POST the one-click unsubscribe as a form (RFC 8058); its one field says nothing more.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    route(app, e.unsubscribe, 'anybody', async ({ query }) => {
      const who = tokens.verify(query.token);
      if (!who) throw new HttpError(400, t('outreach:unsubscribeBadLink'));
      if (!(await outreachRepository(database.db).unsubscribe(who.userId, who.kind)))
        throw new HttpError(404, t('outreach:unsubscribeNoUser'));
      return { kind: who.kind };
    });
  };
}
