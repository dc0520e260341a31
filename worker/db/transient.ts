// D1 errors that mean "try again shortly" rather than "this request is wrong" (Cloudflare's D1
// docs list these as retryable): an overloaded database, a lost connection, a reset storage
// object. They answer 503 with Retry-After, never a success; with an Idempotency-Key the retry is safe.
import { msg } from '../../core/i18n/msg';

const TRANSIENT = [
  /overloaded/i,
  /too many requests queued/i,
  /network connection lost/i,
  /storage caused object to be reset/i,
  /object to be reset/i,
  /reset because its code was updated/i,
  /transient issue/i,
  /internal error while starting up/i,
];

export function isTransientDbError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    if (TRANSIENT.some((re) => re.test(e.message))) return true;
  }
  return false;
}

export const DB_BUSY_MESSAGE = msg('The database is busy right now. Please try again in a moment.');
export const DB_RETRY_AFTER_SECONDS = 2;
