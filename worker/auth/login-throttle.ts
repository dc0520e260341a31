// Login throttling (DESIGN.md §3): failed attempts are counted per account and per client
// address by Workers rate limiters; when one trips, a short lock is written to KV and every
// attempt for that key answers 429 with Retry-After until it lapses. Successes never count.

export const LOGIN_LOCK_SECONDS = 60;

type Keys = { account: string; address: string };

const lockKey = (kind: 'account' | 'address', value: string) => `login-lock:${kind}:${value}`;

/** The client address as Cloudflare reports it (never a client-supplied forwarding header). */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'unknown';
}

/** Seconds until the caller may try again, or 0 when not locked. */
export async function lockedFor(env: Env, keys: Keys, now = Date.now()): Promise<number> {
  const [a, b] = await Promise.all([
    env.SESSIONS.get(lockKey('account', keys.account)),
    env.SESSIONS.get(lockKey('address', keys.address)),
  ]);
  const until = Math.max(Number(a ?? 0), Number(b ?? 0));
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts one failed attempt; returns true when this failure trips a limit. */
export async function recordFailure(env: Env, keys: Keys, now = Date.now()): Promise<boolean> {
  const [account, address] = await Promise.all([
    env.LOGIN_ACCOUNT_LIMITER.limit({ key: `account:${keys.account}` }),
    env.LOGIN_LIMITER.limit({ key: `address:${keys.address}` }),
  ]);
  const until = String(now + LOGIN_LOCK_SECONDS * 1000);
  const locks: Promise<void>[] = [];
  if (!account.success) locks.push(env.SESSIONS.put(lockKey('account', keys.account), until, { expirationTtl: LOGIN_LOCK_SECONDS }));
  if (!address.success) locks.push(env.SESSIONS.put(lockKey('address', keys.address), until, { expirationTtl: LOGIN_LOCK_SECONDS }));
  await Promise.all(locks);
  return locks.length > 0;
}
