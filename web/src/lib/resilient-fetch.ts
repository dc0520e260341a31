// Mobile networks drop answers (issue #10). Every POST carries an Idempotency-Key, and a POST whose
// answer never arrived, or any call answered 503 (database busy), is retried a couple of times with
// the same key: the server replays the first result instead of creating a second record.

export const RETRY_DELAYS_MS = [600, 1800];
const MAX_RETRY_AFTER_MS = 5000;

type Fetch = typeof fetch;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(res: Response, fallback: number): number {
  const seconds = Number(res.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : fallback;
}

/** A fetch with idempotency keys on POST and bounded retries (`base` is injectable for tests). */
export function resilientFetch(base: Fetch = (...args) => fetch(...args), delays = RETRY_DELAYS_MS): Fetch {
  return async (input, init = {}) => {
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    if (method === 'POST' && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', crypto.randomUUID());
    const request = { ...init, headers };
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= delays.length;
      try {
        const res = await base(input, request);
        if (res.status !== 503 || last) return res;
        await sleep(retryAfterMs(res, delays[attempt]!));
      } catch (err) {
        // A network failure: only a POST (safe to repeat with its key) or a read is retried.
        if (last || (method !== 'POST' && method !== 'GET') || (err instanceof DOMException && err.name === 'AbortError')) throw err;
        await sleep(delays[attempt]!);
      }
    }
  };
}
