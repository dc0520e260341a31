import { toBase64Url, fromBase64Url } from '../../core/web-push/base64url';
import { ApiException } from '../errors';

// The key MedAssist signs its OpenID Connect id_tokens with (decision 0027): RS256, what SMART App
// Launch 2.2 requires every server to support ("Signed ID Token: … RSA SHA-256"). The private key is
// the Worker secret ID_TOKEN_SIGNING_KEY (PKCS#8, PEM or its base64 body); its `kid` is its RFC 7638
// thumbprint, so nothing else must be configured. During a rotation ID_TOKEN_PREVIOUS_JWKS holds the
// JWK Set published before it (docs/operations.md "Rotating the id_token key"): its public keys are
// published beside the new one until the tokens they signed have expired.

export type IdTokenKeyEnv = { ID_TOKEN_SIGNING_KEY?: string; ID_TOKEN_PREVIOUS_JWKS?: string };

/** An RSA public key as /.well-known/jwks.json publishes it: only public members. */
export interface PublicRsaJwk {
  kty: 'RSA';
  kid: string;
  use: 'sig';
  alg: 'RS256';
  n: string;
  e: string;
}

export interface IdTokenKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: PublicRsaJwk;
}

export const ID_TOKEN_ALG = 'RS256';
const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
/** 2048-bit moduli at least (NIST SP 800-57: 112-bit security). */
const MIN_MODULUS_BYTES = 256;

export const ID_TOKEN_KEY_MISSING =
  'The server is not configured: the id_token signing key ID_TOKEN_SIGNING_KEY is missing. An administrator must set it (openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 | wrangler secret put ID_TOKEN_SIGNING_KEY); no openid sign-in can be answered until then.';
export const ID_TOKEN_KEY_UNUSABLE =
  'The server is not configured: ID_TOKEN_SIGNING_KEY is not an RSA private key of at least 2048 bits in PKCS#8 (-----BEGIN PRIVATE KEY-----). An administrator must replace it (docs/operations.md).';
export const PREVIOUS_JWKS_UNUSABLE =
  'The server is not configured: ID_TOKEN_PREVIOUS_JWKS is not the JWK Set /.well-known/jwks.json published (RSA public keys with a kid). An administrator must replace or delete it (docs/operations.md).';

function misconfigured(error: string, message: string): never {
  console.error(JSON.stringify({ level: 'error', error }));
  throw new ApiException(500, message);
}

/** The DER bytes of a PKCS#8 key given as PEM or as its bare base64 body; null when it is not one (PKCS#1 "RSA PRIVATE KEY" included: WebCrypto cannot import it). */
function pkcs8Bytes(secret: string): Uint8Array<ArrayBuffer> | null {
  const text = secret.trim();
  if (/-----BEGIN (?!PRIVATE KEY-----)/.test(text)) return null;
  const body = text.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  try {
    return fromBase64Url(body.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
  } catch {
    return null;
  }
}

/** RFC 7638 thumbprint of an RSA public key: SHA-256 of its required members in lexicographic order. */
export async function rsaThumbprint(n: string, e: string): Promise<string> {
  const canonical = JSON.stringify({ e, kty: 'RSA', n });
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))));
}

async function importKey(secret: string): Promise<IdTokenKey> {
  const der = pkcs8Bytes(secret);
  if (!der) misconfigured('id-token-key-unusable', ID_TOKEN_KEY_UNUSABLE);
  let privateKey: CryptoKey;
  let jwk: JsonWebKey;
  try {
    // Imported twice: once to read its public half (n, e), once for signing only, never exportable.
    jwk = (await crypto.subtle.exportKey('jwk', await crypto.subtle.importKey('pkcs8', der, RSA, true, ['sign']))) as JsonWebKey;
    privateKey = await crypto.subtle.importKey('pkcs8', der, RSA, false, ['sign']);
  } catch {
    misconfigured('id-token-key-unusable', ID_TOKEN_KEY_UNUSABLE);
  }
  if (!jwk.n || !jwk.e || fromBase64Url(jwk.n).length < MIN_MODULUS_BYTES) misconfigured('id-token-key-unusable', ID_TOKEN_KEY_UNUSABLE);
  const kid = await rsaThumbprint(jwk.n, jwk.e);
  return { kid, privateKey, publicJwk: { kty: 'RSA', kid, use: 'sig', alg: ID_TOKEN_ALG, n: jwk.n, e: jwk.e } };
}

const imported = new Map<string, Promise<IdTokenKey>>();

/** The signing key from the environment (500 saying what to set when it is missing or unusable); imported once per isolate. */
export async function idTokenKey(env: IdTokenKeyEnv): Promise<IdTokenKey> {
  const secret = env.ID_TOKEN_SIGNING_KEY?.trim();
  if (!secret) misconfigured('id-token-key-missing', ID_TOKEN_KEY_MISSING);
  let key = imported.get(secret);
  if (!key) {
    key = importKey(secret);
    // A failed import is not remembered: the next request reports it again.
    key.catch(() => imported.delete(secret));
    imported.set(secret, key);
  }
  return key;
}

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** The previous set's keys, public members only (a private member given by mistake is never published). */
function previousKeys(text: string | undefined): PublicRsaJwk[] {
  if (!text?.trim()) return [];
  let set: unknown;
  try {
    set = JSON.parse(text);
  } catch {
    misconfigured('id-token-previous-jwks-unusable', PREVIOUS_JWKS_UNUSABLE);
  }
  const keys = (set as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length > 10) misconfigured('id-token-previous-jwks-unusable', PREVIOUS_JWKS_UNUSABLE);
  return keys.map((k) => {
    const key = k as Record<string, unknown> | null;
    if (key?.kty !== 'RSA' || !isText(key.kid, 200) || !isText(key.n, 1400) || !isText(key.e, 8)) misconfigured('id-token-previous-jwks-unusable', PREVIOUS_JWKS_UNUSABLE);
    return { kty: 'RSA', kid: key.kid, use: 'sig', alg: ID_TOKEN_ALG, n: key.n, e: key.e };
  });
}

/** GET /.well-known/jwks.json: the signing key's public half first, then the previous set's other keys. */
export async function publishedJwks(env: IdTokenKeyEnv): Promise<{ keys: PublicRsaJwk[] }> {
  const current = await idTokenKey(env);
  const previous = previousKeys(env.ID_TOKEN_PREVIOUS_JWKS).filter((k) => k.kid !== current.kid);
  return { keys: [current.publicJwk, ...previous.filter((k, i) => previous.findIndex((o) => o.kid === k.kid) === i)] };
}
