import { fromBase64Url, toBase64Url } from '../../core/web-push/base64url';

// AES-GCM under a key derived (HKDF-SHA-256) from a secret the database never holds — a session
// cookie's id — so what D1 keeps can be read only by a request that carries that secret
// (decision 0023: the EHR's tokens end with the MedAssist session).

async function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(purpose) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** `plain` sealed for `secret` and `purpose`: "<iv>.<ciphertext>", both base64url. */
export async function seal(secret: string, purpose: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(secret, purpose), new TextEncoder().encode(plain));
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** The text sealed with the same secret and purpose, or null (another secret, another purpose, or tampered). */
export async function unseal(secret: string, purpose: string, sealed: string): Promise<string | null> {
  const [iv, body] = sealed.split('.');
  if (!iv || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(iv) }, await keyFor(secret, purpose), fromBase64Url(body));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
