// Who is calling the CDS Hooks service (DESIGN.md §9 "Trusting a CDS client", CDS Hooks 2.0
// "Trusting CDS Clients"): every request carries `Authorization: Bearer <JWT>` signed by a
// registered EHR. Anything short of a fully valid token is 401 without a card; the reason is
// logged for the operator, the caller only hears that it was not accepted.
import type { Context, MiddlewareHandler } from 'hono';
import { msg } from '../../core/i18n/msg';
import { REGIONS } from '../../core/regions';
import { claimCdsTokenId, findCdsClientByClientId, findCdsClientsByIssuer, type CdsClientRecord } from '../db/queries/cds-clients';
import { clinicDb, findInAnyRegion, regionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { clientKey } from './jwks';
import { isCdsAlg, parseJws, verifySignature } from './jws';

/** A token may live at most this long (`exp` − `iat`). */
export const CDS_TOKEN_MAX_SECONDS = 5 * 60;
/** A client's clock may run this far ahead of ours (`iat` in the future). */
const CLOCK_SKEW_SECONDS = 60;

export const CDS_UNAUTHORIZED = msg('The CDS Hooks request was not authorised: its token was missing, invalid or not from a registered EHR.');

/** Why a token was refused: logged, never answered. */
export type CdsAuthFailure =
  | 'no bearer token' | 'malformed token' | 'alg not ES384/RS384' | 'no kid' | 'typ not JWT' | 'crit header'
  | 'claims missing' | 'wrong aud' | 'expired' | 'iat in the future' | 'lifetime over 5 minutes'
  | 'unknown issuer or sub' | 'issuer of several clinics without sub' | 'jku not the registered JWKS URL'
  | 'unknown kid' | 'bad signature' | 'replayed jti';

/** The caller of a CDS request: the clinic the EHR is registered for, and the registration. */
export interface CdsCaller {
  clinicId: number;
  client: CdsClientRecord;
}

class Refused {
  constructor(readonly reason: CdsAuthFailure, readonly client?: CdsClientRecord) {}
}

/** The endpoint the EHR addressed, as `aud` must name it: scheme, host and path, no query. */
function calledUrl(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.origin}${url.pathname}`;
}

const isText = (v: unknown, max = 500): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

async function verify(c: Context<AppEnv>, nowMs: number): Promise<CdsCaller | Refused> {
  const token = /^Bearer ([A-Za-z0-9._-]+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!token) return new Refused('no bearer token');
  const jws = parseJws(token);
  if (!jws) return new Refused('malformed token');
  const { header, payload } = jws;
  if (!isCdsAlg(header.alg)) return new Refused('alg not ES384/RS384');
  if (!isText(header.kid, 200)) return new Refused('no kid');
  if (header.typ !== undefined && header.typ !== 'JWT') return new Refused('typ not JWT');
  // An extension we would have to understand to trust the token (RFC 7515 §4.1.11): we understand none.
  if (header.crit !== undefined) return new Refused('crit header');

  const { iss, sub, aud, exp, iat, jti } = payload;
  if (!isText(iss, 300) || !isTime(exp) || !isTime(iat) || !isText(jti, 500) || (sub !== undefined && !isText(sub, 100))) return new Refused('claims missing');
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(calledUrl(c))) return new Refused('wrong aud');
  const now = nowMs / 1000;
  if (exp <= now) return new Refused('expired');
  if (iat > now + CLOCK_SKEW_SECONDS) return new Refused('iat in the future');
  if (exp - iat > CDS_TOKEN_MAX_SECONDS) return new Refused('lifetime over 5 minutes');

  const client = await registeredClient(c, iss, sub);
  if (client instanceof Refused) return client;
  // The token may say where its keys are only by naming the address registered for them.
  if (header.jku !== undefined && header.jku !== client.jwksUrl) return new Refused('jku not the registered JWKS URL', client);
  const key = await clientKey(c.env, client, header.kid, nowMs);
  if (!key) return new Refused('unknown kid', client);
  if (!(await verifySignature(header.alg, key, jws.signingInput, jws.signature))) return new Refused('bad signature', client);
  // Last, so only a token that passed everything else uses up its jti.
  if (!(await claimCdsTokenId(clinicDb(c, client.clinicId, { primary: true }), client.id, jti, new Date(exp * 1000), new Date(nowMs)))) {
    return new Refused('replayed jti', client);
  }
  return { clinicId: client.clinicId, client };
}

/** (iss, sub) names the registration; without sub, an issuer only one clinic registered does. */
async function registeredClient(c: Context<AppEnv>, iss: string, sub: string | undefined): Promise<CdsClientRecord | Refused> {
  if (sub !== undefined) {
    const found = await findInAnyRegion(c, (db) => findCdsClientByClientId(db, iss, sub));
    return found?.value ?? new Refused('unknown issuer or sub');
  }
  const all = (await Promise.all(REGIONS.map((region) => findCdsClientsByIssuer(regionDb(c, region, { primary: true }), iss)))).flat();
  if (all.length === 0) return new Refused('unknown issuer or sub');
  // One live registration per issuer and clinic (a unique index), so two rows are two clinics.
  return all.length === 1 ? all[0]! : new Refused('issuer of several clinics without sub');
}

/**
 * The registered EHR that signed this CDS Hooks request, or the 401 to answer (JSON, no card).
 * For the service routes: `const caller = await verifyCdsRequest(c); if (caller instanceof Response) return caller;`
 */
export async function verifyCdsRequest(c: Context<AppEnv>, nowMs = Date.now()): Promise<CdsCaller | Response> {
  const result = await verify(c, nowMs);
  if (!(result instanceof Refused)) return result;
  console.warn(JSON.stringify({
    level: 'warn', where: 'cds-auth', requestId: c.get('requestId'), reason: result.reason,
    cdsClientId: result.client?.id ?? null, clinicId: result.client?.clinicId ?? null,
  }));
  return c.json({ message: CDS_UNAUTHORIZED }, 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
}

/** Middleware form of verifyCdsRequest: sets `cdsCaller` for the handler, or answers 401. */
export const requireCdsClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = await verifyCdsRequest(c);
  if (caller instanceof Response) return caller;
  c.set('cdsCaller', caller);
  await next();
};
