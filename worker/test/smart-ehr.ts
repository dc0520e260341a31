import { vi } from 'vitest';
import { toBase64Url } from '../../core/web-push/base64url';
import { SYNTHEA_SAMPLES } from './fhir-samples';

// A stand-in EHR for SMART launch tests (SMART App Launch 2.2): an authorization server and a FHIR
// server on http://localhost:<port> while MedAssist runs as https://medassist.test, so the two are
// different sites as in production. The Worker's outbound fetch to that origin lands here, and so
// does the test's own "browser" following MedAssist's redirect to the authorize endpoint.

type Sample = keyof typeof SYNTHEA_SAMPLES;

export interface AuthorizeRequest {
  params: URLSearchParams;
}

export interface StandInEhrOptions {
  /** 'v2' lists permission-v2 and `.rs` scopes (the specification's sample configuration); 'v1' only `.read`. */
  scopes?: 'v2' | 'v1';
  /** What the user answers on the EHR's consent screen. */
  consent?: 'grant' | 'refuse';
  /** The access token's lifetime (seconds). */
  expiresIn?: number;
  /** How the ID token is signed (RS256 by default), or what is wrong with it. */
  idToken?: 'RS256' | 'ES384' | 'bad-signature' | 'wrong-aud' | 'expired' | 'none';
}

type SigningKey = { alg: 'RS256' | 'ES384'; privateKey: CryptoKey; publicJwk: JsonWebKey & { kid: string } };

