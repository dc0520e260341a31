import { vi } from 'vitest';
import { toBase64Url } from '../../core/web-push/base64url';
import type { TestClient } from './helpers';

// An EHR as the CDS Hooks service sees it: its key pairs, the tokens it signs, its registration,
// and a stand-in for the address it publishes its keys at.

export interface EhrKey {
  kid: string;
  alg: 'ES384' | 'RS384';
  privateKey: CryptoKey;
  /** The public JWK (with kid), as the EHR publishes it. */
  publicJwk: JsonWebKey & { kid: string };
}

/** A fresh signing key pair of the EHR. */
export async function ehrKey(alg: 'ES384' | 'RS384', kid = `${alg.toLowerCase()}-${crypto.randomUUID()}`): Promise<EhrKey> {
  const algorithm = alg === 'ES384'
    ? { name: 'ECDSA', namedCurve: 'P-384' }
    : { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-384' };
  const pair = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  const { kty, crv, x, y, n, e } = jwk;
  const publicJwk = Object.fromEntries(Object.entries({ kty, crv, x, y, n, e, kid, use: 'sig', alg }).filter(([, v]) => v !== undefined)) as unknown as JsonWebKey & { kid: string };
  return { kid, alg, privateKey: pair.privateKey, publicJwk };
}

const part = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** A compact JWS over `claims`, signed with `key` (header fields may be changed or removed with undefined). */
export async function signCdsToken(key: EhrKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  const head = Object.fromEntries(Object.entries({ alg: key.alg, typ: 'JWT', kid: key.kid, ...header }).filter(([, v]) => v !== undefined));
  const input = `${part(head)}.${part(claims)}`;
  const algorithm = key.alg === 'ES384' ? { name: 'ECDSA', hash: 'SHA-384' } : { name: 'RSASSA-PKCS1-v1_5' };
  const signature = new Uint8Array(await crypto.subtle.sign(algorithm, key.privateKey, new TextEncoder().encode(input)));
  return `${input}.${toBase64Url(signature)}`;
}

/** The claims of a good token for `aud`, valid for a minute from now. */
export function cdsClaims(iss: string, sub: string | undefined, aud: string | string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { iss, ...(sub === undefined ? {} : { sub }), aud, iat: now, exp: now + 60, jti: crypto.randomUUID(), ...overrides };
}

/** Registers an EHR for the owner's clinic; returns the status and answer. */
export async function registerCdsClient(owner: TestClient, body: Record<string, unknown>) {
  const res = await owner.post('/api/clinic/cds-clients', body);
  return { status: res.status, body: (await res.json()) as { id: number; clientId: string; message?: string; fieldErrors?: Record<string, string[]> } };
}

/**
 * A stand-in key server at http://127.0.0.1:<port>: the Worker's outbound fetch to that origin
 * lands here. `serve` publishes a JWK Set at a path; every request is recorded.
 */
export function startJwksServer(port = 20_000 + Math.floor(Math.random() * 40_000)) {
  const origin = `http://127.0.0.1:${port}`;
  const sets = new Map<string, unknown>();
  const requested: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${origin}/`)) return realFetch(input, init);
    requested.push(request.url);
    const set = sets.get(request.url);
    return set === undefined ? new Response('not found', { status: 404 }) : Response.json(set);
  });
  return {
    origin,
    requested,
    serve(path: string, keys: EhrKey[]) {
      const url = `${origin}${path}`;
      sets.set(url, { keys: keys.map((k) => k.publicJwk) });
      return url;
    },
    stop() {
      spy.mockRestore();
    },
  };
}
