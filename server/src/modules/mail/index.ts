import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { defineJob } from '../../jobs/define';
import type { Jobs } from '../../jobs/jobs';

/** A letter: one address, a subject, plain text (links as they are). */
export const mailLetter = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().max(20_000),
});
export type MailLetter = z.infer<typeof mailLetter>;

/** How a letter leaves. */
export interface Mailer {
  send(letter: MailLetter): Promise<void>;
}

/**
 * Through the SMTP server of `SMTP_URL` (nodemailer, a pool of connections); without one the log
 * says which letter would have left, so a portal without mail still works.
 */
export function createMailer(config: Config['mail'], log: FastifyBaseLogger): Mailer & { close(): void } {
  if (!config.smtpUrl) {
    return {
      async send(letter) {
        log.info({ to: letter.to, subject: letter.subject }, 'letter not sent: SMTP_URL is not set');
      },
      close() {},
    };
  }
  const transport = createTransport(config.smtpUrl, { from: config.from });
  return {
    async send(letter) {
      const sent = await transport.sendMail({ to: letter.to, subject: letter.subject, text: letter.text });
      log.info({ to: letter.to, subject: letter.subject, messageId: sent.messageId }, 'letter sent');
    },
    close: () => transport.close(),
  };
}

/** Letters are sent by a job (`mail.send`): a request is not held up by the SMTP server, a failure is tried again. */
export interface MailQueue {
  /** Queues a letter; with `tx`, only if that transaction commits. */
  queue(letter: MailLetter, options?: { tx?: DbOrTx }): Promise<void>;
}

export function mailQueue(jobs: Jobs, mailer: Mailer): MailQueue {
  const job = defineJob({
    name: 'mail.send',
    payload: mailLetter,
    retryLimit: 5,
    expireInSeconds: 120,
    handler: (letter) => mailer.send(letter),
  });
  jobs.register(job);
  return {
    async queue(letter, options = {}) {
      await jobs.send(job, letter, options.tx ? { tx: options.tx } : {});
    },
  };
}
