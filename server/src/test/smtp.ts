import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait';

/**
 * A real SMTP server in the test process: it keeps every letter it receives, parsed. While `refuse()`
 * holds it answers each recipient 451 (try again later), as a server that cannot take mail now.
 */
export async function startSmtp(options: { refuse?: () => boolean } = {}) {
  const received: ParsedMail[] = [];
  /** When each of `received` began to come (ms since the epoch), for a test of the pace letters leave at. */
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (!options.refuse?.()) return callback();
      callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, done) {
      const at = Date.now();
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          arrivals.push(at);
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits (up to 10 s) until `check` holds: a letter's job runs in the background. */
export const until = async (check: () => boolean) => {
  await waitFor(check, { interval: 50, what: 'the letter' });
};