async function newSigningKey(alg: 'RS256' | 'ES384'): Promise<SigningKey> {
  const pair = (alg === 'RS256'
    ? await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify'])
    : await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicJwk = { ...((await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey), kid: `ehr-${alg.toLowerCase()}`, alg, use: 'sig' };
  delete publicJwk.key_ops;
  delete publicJwk.ext;
  return { alg, privateKey: pair.privateKey, publicJwk };
}

/** A compact JWS (RFC 7515) of the claims, signed with the key. */
async function signJwt(key: SigningKey, claims: Record<string, unknown>): Promise<string> {
  const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  const input = `${encode({ alg: key.alg, kid: key.publicJwk.kid, typ: 'JWT' })}.${encode(claims)}`;
  const algorithm = key.alg === 'RS256' ? { name: 'RSASSA-PKCS1-v1_5' } : { name: 'ECDSA', hash: 'SHA-384' };
  return `${input}.${toBase64Url(new Uint8Array(await crypto.subtle.sign(algorithm, key.privateKey, new TextEncoder().encode(input))))}`;
}

const sha256 = async (text: string) => toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

/** A Synthea transaction bundle as a FHIR server holds it: its `urn:uuid:` references become `Type/id`, as a server answers them. */
function asServed(bundle: ReturnType<(typeof SYNTHEA_SAMPLES)[Sample]>): typeof bundle {
  const typeOf = new Map(bundle.entry.map((e) => [e.fullUrl, `${e.resource.resourceType}/${e.resource.id}`]));
  return JSON.parse(JSON.stringify(bundle).replace(/"reference":"(urn:uuid:[^"]+)"/g, (whole, urn: string) => (typeOf.has(urn) ? `"reference":"${typeOf.get(urn)}"` : whole))) as typeof bundle;
}

export function startStandInEhr(options: StandInEhrOptions = {}, port = 20_000 + Math.floor(Math.random() * 40_000)) {
  const origin = `http://localhost:${port}`;
  const iss = `${origin}/fhir`;
  const patients = new Map<string, ReturnType<(typeof SYNTHEA_SAMPLES)[Sample]>>();
  /** launch id → the patient in context (what the EHR hands its app). */
  const launches = new Map<string, string>();
  const codes = new Map<string, { clientId: string; redirectUri: string; challenge: string; patient: string; scope: string }>();
  const tokens = new Map<string, { patient: string; expiresAt: number }>();
  const authorizeRequests: URLSearchParams[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const fhirRequests: { url: string; authorization: string | null }[] = [];
  const requested: string[] = [];
  const issuedTokens: string[] = [];
  const realFetch = globalThis.fetch;
  const clientId = `medassist-${crypto.randomUUID().slice(0, 8)}`;
  const signing = newSigningKey(options.idToken === 'ES384' ? 'ES384' : 'RS256');
  /** Who is signed in at the EHR: the ID token's fhirUser. */
  let practitioner = 'dr-1';

  const configuration = () => ({
    // SMART App Launch 2.2 "Conformance", sample response, with this stand-in's addresses.
    authorization_endpoint: `${origin}/auth/authorize`,
    token_endpoint: `${origin}/auth/token`,
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    scopes_supported: options.scopes === 'v1'
      ? ['openid', 'fhirUser', 'launch', 'launch/patient', 'patient/*.read']
      : ['openid', 'profile', 'launch', 'launch/patient', 'patient/*.rs', 'user/*.rs', 'offline_access'],
    response_types_supported: ['code', 'code id_token', 'id_token'],
    code_challenge_methods_supported: ['S256'],
    issuer: iss,
    jwks_uri: `${origin}/auth/jwks`,
    capabilities: options.scopes === 'v1'
      ? ['launch-ehr', 'launch-standalone', 'client-public', 'context-ehr-patient', 'context-standalone-patient', 'permission-patient', 'permission-v1', 'sso-openid-connect']
      : ['launch-ehr', 'permission-patient', 'permission-v2', 'client-public', 'client-confidential-symmetric', 'context-ehr-patient', 'sso-openid-connect'],
  });

  async function authorize(url: URL): Promise<Response> {
    const p = url.searchParams;
    authorizeRequests.push(p);
    const redirectUri = p.get('redirect_uri') ?? '';
    const back = (params: Record<string, string>) => Response.redirect(`${redirectUri}?${new URLSearchParams({ ...params, state: p.get('state') ?? '' })}`, 302);
    if (p.get('client_id') !== clientId) return new Response('unknown client', { status: 400 });
    if (p.get('response_type') !== 'code' || p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge') || p.get('aud') !== iss) return back({ error: 'invalid_request' });
    const launch = p.get('launch');
    const patient = launch ? launches.get(launch) : [...patients.keys()][0];
    if (!patient) return back({ error: 'invalid_request' });
    if (options.consent === 'refuse') return back({ error: 'access_denied' });
    const code = crypto.randomUUID();
    codes.set(code, { clientId, redirectUri, challenge: p.get('code_challenge')!, patient, scope: p.get('scope') ?? '' });
    return back({ code });
  }

  async function token(request: Request): Promise<Response> {
    const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    tokenRequests.push(form);
    const grant = codes.get(form.get('code') ?? '');
    const refuse = (error: string) => Response.json({ error }, { status: 400 });
    if (!grant || form.get('grant_type') !== 'authorization_code') return refuse('invalid_grant');
    codes.delete(form.get('code')!);
    if (form.get('client_id') !== grant.clientId || form.get('redirect_uri') !== grant.redirectUri) return refuse('invalid_grant');
    // PKCE (RFC 7636 §4.6): the verifier must hash to the challenge the authorization carried.
    if ((await sha256(form.get('code_verifier') ?? '')) !== grant.challenge) return refuse('invalid_grant');
    const accessToken = crypto.randomUUID();
    issuedTokens.push(accessToken);
    const expiresIn = options.expiresIn ?? 3600;
    tokens.set(accessToken, { patient: grant.patient, expiresAt: Date.now() + expiresIn * 1000 });
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss, sub: `user-${practitioner}`, fhirUser: `${iss}/Practitioner/${practitioner}`, iat: now,
      aud: options.idToken === 'wrong-aud' ? 'someone-else' : clientId, exp: options.idToken === 'expired' ? now - 600 : now + 300,
    };
    let idToken = await signJwt(await signing, claims);
    // The same header and signature over other claims: what a forger would send.
    if (options.idToken === 'bad-signature') idToken = idToken.replace(/^([^.]+)\.[^.]+\./, (_, head: string) => `${head}.${toBase64Url(new TextEncoder().encode(JSON.stringify({ ...claims, fhirUser: `${iss}/Practitioner/chief` })))}.`);
    return Response.json({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, scope: grant.scope, patient: grant.patient, ...(options.idToken === 'none' ? {} : { id_token: idToken }) });
  }

  function fhir(request: Request, url: URL): Response {
    fhirRequests.push({ url: url.href, authorization: request.headers.get('Authorization') });
    const grant = tokens.get((request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''));
    if (!grant || grant.expiresAt <= Date.now()) return Response.json({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login' }] }, { status: 401 });
    const bundle = patients.get(grant.patient)!;
    const path = url.pathname.slice('/fhir/'.length);
    const resources = bundle.entry.map((e) => e.resource);
    if (path === `Patient/${grant.patient}`) return Response.json(resources.find((r) => r.resourceType === 'Patient'));
    const type = path;
    if (url.searchParams.get('patient') !== grant.patient) return Response.json({ resourceType: 'OperationOutcome' }, { status: 403 });
    let found = resources.filter((r) => r.resourceType === type);
    if (type === 'MedicationRequest' && url.searchParams.get('status')) found = found.filter((r) => r.status === url.searchParams.get('status'));
    const codesAsked = url.searchParams.get('code')?.split(',').map((c) => c.split('|').pop());
    if (type === 'Observation' && codesAsked) {
      found = found.filter((r) => ((r.code as { coding?: { code?: string }[] } | undefined)?.coding ?? []).some((c) => codesAsked.includes(c.code)));
    }
    return Response.json({ resourceType: 'Bundle', type: 'searchset', total: found.length, entry: found.map((resource) => ({ fullUrl: `${iss}/${resource.resourceType}/${resource.id}`, resource })) });
  }

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${origin}/`)) return realFetch(input, init);
    requested.push(request.url);
    const url = new URL(request.url);
    if (url.pathname === '/fhir/.well-known/smart-configuration') return Response.json(configuration());
    if (url.pathname === '/auth/authorize') return authorize(url);
    if (url.pathname === '/auth/jwks') return Response.json({ keys: [(await signing).publicJwk] });
    if (url.pathname === '/auth/token' && request.method === 'POST') return token(request);
    if (url.pathname.startsWith('/fhir/')) return fhir(request, url);
    return new Response('not found', { status: 404 });
  });

  return {
    origin,
    iss,
    clientId,
    requested,
    authorizeRequests,
    tokenRequests,
    fhirRequests,
    issuedTokens,
    /** The EHR's chart is open on a sample patient: the launch id it passes to MedAssist. */
    openChart(sample: Sample): { launch: string; patientId: string } {
      const bundle = asServed(SYNTHEA_SAMPLES[sample]());
      const patientId = bundle.entry.find((e) => e.resource.resourceType === 'Patient')!.resource.id;
      patients.set(patientId, bundle);
      const launch = crypto.randomUUID();
      launches.set(launch, patientId);
      return { launch, patientId };
    },
    /** Another user signs in at the EHR: later ID tokens name Practitioner/<id>. */
    signInAs(id: string) {
      practitioner = id;
    },
    /** Every access token issued so far has expired. */
    expireTokens() {
      for (const grant of tokens.values()) grant.expiresAt = 0;
    },
    stop() {
      spy.mockRestore();
    },
  };
}
