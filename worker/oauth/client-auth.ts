import type { Context } from 'hono';
import { clientKey } from '../cds/jwks';
import { isCdsAlg, parseJws, verifySignature } from '../cds/jws';
import { claimAssertionId, refreshTokenClientId } from '../db/queries/oauth-tokens';
import { findSmartAppByClientId, type SmartAppRecord } from '../db/queries/smart-apps';
import { findInAnyRegion } from '../db/request-db';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';

// Who calls /oauth/token and /oauth/revoke (decision 0025): a public app names itself with
// `client_id` (PKCE proves the rest; on a refresh, its refresh token may name it instead); a
// confidential app signs a client assertion (`private_key_jwt`, RFC 7523 §2.2, SMART App Launch 2.2 "Client Authentication: Asymmetric"):
// RS384 or ES384, iss = sub = its client_id, aud = the token endpoint, exp at most 5 minutes away,
// a jti never seen before. The checks are the CDS Hooks ones (worker/cds/jws.ts, jwks.ts).

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** SMART: "exp … no more than five minutes in the future". */
const ASSERTION_MAX_SECONDS = 5 * 60;
const CLOCK_SKEW_SECONDS = 60;

export interface AuthenticatedClient {
  app: SmartAppRecord;
  db: Db;
  /** Signed a valid client assertion (a confidential app always must). */
  confidential: boolean;
}

/** Why the client was refused: `invalid_client` on the wire (RFC 6749 §5.2); the reason is logged only. */
export class ClientRefused {
  constructor(readonly reason: string) {}
}

const isText = (v: unknown, max = 500): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A refresh without client_id: the app its refresh token was issued to (a confidential one is still refused below, having no assertion). */
async function refreshingClientId(c: Context<AppEnv>, form: Record<string, string>): Promise<string | undefined> {
  if (form.grant_type !== 'refresh_token' || !form.refresh_token) return undefined;
  return (await findInAnyRegion(c, (db) => refreshTokenClientId(db, form.refresh_token!)))?.value;
}

/** The app behind a token or revocation request, authenticated as its registration demands; `audiences`: what an assertion's aud may name. */
export async function authenticateClient(c: Context<AppEnv>, form: Record<string, string>, audiences: string[], nowMs = Date.now()): Promise<AuthenticatedClient | ClientRefused> {
  const assertion = form.client_assertion;
  if (assertion === undefined) {
    const clientId = form.client_id ?? (await refreshingClientId(c, form));
    const found = clientId ? await findInAnyRegion(c, (db) => findSmartAppByClientId(db, clientId)) : null;
    if (!found || found.value.disabled) return new ClientRefused('unknown or disabled client');
    // A confidential app must prove it holds its key: its client_id alone is public.
    if (found.value.jwks || found.value.jwksUrl) return new ClientRefused('confidential client without assertion');
    return { app: found.value, db: found.db, confidential: false };
  }
  if (form.client_assertion_type !== CLIENT_ASSERTION_TYPE) return new ClientRefused('client_assertion_type');
  const jws = parseJws(assertion);
  if (!jws) return new ClientRefused('malformed assertion');
  const { header, payload } = jws;
  if (!isCdsAlg(header.alg) || !isText(header.kid, 200) || header.crit !== undefined) return new ClientRefused('assertion header');
  const { iss, sub, aud, exp, jti } = payload;
  if (!isText(iss, 100) || sub !== iss || !isTime(exp) || !isText(jti, 500)) return new ClientRefused('assertion claims');
  if (form.client_id !== undefined && form.client_id !== iss) return new ClientRefused('client_id is not the assertion issuer');
  if (!(Array.isArray(aud) ? aud : [aud]).some((a) => audiences.includes(a as string))) return new ClientRefused('assertion aud');
  const now = nowMs / 1000;
  if (exp <= now - CLOCK_SKEW_SECONDS) return new ClientRefused('assertion expired');
  if (exp > now + ASSERTION_MAX_SECONDS + CLOCK_SKEW_SECONDS) return new ClientRefused('assertion lives too long');
  const found = await findInAnyRegion(c, (db) => findSmartAppByClientId(db, iss));
  if (!found || found.value.disabled) return new ClientRefused('unknown or disabled client');
  const app = found.value;
  if (!app.jwks && !app.jwksUrl) return new ClientRefused('public client sent an assertion');
  const key = await clientKey(c.env, { id: `smart-app ${app.id}`, jwks: app.jwks, jwksUrl: app.jwksUrl }, header.kid, nowMs);
  if (!key || !(await verifySignature(header.alg, key, jws.signingInput, jws.signature))) return new ClientRefused('assertion signature');
  if (!(await claimAssertionId(found.db, app, jti, new Date(exp * 1000)))) return new ClientRefused('replayed assertion jti');
  return { app, db: found.db, confidential: true };
}
