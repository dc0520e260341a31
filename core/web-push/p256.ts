// P-256 keys as Web Push carries them: a 65-byte uncompressed point (0x04 || x || y) and a 32-byte
// private scalar, both base64url. WebCrypto imports a private key only as JWK or PKCS#8, so the
// raw scalar becomes a JWK together with its public point.
import { fromBase64Url, toBase64Url } from './base64url';

export interface RawKeyPair {
  /** 65-byte uncompressed public point, base64url. */
  publicKey: string;
  /** 32-byte private scalar, base64url. */
  privateKey: string;
}

function jwkOf(publicKey: Uint8Array, privateKey?: Uint8Array): JsonWebKey {
  if (publicKey.length !== 65 || publicKey[0] !== 4) throw new Error('P-256 public key must be a 65-byte uncompressed point');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: toBase64Url(publicKey.slice(1, 33)),
    y: toBase64Url(publicKey.slice(33, 65)),
    ...(privateKey ? { d: toBase64Url(privateKey) } : {}),
    ext: true,
  };
}

export function importPublicKey(publicKey: Uint8Array, algorithm: 'ECDH' | 'ECDSA'): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', jwkOf(publicKey), { name: algorithm, namedCurve: 'P-256' }, true, algorithm === 'ECDSA' ? ['verify'] : []);
}

export function importPrivateKey(pair: RawKeyPair, algorithm: 'ECDH' | 'ECDSA'): Promise<CryptoKey> {
  const jwk = jwkOf(fromBase64Url(pair.publicKey), fromBase64Url(pair.privateKey));
  return crypto.subtle.importKey('jwk', jwk, { name: algorithm, namedCurve: 'P-256' }, false, algorithm === 'ECDSA' ? ['sign'] : ['deriveBits']);
}

/** A fresh P-256 pair in Web Push's raw form (VAPID keys, the sender's ephemeral ECDH key). */
export async function generateRawKeyPair(): Promise<RawKeyPair> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const point = new Uint8Array(65);
  point[0] = 4;
  point.set(fromBase64Url(jwk.x!), 1);
  point.set(fromBase64Url(jwk.y!), 33);
  return { publicKey: toBase64Url(point), privateKey: jwk.d! };
}
