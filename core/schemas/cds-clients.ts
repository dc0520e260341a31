import { z } from 'zod';
import { msg } from '../i18n/msg';

// Registering an EHR that calls MedAssist's CDS Hooks service (DESIGN.md §9 "Trusting a CDS client";
// CDS Hooks 2.0 "Trusting CDS Clients"): the JWT issuer, the public keys its tokens are signed with
// (ES384 on P-384, or RS384), and the one FHIR base MedAssist may read from on its behalf.

/** The JWS algorithms a CDS client may sign with (the specification recommends these two). */
export const CDS_JWT_ALGS = ['ES384', 'RS384'] as const;
export type CdsJwtAlg = (typeof CDS_JWT_ALGS)[number];

/** An EC P-384 public key (x, y: 48 bytes each, base64url). */
export interface CdsEcJwk {
  kty: 'EC';
  crv: 'P-384';
  kid: string;
  x: string;
  y: string;
  alg?: 'ES384';
  use?: 'sig';
}
/** An RSA public key of at least 2048 bits. */
export interface CdsRsaJwk {
  kty: 'RSA';
  kid: string;
  n: string;
  e: string;
  alg?: 'RS384';
  use?: 'sig';
}
export type CdsJwk = CdsEcJwk | CdsRsaJwk;
/** The usable public keys of a client, as stored and as verified against. */
export interface CdsJwkSet {
  keys: CdsJwk[];
}

/** JWK members that hold private or symmetric key material (RFC 7518 §6.2.2, §6.3.2, §6.4.1). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;
const B64URL = /^[A-Za-z0-9_-]+$/;
const MAX_KEYS = 20;
/** Bytes a base64url text without padding decodes to. */
const decodedBytes = (text: string) => Math.floor((text.length * 3) / 4);

export const JWKS_NOT_A_SET = msg('The JWK Set must be a JSON object with a "keys" list.');
export const JWKS_PRIVATE_KEY = msg('The JWK Set holds a private or secret key: give only the public keys (no "d" or "k" members).');
export const JWKS_NO_USABLE_KEY = msg('The JWK Set holds no usable key: it needs at least one public EC P-384 key (ES384) or RSA key of 2048 bits or more (RS384), each with a "kid".');
export const JWKS_DUPLICATE_KID = msg('Two keys in the JWK Set share a "kid": each key needs its own.');
export const JWKS_TOO_MANY = msg('The JWK Set holds more than 20 keys.');

/**
 * The keys of a JWK Set MedAssist can verify CDS tokens with, reduced to their public members, or
 * the reason the set is refused. Keys of other types or curves are left out; any private or
 * symmetric key material refuses the whole set (a client that pastes its private key must know).
 */
export function usableJwks(value: unknown): { ok: true; jwks: CdsJwkSet } | { ok: false; message: string } {
  const keys = (value as { keys?: unknown } | null)?.keys;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Array.isArray(keys)) return { ok: false, message: JWKS_NOT_A_SET };
  if (keys.length > MAX_KEYS) return { ok: false, message: JWKS_TOO_MANY };
  const usable: CdsJwk[] = [];
  for (const raw of keys) {
    if (typeof raw !== 'object' || raw === null) continue;
    const k = raw as Record<string, unknown>;
    if (PRIVATE_MEMBERS.some((m) => m in k) || k.kty === 'oct') return { ok: false, message: JWKS_PRIVATE_KEY };
    const key = publicKeyOf(k);
    if (key) usable.push(key);
  }
  if (usable.length === 0) return { ok: false, message: JWKS_NO_USABLE_KEY };
  if (new Set(usable.map((k) => k.kid)).size !== usable.length) return { ok: false, message: JWKS_DUPLICATE_KID };
  return { ok: true, jwks: { keys: usable } };
}

function publicKeyOf(k: Record<string, unknown>): CdsJwk | null {
  const text = (v: unknown): v is string => typeof v === 'string' && B64URL.test(v);
  if (typeof k.kid !== 'string' || k.kid.length === 0 || k.kid.length > 200) return null;
  if (k.use !== undefined && k.use !== 'sig') return null;
  const use = k.use === 'sig' ? { use: 'sig' as const } : {};
  if (k.kty === 'EC' && k.crv === 'P-384' && (k.alg === undefined || k.alg === 'ES384') && text(k.x) && text(k.y) && decodedBytes(k.x) === 48 && decodedBytes(k.y) === 48) {
    return { kty: 'EC', crv: 'P-384', kid: k.kid, x: k.x, y: k.y, ...(k.alg ? { alg: 'ES384' as const } : {}), ...use };
  }
  if (k.kty === 'RSA' && (k.alg === undefined || k.alg === 'RS384') && text(k.n) && text(k.e) && decodedBytes(k.n) >= 256 && decodedBytes(k.n) <= 1024 && k.e.length <= 8) {
    return { kty: 'RSA', kid: k.kid, n: k.n, e: k.e, ...(k.alg ? { alg: 'RS384' as const } : {}), ...use };
  }
  return null;
}

