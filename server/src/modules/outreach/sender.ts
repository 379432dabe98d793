import { z } from 'zod';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/define';
import type { Mailer } from '../mail';
import { copiesRepository } from './copies-repository';
import { copyLetter, digestLetter, type LetterContext } from './letters';

export interface SenderOptions {
  mailer: Mailer;
  context: LetterContext;
  timeZone: string;
  /** MAIL_RATE_PER_MINUTE: the pace of all the portal's letters together. */
  ratePerMinute: number;
  /** How long one run of the sender sends before it ends (the dispatcher's tick starts the next one). */
  shiftMs?: number;
  /** How long a claimed letter is held from other senders (a sender that died lets it go then). */
  leaseSeconds?: number;
  /** Attempts before a letter is `failed`; the wait after a failure, doubled for each attempt. */
  maxAttempts?: number;
  backoffSeconds?: number;
}

export const SENDER_DEFAULTS = { shiftMs: 50_000, leaseSeconds: 600, maxAttempts: 6, backoffSeconds: 60 };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** A claimed letter as it is to leave now, or null when it is not to leave (read, hidden, unwanted, nothing unread). */
async function letterOf(db: Db, id: number, o: SenderOptions) {
  const copies = copiesRepository(db);
  const copy = await copies.copyLetter(id);
  if (copy) return copyLetter(copy, o.context);
  const digest = await copies.digestOf(id);
  if (!digest) return null;
  const items = await copies.digestItems(digest.user_id, digest.digest_day, o.timeZone);
  return items.length > 0 ? digestLetter({ id, ...digest }, items, o.context) : null;
}

/**
 * Sends the due letters at the pace of `ratePerMinute`, one every 60/rate seconds, for one shift.
 * One sender runs at a time on all the instances (the job below is `exclusive`), so this pace is the
 * portal's: it ends its shift by waiting out the last letter's gap, and the next shift starts after.
 *
 * A letter is sent at most once, not "exactly once": the claim (its own statement, committed) holds
 * the letter for `leaseSeconds`, the SMTP conversation happens outside any transaction (PGlite has one
 * connection; a transaction open while a slow SMTP server answers would stop the portal), and `sent`
 * is written right after the server accepted it. Only a crash between those two leaves it queued: it
 * is sent again when the lease ends, with the same Message-ID (letters.ts), which mail servers and
 * programs take for the same letter. A failure is tried again later with exponential backoff.
 */
export async function sendDueLetters(db: Db, o: SenderOptions, signal?: AbortSignal) {
  const { shiftMs, leaseSeconds, maxAttempts, backoffSeconds } = { ...SENDER_DEFAULTS, ...o };
  const gap = 60_000 / o.ratePerMinute;
  // About 10 s of letters a claim: a claimed letter waits its turn well within its lease.
  const batch = Math.max(1, Math.min(100, Math.ceil(10_000 / gap)));
  const copies = copiesRepository(db);
  const tally = { sent: 0, skipped: 0, failed: 0 };
  const start = Date.now();
  let next = start;
  while (!signal?.aborted && Date.now() - start < shiftMs) {
    const ids = await copies.claim(batch, leaseSeconds);
    if (ids.length === 0) break;
    for (const [i, id] of ids.entries()) {
      await sleep(next - Date.now(), signal);
      if (signal?.aborted) {
        await copies.release(ids.slice(i));
        break;
      }
      // Checked when it is its turn: a message read (or hidden) meanwhile sends nothing.
      const letter = await letterOf(db, id, o);
      if (!letter) {
        await copies.markSkipped(id);
        tally.skipped++;
        continue;
      }
      next = Math.max(next, Date.now()) + gap;
      try {
        await o.mailer.send(letter);
      } catch (err) {
        await copies.markFailed(id, err instanceof Error ? err.message : String(err), maxAttempts, backoffSeconds);
        tally.failed++;
        continue;
      }
      await copies.markSent(id);
      tally.sent++;
    }
  }
  await sleep(next - Date.now(), signal);
  return tally;
}

/**
 * The sender as a job: `exclusive`, so at most one waits or runs on all the instances together. The
 * dispatcher's tick starts it when letters are due; a minute's schedule starts it too, should no
 * instance tick.
 */
export function senderJob(o: SenderOptions) {
  return defineJob({
    name: 'outreach.send-letters',
    payload: z.object({}),
    schedule: '* * * * *',
    policy: 'exclusive',
    // A run sends for `shiftMs` (50 s); one of a killed process is taken for dead after 2 minutes.
    expireInSeconds: 120,
    retryLimit: 0,
    handler: async (_payload, { db, log, signal }) => {
      const tally = await sendDueLetters(db, o, signal);
      if (tally.sent + tally.skipped + tally.failed > 0) log.info(tally, 'letters sent');
    },
  });
}
