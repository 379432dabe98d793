import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../../config';
import { defineJob } from '../../jobs/define';
import type { Jobs } from '../../jobs/jobs';
import type { MailLetter, MailQueue } from '../../lib/mail-queue';

export type { MailLetter, MailQueue };

/** A letter as the job `mail.send` takes it. */
export const mailLetter = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().max(20_000),
  html: z.string().max(200_000).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  messageId: z.string().max(300).optional(),
}) satisfies z.ZodType<MailLetter>;

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
  const { smtpUrl, from } = config;
  // nodemailer is loaded with the first letter: an instance that sends none never holds it.
  let transport: Promise<Transporter> | undefined;
  const open = () => (transport ??= import('nodemailer').then((m) => m.createTransport(smtpUrl, { from })));
  return {
    async send(letter) {
      const { to, subject, text, html, headers, messageId } = letter;
      const sent = await (
        await open()
      ).sendMail({
        to,
        subject,
        text,
        ...(html !== undefined && { html }),
        ...(headers && { headers }),
        ...(messageId && { messageId }),
      });
      log.info({ to: letter.to, subject: letter.subject, messageId: sent.messageId }, 'letter sent');
    },
    close: () =>
      void transport?.then(
        (t) => t.close(),
        () => undefined,
      ),
  };
}

/** The queue of letters (lib/mail-queue.ts): a job sends each through `mailer`. */
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
