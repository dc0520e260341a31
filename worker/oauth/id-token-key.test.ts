import { describe, expect, it } from 'vitest';
import { fromBase64Url } from '../../core/web-push/base64url';
import { ApiException } from '../errors';
import { signIdToken } from './id-token';
import { ID_TOKEN_KEY_MISSING, ID_TOKEN_KEY_UNUSABLE, idTokenKey, PREVIOUS_JWKS_UNUSABLE, publishedJwks, rsaThumbprint } from './id-token-key';

// The id_token signing key (decision 0027): what a deployment must set, what is refused with a
// message saying what to do, and a rotation that keeps the previous key published.

async function rsaKey(bits = 2048): Promise<{ base64: string; pem: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const der = new Uint8Array((await crypto.subtle.exportKey('pkcs8', pair.privateKey)) as ArrayBuffer);
  const base64 = btoa(String.fromCharCode(...der));
  return { base64, pem: `-----BEGIN PRIVATE KEY-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n` };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiException);
  return { status: (err as ApiException).status, message: (err as ApiException).message };
}

async function verifies(token: string, jwk: { n: string; e: string }): Promise<boolean> {
  const [head, body, sig] = token.split('.') as [string, string, string];
  const key = await crypto.subtle.importKey('jwk', { kty: 'RSA', n: jwk.n, e: jwk.e }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
  return crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, fromBase64Url(sig), new TextEncoder().encode(`${head}.${body}`));
}

describe('the id_token signing key', () => {
  it('is refused, with what to set, when missing, PKCS#1, too short or not a key', async () => {
    expect(await refusal(idTokenKey({}))).toEqual({ status: 500, message: ID_TOKEN_KEY_MISSING });
    expect(await refusal(idTokenKey({ ID_TOKEN_SIGNING_KEY: '  ' }))).toEqual({ status: 500, message: ID_TOKEN_KEY_MISSING });
    const short = await rsaKey(1024);
    for (const bad of ['-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----', 'not a key', 'QUJD', short.base64]) {
      expect(await refusal(idTokenKey({ ID_TOKEN_SIGNING_KEY: bad })), bad.slice(0, 30)).toEqual({ status: 500, message: ID_TOKEN_KEY_UNUSABLE });
    }
  });

  it('is read from PEM or its base64 body alike; its kid is the RFC 7638 thumbprint', async () => {
    const { base64, pem } = await rsaKey();
    const fromPem = await idTokenKey({ ID_TOKEN_SIGNING_KEY: pem });
    const fromBase64 = await idTokenKey({ ID_TOKEN_SIGNING_KEY: base64 });
    expect(fromPem.kid).toBe(fromBase64.kid);
    expect(fromPem.kid).toBe(await rsaThumbprint(fromPem.publicJwk.n, fromPem.publicJwk.e));
    expect(fromPem.privateKey.extractable).toBe(false);
  });

  it('a rotation publishes the previous set beside the new key (public members only), so a token signed before it still verifies', async () => {
    const old = { ID_TOKEN_SIGNING_KEY: (await rsaKey()).base64 };
    const token = await signIdToken(old, { origin: 'https://medassist.test', clientId: 'msapp_x', userId: 7, scope: 'openid fhirUser', nonce: null });
    const oldSet = await publishedJwks(old);
    // What the operator captured with curl, a private member pasted by mistake included: never published.
    const captured = JSON.stringify({ keys: [{ ...oldSet.keys[0], d: 'private' }] });
    const rotated = { ID_TOKEN_SIGNING_KEY: (await rsaKey()).base64, ID_TOKEN_PREVIOUS_JWKS: captured };
    const { keys } = await publishedJwks(rotated);
    expect(keys.map((k) => k.kid)).toEqual([(await idTokenKey(rotated)).kid, oldSet.keys[0]!.kid]);
    expect(keys.every((k) => !('d' in k))).toBe(true);
    const kid = (JSON.parse(new TextDecoder().decode(fromBase64Url(token.split('.')[0]!))) as { kid: string }).kid;
    expect(await verifies(token, keys.find((k) => k.kid === kid)!)).toBe(true);
    // The previous set naming the current key lists it once.
    expect((await publishedJwks({ ...old, ID_TOKEN_PREVIOUS_JWKS: JSON.stringify(oldSet) })).keys).toHaveLength(1);
    for (const bad of ['{', '{"keys":{}}', '{"keys":[{"kty":"EC","kid":"a","x":"b","y":"c"}]}']) {
      expect(await refusal(publishedJwks({ ...old, ID_TOKEN_PREVIOUS_JWKS: bad })), bad).toEqual({ status: 500, message: PREVIOUS_JWKS_UNUSABLE });
    }
  });
});