/** A plain-http URL of this machine: allowed for FHIR bases and JWKS URLs only in local runs and tests. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}

/** A FHIR base as compared with a request's `fhirServer`: without a trailing slash (exact otherwise, never a prefix). */
export function fhirBaseOf(url: string): string {
  return url.replace(/\/+$/, '');
}

export const SERVER_URL_INVALID = msg('Give a full https:// address (http://127.0.0.1 or http://localhost only in a local run).');
const NAME_MISSING = msg('Give the connection a name (e.g. the EHR it is for).');
const ISSUER_MISSING = msg('Give the issuer (iss) the EHR puts in its tokens.');
export const KEYS_ONE_OF_TWO = msg('Give the EHR’s public keys: paste its JWK Set, or the https:// address it publishes them at (one of the two).');
export const SERVER_URL_HTTPS_ONLY = msg('This address must use https://.');
const SMART_CLIENT_ID_INVALID = msg('The SMART client id cannot contain spaces.');
export const SMART_NEEDS_FHIR_SERVER = msg('Give the EHR’s FHIR server: it is the address (iss) the EHR launches MedAssist with.');

/** An https URL (or a loopback http one: the Worker refuses it outside local runs), no credentials or fragment. */
export const serverUrl = (options: { query: boolean }) =>
  z
    .string(SERVER_URL_INVALID)
    .trim()
    .max(500, msg('An address must be at most 500 characters.'))
    .refine((v) => {
      if (!URL.canParse(v)) return false;
      const url = new URL(v);
      if (url.username || url.password || url.hash || (!options.query && url.search)) return false;
      return url.protocol === 'https:' || isLoopbackHttp(url);
    }, SERVER_URL_INVALID);

/** The fields of POST /api/clinic/cds-clients, each checked on its own. */
export const CdsClientFieldsSchema = z.object({
  name: z.string(NAME_MISSING).trim().min(2, NAME_MISSING).max(60, msg('Name must be at most 60 characters.')),
  /** The `iss` of the EHR's tokens, exactly as it sends it. */
  issuer: z
    .string(ISSUER_MISSING)
    .trim()
    .min(1, ISSUER_MISSING)
    .max(300, msg('The issuer must be at most 300 characters.'))
    .regex(/^[^\s\p{Cc}]+$/u, msg('The issuer cannot contain spaces.')),
  /** The FHIR base missing prefetch may be read from (exactly this one). */
  fhirServer: serverUrl({ query: false }).transform(fhirBaseOf).optional(),
  /** The EHR's JWK Set (public keys), or … */
  jwks: z.unknown().optional(),
  /** … the one address it publishes them at. */
  jwksUrl: serverUrl({ query: true }).optional(),
  /** The client id the EHR gave MedAssist for SMART launch: given, the EHR may open MedAssist with `iss` = fhirServer. */
  smartClientId: z
    .string(SMART_CLIENT_ID_INVALID)
    .trim()
    .max(200, msg('The SMART client id must be at most 200 characters.'))
    .regex(/^[^\s\p{Cc}]*$/u, SMART_CLIENT_ID_INVALID)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});

/** POST /api/clinic/cds-clients: an EHR allowed to call the CDS Hooks service (keys inline or by URL, never both). */
export const CdsClientCreateSchema = CdsClientFieldsSchema.transform((v, ctx) => {
  if (v.smartClientId !== undefined && v.fhirServer === undefined) {
    ctx.addIssue({ code: 'custom', path: ['fhirServer'], message: SMART_NEEDS_FHIR_SERVER });
    return z.NEVER;
  }
  if ((v.jwks === undefined) === (v.jwksUrl === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['jwks'], message: KEYS_ONE_OF_TWO });
    return z.NEVER;
  }
  if (v.jwks === undefined) return { ...v, jwks: undefined };
  const keys = usableJwks(v.jwks);
  if (!keys.ok) {
    ctx.addIssue({ code: 'custom', path: ['jwks'], message: keys.message });
    return z.NEVER;
  }
  return { ...v, jwks: keys.jwks };
});
export type CdsClientCreate = z.input<typeof CdsClientCreateSchema>;

/** A registered EHR as GET /api/clinic/cds-clients lists it. */
export interface CdsClientView {
  id: number;
  name: string;
  issuer: string;
  clientId: string;
  fhirServer: string | null;
  /** Inline keys: their kids; a URL: null. */
  keyIds: string[] | null;
  jwksUrl: string | null;
  /** The client id the EHR gave MedAssist for SMART launch; null: the EHR cannot launch MedAssist. */
  smartClientId: string | null;
  createdAt: string;
  createdBy: { id: number; name: string | null };
}
