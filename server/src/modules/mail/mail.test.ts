import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { useTestApp } from '../../test/app';
import { startSmtp, until } from '../../test/smtp';
import { createMailer } from './index';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const from = 'Личный кабинет <portal@test.local>';
const ctx = useTestApp({ mail: { smtpUrl: smtp.url, from } });

describe('outgoing mail (modules/mail)', () => {
  it(
    'sends a queued letter by the job through the SMTP server: ' +
      'the address, the Russian subject and text, the sender',
    async () => {
      await ctx.app.mail.queue({
        to: 'aho@test.local',
        subject: 'Новая заявка №12: Вывоз мебели',
        text: 'Откройте заявку: https://lk.test.local/request-manager?id=12',
      });
      await until(() => smtp.received.some((m) => m.subject === 'Новая заявка №12: Вывоз мебели'));
      const letter = smtp.received.find((m) => m.subject === 'Новая заявка №12: Вывоз мебели');
      expect(letter).toBeDefined();
      expect(letter!.text?.trim()).toBe('Откройте заявку: https://lk.test.local/request-manager?id=12');
      expect((letter!.to as { text: string }).text).toBe('aho@test.local');
      expect(letter!.from?.text).toContain('portal@test.local');
    },
  );

  it('without SMTP_URL only logs which letter would have left', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await createMailer({ smtpUrl: null, from }, log).send({ to: 'aho@test.local', subject: 'Проверка', text: 'Текст' });
    expect(lines.some((l) => l.includes('letter not sent') && l.includes('aho@test.local'))).toBe(true);
  });

  it('refuses a letter to something that is not an address before it is queued', async () => {
    await expect(ctx.app.mail.queue({ to: 'не адрес', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
