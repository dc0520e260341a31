// The public keys a CDS client's tokens are checked against: the JWK Set registered inline, or
// the one fetched from its registered JWKS URL — never from a `jku` or any other address the token
// names. Fetched sets are kept briefly in the isolate's memory.
import { isLoopbackHttp, usableJwks, type CdsJwk, type CdsJwkSet } from '../../core/schemas/cds-clients';
import type { CdsClientRecord } from '../db/queries/cds-clients';
import { allowsLocalEhrHttp } from './local-http';

/** A fetched set is used this long before it is fetched again. */
export const JWKS_CACHE_MS = 5 * 60_000;
/** A kid the cached set lacks (the EHR rotated its keys) fetches again, at most this often per client. */
export const JWKS_REFRESH_MIN_MS = 30_000;
/** The EHR's key server must answer within this, or the request is refused. */
export const JWKS_FETCH_TIMEOUT_MS = 3_000;
const MAX_JWKS_BYTES = 64 * 1024;

interface Cached {
  /** The fetch under way or done; null when it failed (retried after JWKS_REFRESH_MIN_MS). */
  keys: Promise<CdsJwkSet | null>;
  fetchedAt: number;
}
const cache = new Map<string, Cached>();

async function fetchJwks(env: Env, url: string): Promise<CdsJwkSet | null> {
  const parsed = new URL(url);
  // Registration checked this; a local switch turned off since must still hold.
  if (parsed.protocol !== 'https:' && !(isLoopbackHttp(parsed) && allowsLocalEhrHttp(env))) return null;
  try {
    // No redirects: only the registered address is ever contacted.
    const res = await fetch(url, { headers: { Accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(JWKS_FETCH_TIMEOUT_MS) });
    if (res.status !== 200) {
      await res.body?.cancel();
      return null;
    }
    const text = await res.text();
    if (text.length > MAX_JWKS_BYTES) return null;
    const keys = usableJwks(JSON.parse(text));
    return keys.ok ? keys.jwks : null;
  } catch {
    return null;
  }
}

/**
 * The client's key with this kid, or null (a CDS client, or a SMART app: `id` keeps their caches apart). A URL-registered client's set comes from the cache
 * while fresh; an unknown kid refetches a set older than JWKS_REFRESH_MIN_MS (key rotation).
 */
export async function clientKey(env: Env, client: Pick<CdsClientRecord, 'jwks' | 'jwksUrl'> & { id: number | string }, kid: string, now = Date.now()): Promise<CdsJwk | null> {
  const find = (set: CdsJwkSet | null) => set?.keys.find((k) => k.kid === kid) ?? null;
  if (client.jwks) return find(client.jwks);
  if (!client.jwksUrl) return null;
  const cacheKey = `${client.id} ${client.jwksUrl}`;
  let entry = cache.get(cacheKey);
  if (!entry || now - entry.fetchedAt > JWKS_CACHE_MS) entry = refetch(env, cacheKey, client.jwksUrl, now);
  const key = find(await entry.keys);
  if (key || now - entry.fetchedAt < JWKS_REFRESH_MIN_MS) return key;
  return find(await refetch(env, cacheKey, client.jwksUrl, now).keys);
}

function refetch(env: Env, cacheKey: string, url: string, now: number): Cached {
  const entry = { keys: fetchJwks(env, url), fetchedAt: now };
  cache.set(cacheKey, entry);
  return entry;
}
