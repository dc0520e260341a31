import { toBase64Url } from '../../core/web-push/base64url';
import { randomToken } from '../crypto/random-token';

// PKCE (RFC 7636) with S256, the only method SMART 2.x allows.

/** A new code verifier: 32 random bytes as 43 base64url characters (RFC 7636 §4.1 asks 43–128). */
export const newCodeVerifier = () => randomToken(32);

/** BASE64URL(SHA-256(verifier)), the `code_challenge` for S256. */
export async function codeChallenge(verifier: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}
