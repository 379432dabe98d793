import { t } from '../i18n';
import { HttpError } from './http-error';

/** Things of one kind (tickets, requests, questions) one person may open within an hour. */
export const CREATIONS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/** Since when a person's things count toward the limit. */
export const creationWindowStart = (now = Date.now()) => new Date(now - HOUR_MS);

/**
 * Refuses a person's 21st new thing of a kind within an hour (429, Retry-After: when the oldest of the hour's leaves
 * it), so that a script cannot fill a desk's queue. `oldestOfHour` is when the 20th newest of their things since
 * `creationWindowStart()` was made (null: fewer), read by the module's repository from the rows themselves, so that
 * every instance sees the same count.
 */
export function checkCreationLimit(oldestOfHour: Date | null, now = Date.now()) {
  if (!oldestOfHour) return;
  const seconds = Math.max(1, Math.ceil((oldestOfHour.getTime() + HOUR_MS - now) / 1000));
  throw new HttpError(429, t('messages:tooManyCreated'), undefined, undefined, { 'retry-after': String(seconds) });
}
