// PBKDF2-SHA256 through WebCrypto. Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64)
// so the work factor can be raised later without invalidating existing hashes.

/** Production Workers refuse PBKDF2 above this; local workerd does not, so we clamp ourselves. */
export const PBKDF2_MAX_ITERATIONS = 100_000;
const KEY_BITS = 256;
const SALT_BYTES = 16;

/** The iteration count we hash with: the requested one, never above the runtime's maximum. */
export function clampIterations(requested: number): number {
  return Math.max(1, Math.min(Math.floor(requested), PBKDF2_MAX_ITERATIONS));
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const secret = new TextEncoder().encode(password) as Uint8Array<ArrayBuffer>;
  const key = await crypto.subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: clampIterations(iterations) },
    key,
    KEY_BITS,
  );
  return new Uint8Array(bits);
}

/** Hashes a password with a fresh random salt at the maximum allowed iterations. */
export async function hashPassword(password: string, iterations = PBKDF2_MAX_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2-sha256$${clampIterations(iterations)}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Constant-time comparison of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterText, saltText, hashText] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !iterText || !saltText || !hashText) return false;
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), Number(iterText));
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return diff === 0;
}

/**
 * A hash of nothing anyone knows: verifying against it for an unknown user costs the same as
 * for a real one, so timing does not reveal which usernames exist.
 */
export const DUMMY_PASSWORD_HASH =
  'pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
