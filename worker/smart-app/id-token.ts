import type { CdsJwk } from '../../core/schemas/cds-clients';
import { parseJws, verifySignature, type JwsAlg } from '../cds/jws';
import { EHR_TIMEOUT_MS, reachableUrl } from './configuration';

// The EHR's OpenID Connect ID token from a SMART launch (SMART App Launch 2.2 "Scopes for requesting
// identity data", OpenID Connect Core §3.1.3.7): its signature checked with WebCrypto against the
// EHR's keys at the configuration's `jwks_uri` (never an address the token names), RS256 or ES384,
// and its `iss`, `aud` and `exp`. Only a verified `fhirUser` may be linked to a MedAssist user.

const ID_TOKEN_ALGS: readonly JwsAlg[] = ['RS256', 'ES384'];
/** The EHR's clock may run this far behind ours. */
const CLOCK_SKEW_SECONDS = 60;
const MAX_JWKS_BYTES = 64 * 1024;

/** Who the EHR says signed in there: `fhirUser` (a FHIR resource URL, e.g. Practitioner/123) and `sub`. */
export interface IdTokenClaims {
  fhirUser: string | null;
  sub: string;
}

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** The public key of the set for this `kid` and algorithm, in the shape verifySignature takes; null when there is none. */
function keyFor(set: unknown, alg: JwsAlg, kid: string | undefined): CdsJwk | null {
  const keys = (set as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) return null;
  const fitting = keys.filter((k): k is Record<string, unknown> => {
    if (typeof k !== 'object' || k === null) return false;
    const key = k as Record<string, unknown>;
    if ((kid !== undefined && key.kid !== kid) || (key.alg !== undefined && key.alg !== alg) || (key.use !== undefined && key.use !== 'sig')) return false;
    return alg === 'ES384' ? key.kty === 'EC' && key.crv === 'P-384' && text(key.x, 100) && text(key.y, 100) : key.kty === 'RSA' && text(key.n, 1400) && text(key.e, 8);
  });
  // Without a kid the set must hold exactly one key that fits, or the token does not say which.
  if (fitting.length !== 1) return null;
  const k = fitting[0]!;
  return alg === 'ES384'
    ? { kty: 'EC', crv: 'P-384', kid: String(k.kid ?? ''), x: k.x as string, y: k.y as string }
    : { kty: 'RSA', kid: String(k.kid ?? ''), n: k.n as string, e: k.e as string };
}

async function fetchJwks(jwksUri: string, fetcher: typeof fetch): Promise<unknown> {
  try {
    const res = await fetcher(jwksUri, { headers: { Accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(EHR_TIMEOUT_MS) });
    const body = await res.text();
    return res.status === 200 && body.length <= MAX_JWKS_BYTES ? (JSON.parse(body) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies the ID token the EHR's token endpoint answered: signature by a key of `jwksUri`, `iss` the
 * EHR's issuer, `aud` MedAssist's client id, not expired. Answers its claims, or what is wrong.
 */
export async function verifyIdToken(
  idToken: string,
  expected: { jwksUri: string; issuer: string; clientId: string; allowLocalHttp: boolean },
  nowMs = Date.now(),
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; claims: IdTokenClaims } | { ok: false; problem: string }> {
  const jws = parseJws(idToken);
  if (!jws) return { ok: false, problem: 'the ID token is not a signed JWT' };
  const { header, payload } = jws;
  const alg = ID_TOKEN_ALGS.find((a) => a === header.alg);
  if (!alg) return { ok: false, problem: 'the ID token is not signed with RS256 or ES384' };
  if (header.crit !== undefined) return { ok: false, problem: 'the ID token has a crit header' };
  const { iss, aud, exp, sub, fhirUser } = payload;
  if (iss !== expected.issuer) return { ok: false, problem: 'the ID token is from another issuer' };
  if (!(Array.isArray(aud) ? aud : [aud]).includes(expected.clientId)) return { ok: false, problem: 'the ID token is not for MedAssist’s client id' };
  if (typeof exp !== 'number' || exp + CLOCK_SKEW_SECONDS <= nowMs / 1000) return { ok: false, problem: 'the ID token has expired' };
  if (!text(sub, 255)) return { ok: false, problem: 'the ID token names no subject' };
  const jwksUri = reachableUrl(expected.jwksUri, expected.allowLocalHttp);
  if (!jwksUri) return { ok: false, problem: 'the EHR’s jwks_uri is not usable' };
  const key = keyFor(await fetchJwks(jwksUri, fetcher), alg, text(header.kid, 200) ? header.kid : undefined);
  if (!key) return { ok: false, problem: 'no key of the EHR’s JWK Set fits the ID token' };
  if (!(await verifySignature(alg, key, jws.signingInput, jws.signature))) return { ok: false, problem: 'the ID token’s signature is not valid' };
  return { ok: true, claims: { sub, fhirUser: text(fhirUser, 300) ? fhirUser : null } };
}
