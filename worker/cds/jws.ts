// The compact JWS of a CDS Hooks request (RFC 7515), read and verified with WebCrypto: ES384
// (ECDSA P-384, signature r || s, the form WebCrypto takes) and RS384 (RSASSA-PKCS1-v1_5 with
// SHA-384), nothing else (decision 0022: no library for two algorithms). An EHR's SMART ID token
// may also be RS256 (worker/smart-app/id-token.ts).
import type { CdsJwk, CdsJwtAlg } from '../../core/schemas/cds-clients';
import { CDS_JWT_ALGS } from '../../core/schemas/cds-clients';
import { fromBase64Url } from '../../core/web-push/base64url';

/** A token longer than this is not a CDS client's (they are a few hundred bytes). */
const MAX_TOKEN_LENGTH = 16_384;
const B64URL = /^[A-Za-z0-9_-]*$/;

export interface JwsParts {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signingInput: string;
  signature: Uint8Array<ArrayBuffer>;
}

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(fromBase64Url(part)));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The header, payload and signature of a compact JWS, or null when it is not one. */
export function parseJws(token: string): JwsParts | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => B64URL.test(p))) return null;
  const [head, body, sig] = parts as [string, string, string];
  const header = jsonObject(head);
  const payload = jsonObject(body);
  if (!header || !payload) return null;
  return { header, payload, signingInput: `${head}.${body}`, signature: fromBase64Url(sig) };
}

/** What a signature may be made with: the CDS algorithms, and RS256 for an EHR's ID token (SMART's usual one). */
export type JwsAlg = CdsJwtAlg | 'RS256';

export function isCdsAlg(alg: unknown): alg is CdsJwtAlg {
  return typeof alg === 'string' && (CDS_JWT_ALGS as readonly string[]).includes(alg);
}

/** Whether a key may verify `alg`: the key type must fit, and a key that names its algorithm must name this one. */
export function keyFits(alg: JwsAlg, key: CdsJwk): boolean {
  return (alg === 'ES384' ? key.kty === 'EC' : key.kty === 'RSA') && (key.alg === undefined || key.alg === alg);
}

/** Verifies the signature over `signingInput` with the public key; false for a wrong signature or an unusable key. */
export async function verifySignature(alg: JwsAlg, key: CdsJwk, signingInput: string, signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  if (!keyFits(alg, key)) return false;
  const data = new TextEncoder().encode(signingInput);
  try {
    if (key.kty === 'EC') {
      // ES384's signature is r || s, 48 bytes each (RFC 7518 §3.4).
      if (signature.length !== 96) return false;
      const publicKey = await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-384', x: key.x, y: key.y }, { name: 'ECDSA', namedCurve: 'P-384' }, false, ['verify']);
      return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-384' }, publicKey, signature, data);
    }
    const publicKey = await crypto.subtle.importKey('jwk', { kty: 'RSA', n: key.n, e: key.e }, { name: 'RSASSA-PKCS1-v1_5', hash: alg === 'RS256' ? 'SHA-256' : 'SHA-384' }, false, ['verify']);
    return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', publicKey, signature, data);
  } catch {
    // A point not on the curve, a malformed modulus: no key, no trust.
    return false;
  }
}
