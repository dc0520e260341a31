// RFC 8292 (VAPID): the application server signs a short-lived ES256 JWT naming the push service
// (`aud`) and a contact (`sub`), and sends it with its public key as `Authorization: vapid t=…, k=…`.
import { concatBytes, fromBase64Url, toBase64Url } from './base64url';
import { importPrivateKey, importPublicKey, type RawKeyPair } from './p256';

/** Push services refuse tokens valid for more than 24 hours (RFC 8292 §2); we ask for 12. */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

const json = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** The Authorization header for a push to `endpoint`, signed with the VAPID key pair. */
export async function vapidAuthorization(endpoint: string, keys: RawKeyPair, subject: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  const signingInput = `${json({ typ: 'JWT', alg: 'ES256' })}.${json({ aud: new URL(endpoint).origin, exp: nowSeconds + VAPID_TOKEN_SECONDS, sub: subject })}`;
  const key = await importPrivateKey(keys, 'ECDSA');
  // WebCrypto's ECDSA signature is r || s (64 bytes), the form JWS ES256 requires.
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(signingInput)));
  return `vapid t=${signingInput}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}

export interface VerifiedVapid {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
}

/** What a push service does with the header: checks the JWT's signature against `k`; null when it fails. */
export async function verifyVapidAuthorization(header: string): Promise<VerifiedVapid | null> {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), ?k=([\w-]+)$/.exec(header);
  if (!match) return null;
  const [, head, payload, signature, publicKey] = match as unknown as [string, string, string, string, string];
  const key = await importPublicKey(fromBase64Url(publicKey), 'ECDSA');
  const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64Url(signature), concatBytes(new TextEncoder().encode(`${head}.${payload}`)));
  if (!ok) return null;
  const decode = (part: string) => JSON.parse(new TextDecoder().decode(fromBase64Url(part))) as unknown;
  if ((decode(head) as { alg?: string }).alg !== 'ES256') return null;
  return { publicKey, claims: decode(payload) as VerifiedVapid['claims'] };
}
