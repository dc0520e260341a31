// RFC 8291 (Message Encryption for Web Push) with the aes128gcm content coding of RFC 8188:
// ECDH P-256 between a one-time sender key and the subscription's key, HKDF (here as its HMAC
// steps, named as in RFC 8291 §3.4), one AES-128-GCM record. Also the receiving side, which only
// the stand-in push service of the tests and the RFC's worked example need.
import { concatBytes, fromBase64Url } from './base64url';
import { generateRawKeyPair, importPrivateKey, importPublicKey, type RawKeyPair } from './p256';

/** The record size we declare; one record holds any payload we send (RFC 8291 §4 wants ≥ 3993 bytes of room). */
export const RECORD_SIZE = 4096;
const TAG_BYTES = 16;
/** Largest plaintext in one record: record size minus the tag and the 0x02 delimiter. */
export const MAX_PLAINTEXT_BYTES = RECORD_SIZE - TAG_BYTES - 1;

const text = (s: string) => new TextEncoder().encode(s);

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, data));
}

async function ecdh(privateKey: CryptoKey, publicKey: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const peer = await importPublicKey(publicKey, 'ECDH');
  // Passed as a variable: Workers' types spell the member `$public`, the runtime and DOM read `public`.
  const params = { name: 'ECDH', public: peer };
  return new Uint8Array(await crypto.subtle.deriveBits(params, privateKey, 256));
}

/** RFC 8291 §3.3–3.4 and RFC 8188 §2.2–2.3: the content-encryption key and nonce. */
export async function deriveKeys(input: { ecdhSecret: Uint8Array<ArrayBuffer>; authSecret: Uint8Array<ArrayBuffer>; uaPublic: Uint8Array; asPublic: Uint8Array; salt: Uint8Array<ArrayBuffer> }) {
  const prkKey = await hmac(input.authSecret, input.ecdhSecret);
  const keyInfo = concatBytes(text('WebPush: info\0'), input.uaPublic, input.asPublic);
  const ikm = await hmac(prkKey, concatBytes(keyInfo, new Uint8Array([1])));
  const prk = await hmac(input.salt, ikm);
  const cek = (await hmac(prk, concatBytes(text('Content-Encoding: aes128gcm\0'), new Uint8Array([1])))).slice(0, 16);
  const nonce = (await hmac(prk, concatBytes(text('Content-Encoding: nonce\0'), new Uint8Array([1])))).slice(0, 12);
  return { prkKey, ikm, prk, cek, nonce };
}

export interface SubscriptionKeys {
  /** The subscription's `keys.p256dh`: 65-byte uncompressed point, base64url. */
  p256dh: string;
  /** The subscription's `keys.auth`: 16 bytes, base64url. */
  auth: string;
}

/**
 * Encrypts a payload for one subscription; the result is the whole request body (header block and
 * one record). `salt` and `senderKeys` are random unless given (the RFC's example gives them).
 */
export async function encryptPayload(
  plaintext: Uint8Array,
  keys: SubscriptionKeys,
  fixed: { salt?: Uint8Array<ArrayBuffer>; senderKeys?: RawKeyPair } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  if (plaintext.length > MAX_PLAINTEXT_BYTES) throw new Error('Push payload too large for one record');
  const uaPublic = fromBase64Url(keys.p256dh);
  const authSecret = fromBase64Url(keys.auth);
  if (uaPublic.length !== 65 || authSecret.length !== 16) throw new Error('Invalid subscription keys');
  const salt = fixed.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const sender = fixed.senderKeys ?? (await generateRawKeyPair());
  const asPublic = fromBase64Url(sender.publicKey);
  const ecdhSecret = await ecdh(await importPrivateKey(sender, 'ECDH'), uaPublic);
  const { cek, nonce } = await deriveKeys({ ecdhSecret, authSecret, uaPublic, asPublic, salt });
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  // One record, so it is the last: the plaintext is followed by the 0x02 delimiter and no padding.
  const record = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, concatBytes(plaintext, new Uint8Array([2]))));
  const header = new Uint8Array(16 + 4 + 1 + 65);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = 65;
  header.set(asPublic, 21);
  return concatBytes(header, record);
}

/** The receiving side (a user agent): decrypts an aes128gcm body with the subscription's private key. */
export async function decryptPayload(body: Uint8Array, receiver: RawKeyPair, auth: string): Promise<Uint8Array> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const asPublic = body.slice(21, 21 + idLength);
  const record = body.slice(21 + idLength);
  const uaPublic = fromBase64Url(receiver.publicKey);
  const ecdhSecret = await ecdh(await importPrivateKey(receiver, 'ECDH'), asPublic);
  const { cek, nonce } = await deriveKeys({ ecdhSecret, authSecret: fromBase64Url(auth), uaPublic, asPublic, salt });
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record));
  // Strip padding zeros and the final-record delimiter (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Not a final aes128gcm record');
  return padded.slice(0, end);
}
