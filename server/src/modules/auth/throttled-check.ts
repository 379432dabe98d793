import { t } from '../../i18n';
import { HttpError } from '../../lib/http-error';
import { addressGroup, type LoginThrottle } from '../../lib/login-throttle';
import { HashingBusy, hashingSaturated } from '../../lib/passwords';

/**
 * A password check of `login` from `ip` counted by the sign-in limits (lib/login-throttle.ts), the
 * sign-in's and the own password change's alike, so that neither can be used to guess a password:
 * refused with 429 when the login or the address has no tries left; a wrong password (or one that
 * could not be checked) is a failure of the pair, a right one starts it afresh, and a try the
 * server was too busy to hash (503) or the directory did not answer (`check` answers null) counts
 * for nothing: an outage of the university's directory locks nobody out afterwards. `check`
 * answers whether the password is right, or null when nobody could tell.
 */
export async function throttledCheck<R extends boolean | null>(
  throttle: LoginThrottle,
  login: string,
  ip: string,
  check: () => Promise<R>,
): Promise<R> {
  // A flood of sign-ins: refused before its queries, so that the database stays free for everyone else.
  if (hashingSaturated()) throw new HashingBusy();
  const key = login.toLowerCase();
  const address = addressGroup(ip);
  const refusal = await throttle.attempt(key, address);
  if (refusal) {
    throw new HttpError(429, t('messages:tooManyAttempts'), undefined, undefined, {
      'retry-after': String(refusal.retryAfterSeconds),
    });
  }
  let verdict: R | undefined;
  let busy = false;
  try {
    verdict = await check();
  } catch (error) {
    busy = error instanceof HashingBusy;
    throw error;
  } finally {
    // A check that could not finish otherwise counts as a failure: the try must end either way.
    if (busy || verdict === null) throttle.abandoned(key, address);
    else await (verdict ? throttle.succeeded(key, address) : throttle.failed(key, address));
  }
  return verdict;
}
