import { ApiException } from '../errors';

/** The Worker secret the audit trail is keyed with (docs/security.md, "What a production deployment must configure"). */
export type AuditKeyEnv = { AUDIT_HMAC_KEY?: string };

/** An HMAC-SHA-256 key only this Worker holds: with it, and only with it, audit rows can be signed and chained. */
export type AuditKey = CryptoKey & { readonly __audit: unique symbol };

export const AUDIT_KEY_MISSING =
  'The server is not configured: the audit key AUDIT_HMAC_KEY is missing. An administrator must set it (wrangler secret put AUDIT_HMAC_KEY); nothing that needs an audit row can be done until then.';

// At least 128 bits of secret; the generated ones (scripts/start.ts, `openssl rand -hex 32`) have 256.
const MIN_KEY_CHARS = 32;

const imported = new Map<string, Promise<AuditKey>>();

/**
 * The audit key from the environment. A Worker without it refuses (500 with a message saying what
 * to set) rather than writing rows anyone with database access could forge.
 */
export async function auditKey(env: AuditKeyEnv): Promise<AuditKey> {
  const secret = env.AUDIT_HMAC_KEY?.trim();
  if (!secret || secret.length < MIN_KEY_CHARS) {
    console.error(JSON.stringify({ level: 'error', error: 'audit-key-missing' }));
    throw new ApiException(500, AUDIT_KEY_MISSING);
  }
  let key = imported.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) as Promise<AuditKey>;
    imported.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256 of `text` under the audit key, as hex. */
export async function hmacHex(key: AuditKey, text: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
