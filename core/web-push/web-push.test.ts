import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import { decryptPayload, deriveKeys, encryptPayload } from './encryption';
import { generateRawKeyPair, importPrivateKey, importPublicKey } from './p256';
import { vapidAuthorization, verifyVapidAuthorization, VAPID_TOKEN_SECONDS } from './vapid';

// RFC 8291 §5 / Appendix A, "Push Message Encryption Example" (https://www.rfc-editor.org/rfc/rfc8291#section-5).
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  ecdhSecret: 'kyrL1jIIOHEzg3sM2ZWRHDRB62YACZhhSlknJ672kSs',
  cek: 'oIhVW04MRdy2XN9CiKLxTg',
  nonce: '4h_95klXJ5E_qnoN',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const encode = (s: string) => new TextEncoder().encode(s);
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

describe('RFC 8291 aes128gcm encryption', () => {
  it('derives the published CEK and nonce from the published secret', async () => {
    const keys = await deriveKeys({
      ecdhSecret: fromBase64Url(RFC.ecdhSecret),
      authSecret: fromBase64Url(RFC.auth),
      uaPublic: fromBase64Url(RFC.uaPublic),
      asPublic: fromBase64Url(RFC.asPublic),
      salt: fromBase64Url(RFC.salt),
    });
    expect(toBase64Url(keys.cek)).toBe(RFC.cek);
    expect(toBase64Url(keys.nonce)).toBe(RFC.nonce);
  });

  it('encrypts the worked example to the published body with the published inputs', async () => {
    const body = await encryptPayload(encode(RFC.plaintext), { p256dh: RFC.uaPublic, auth: RFC.auth }, {
      salt: fromBase64Url(RFC.salt),
      senderKeys: { publicKey: RFC.asPublic, privateKey: RFC.asPrivate },
    });
    expect(toBase64Url(body)).toBe(RFC.body);
  });

  it('decrypts the published body with the user agent key', async () => {
    const plain = await decryptPayload(fromBase64Url(RFC.body), { publicKey: RFC.uaPublic, privateKey: RFC.uaPrivate }, RFC.auth);
    expect(decode(plain)).toBe(RFC.plaintext);
  });

  it('round-trips with a fresh subscription key and random salt and sender key', async () => {
    const subscription = await generateRawKeyPair();
    const auth = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    const message = JSON.stringify({ title: 'Critical result waiting — open MedAssist', url: '/labs' });
    const a = await encryptPayload(encode(message), { p256dh: subscription.publicKey, auth });
    const b = await encryptPayload(encode(message), { p256dh: subscription.publicKey, auth });
    expect(toBase64Url(a)).not.toBe(toBase64Url(b));
    expect(decode(await decryptPayload(a, subscription, auth))).toBe(message);
    const wrongAuth = toBase64Url(new Uint8Array(16));
    await expect(decryptPayload(a, subscription, wrongAuth)).rejects.toThrow();
  });

  it('refuses malformed subscription keys', async () => {
    await expect(encryptPayload(encode('x'), { p256dh: RFC.auth, auth: RFC.auth })).rejects.toThrow('Invalid subscription keys');
  });
});

describe('RFC 8292 VAPID', () => {
  it('signs an ES256 JWT for the push service origin that verifies against the public key', async () => {
    const vapid = await generateRawKeyPair();
    const now = 1_800_000_000;
    const header = await vapidAuthorization('https://push.example.net/send/abc?x=1', vapid, 'mailto:ops@medassist.example', now);
    expect(header).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const verified = await verifyVapidAuthorization(header);
    expect(verified).toEqual({ publicKey: vapid.publicKey, claims: { aud: 'https://push.example.net', exp: now + VAPID_TOKEN_SECONDS, sub: 'mailto:ops@medassist.example' } });
    // The signature really is checked: another key's header with this payload fails.
    const other = await generateRawKeyPair();
    expect(await verifyVapidAuthorization(header.replace(vapid.publicKey, other.publicKey))).toBeNull();
    // The signature is WebCrypto's raw r||s, which a plain ECDSA verify with the public key accepts.
    const [signingInput, signature] = [header.slice(8, header.lastIndexOf('.')), header.slice(header.lastIndexOf('.') + 1, header.indexOf(','))];
    const key = await importPublicKey(fromBase64Url(vapid.publicKey), 'ECDSA');
    expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64Url(signature), encode(signingInput))).toBe(true);
    await expect(importPrivateKey(vapid, 'ECDSA')).resolves.toBeDefined();
  });
});
