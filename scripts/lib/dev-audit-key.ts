// The audit trail is keyed with the Worker secret AUDIT_HMAC_KEY (worker/audit/key.ts). Locally
// wrangler reads secrets from `.dev.vars` (git-ignored): the first start writes a random key
// there, once, so a checkout keeps verifying its own trail across restarts and no key is committed.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

const DEV_VARS = '.dev.vars';

/** A fresh random key (256 bits, hex). */
export function newAuditKey(): string {
  return randomBytes(32).toString('hex');
}

/** Adds AUDIT_HMAC_KEY to `.dev.vars` unless it is already there; true when it wrote one. */
export function ensureDevAuditKey(path = DEV_VARS): boolean {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (/^\s*AUDIT_HMAC_KEY\s*=/m.test(current)) return false;
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  appendFileSync(path, `${separator}# Generated at first start (scripts/lib/dev-audit-key.ts); keys the local audit trail. Never commit.\nAUDIT_HMAC_KEY=${newAuditKey()}\n`, { mode: 0o600 });
  return true;
}

/** `wrangler dev` flags giving a throwaway server (tests, benchmarks) its own key. */
export function auditKeyVarFlags(): string[] {
  return ['--var', `AUDIT_HMAC_KEY:${newAuditKey()}`];
}
