// Local settings in `.dev.vars` (git-ignored; wrangler dev reads it): a VAPID key pair made at the
// first start, so Web Push works locally without a secret store, and the switch that lets a
// stand-in push service on 127.0.0.1 receive pushes, and the one that lets an EHR's stand-ins there be registered. Existing lines (AI settings…) are kept.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** A P-256 pair in Web Push's raw base64url form (as core/web-push/p256.ts makes; scripts run without a bundler). */
export async function generateVapidPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
  const { d } = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  return { publicKey, privateKey: d! };
}

export async function ensureLocalPushSettings(path = '.dev.vars'): Promise<void> {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const has = (name: string) => new RegExp(`^${name}=`, 'm').test(text);
  const lines: string[] = [];
  if (!has('VAPID_PUBLIC_KEY') || !has('VAPID_PRIVATE_KEY')) {
    const pair = await generateVapidPair();
    lines.push('# Web Push keys for this machine only (production: wrangler secret put VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY)');
    lines.push(`VAPID_PUBLIC_KEY=${pair.publicKey}`, `VAPID_PRIVATE_KEY=${pair.privateKey}`);
  }
  if (!has('VAPID_SUBJECT')) lines.push('VAPID_SUBJECT=mailto:admin@medassist.invalid');
  if (!has('PUSH_ALLOW_LOCAL_HTTP')) lines.push('PUSH_ALLOW_LOCAL_HTTP=on');
  // An EHR's stand-in FHIR server and JWKS on this machine (CDS Hooks, worker/cds/); never in production.
  if (!has('EHR_ALLOW_LOCAL_HTTP')) lines.push('EHR_ALLOW_LOCAL_HTTP=on');
  if (lines.length === 0) return;
  writeFileSync(path, `${text}${text && !text.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`);
}
