// id_tokens are signed with the Worker secret ID_TOKEN_SIGNING_KEY (worker/oauth/id-token-key.ts), an
// RSA private key in PKCS#8. Locally, as the audit key (dev-audit-key.ts): the first start writes a
// fresh one to `.dev.vars` (git-ignored), throwaway servers and the tests get their own; none is committed.
import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

const DEV_VARS = '.dev.vars';

/** A fresh 2048-bit RSA private key: the base64 of its PKCS#8 DER (one line; the Worker takes PEM too). */
export function newIdTokenKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
}

/** Adds ID_TOKEN_SIGNING_KEY to `.dev.vars` unless it is already there; true when it wrote one. */
export function ensureDevIdTokenKey(path = DEV_VARS): boolean {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (/^\s*ID_TOKEN_SIGNING_KEY\s*=/m.test(current)) return false;
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  appendFileSync(path, `${separator}# Generated at first start (scripts/lib/dev-id-token-key.ts); signs local id_tokens. Never commit.\nID_TOKEN_SIGNING_KEY=${newIdTokenKey()}\n`, { mode: 0o600 });
  return true;
}

/** `wrangler dev` flags giving a throwaway server (tests, benchmarks) its own key. */
export function idTokenKeyVarFlags(): string[] {
  return ['--var', `ID_TOKEN_SIGNING_KEY:${newIdTokenKey()}`];
}
