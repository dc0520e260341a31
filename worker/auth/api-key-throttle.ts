// Failed API key authentications per client address (issue 32): a made-up key is looked up with
// reads only, and past API_KEY_LIMITER's limit (wrangler.toml) the address is answered 429 for a
// minute before any lookup, as sign-in is (login-throttle.ts): the rate-limiting binding counts per
// location, which fits a limit keyed by address, and a short lock in KV makes the refusal stick.
import { clientAddress } from './login-throttle';

export const API_KEY_LOCK_SECONDS = 60;

const lockKey = (address: string) => `api-key-lock:${address}`;

/** Seconds until this request's address may present API keys again; 0 when not locked. */
export async function apiKeyLockedFor(env: Env, request: Request, now = Date.now()): Promise<number> {
  const until = Number((await env.SESSIONS.get(lockKey(clientAddress(request)))) ?? 0);
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts one failed key authentication from the request's address; true when it trips the limit (the address is then locked). */
export async function recordApiKeyFailure(env: Env, request: Request, now = Date.now()): Promise<boolean> {
  const address = clientAddress(request);
  const { success } = await env.API_KEY_LIMITER.limit({ key: `address:${address}` });
  if (success) return false;
  await env.SESSIONS.put(lockKey(address), String(now + API_KEY_LOCK_SECONDS * 1000), { expirationTtl: API_KEY_LOCK_SECONDS });
  return true;
}
