import { createHash, createSign, generateKeyPairSync, randomUUID, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from 'playwright-core';

// A stand-in SMART EHR for the browser test (worker/test/smart-ehr.ts is the Worker tests' one):
// authorization server and FHIR server on http://localhost:<port> while MedAssist is on
// 127.0.0.1, so they are different sites. Its consent screen answers at once: it grants access. Its
// ID token (RS256, keys at /auth/jwks) names the signed-in EHR user, Practitioner/dr-1.

type Resource = { resourceType: string; id: string } & Record<string, unknown>;

const SAMPLE = 'data/fhir-samples/synthea/Elsa_Vargas_61e3368b-5e7e-45ee-a256-874b26192263.json';
const b64url = (data: Buffer) => data.toString('base64url');

/** The Synthea bundle as a FHIR server serves it: `urn:uuid:` references become `Type/id`. */
function asServed(text: string): { entry: { fullUrl: string; resource: Resource }[] } {
  const bundle = JSON.parse(text) as { entry: { fullUrl: string; resource: Resource }[] };
  const typeOf = new Map(bundle.entry.map((e) => [e.fullUrl, `${e.resource.resourceType}/${e.resource.id}`]));
  return JSON.parse(text.replace(/"reference":\s*"(urn:uuid:[^"]+)"/g, (whole, urn: string) => (typeOf.has(urn) ? `"reference":"${typeOf.get(urn)}"` : whole))) as typeof bundle;
}

export async function startSmartEhr() {
  const bundle = asServed(readFileSync(SAMPLE, 'utf8'));
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicJwk = { ...keys.publicKey.export({ format: 'jwk' }), kid: 'ehr-1', alg: 'RS256', use: 'sig' };
  const idToken = (clientId: string) => {
    const now = Math.floor(Date.now() / 1000);
    const part = (value: unknown) => b64url(Buffer.from(JSON.stringify(value)));
    const input = `${part({ alg: 'RS256', kid: 'ehr-1', typ: 'JWT' })}.${part({ iss: `${origin}/fhir`, sub: 'dr-1', aud: clientId, iat: now, exp: now + 300, fhirUser: `${origin}/fhir/Practitioner/dr-1` })}`;
    return `${input}.${b64url(createSign('RSA-SHA256').update(input).sign(keys.privateKey))}`;
  };
  const resources = bundle.entry.map((e) => e.resource);
  const patient = resources.find((r) => r.resourceType === 'Patient')!;
  const launches = new Set<string>();
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  let origin = '';

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/fhir/.well-known/smart-configuration') {
      return json(200, {
        authorization_endpoint: `${origin}/auth/authorize`, token_endpoint: `${origin}/auth/token`,
        code_challenge_methods_supported: ['S256'], issuer: `${origin}/fhir`, jwks_uri: `${origin}/auth/jwks`, scopes_supported: ['openid', 'fhirUser', 'launch', 'launch/patient', 'patient/*.rs'],
        capabilities: ['launch-ehr', 'launch-standalone', 'client-public', 'context-ehr-patient', 'permission-patient', 'permission-v2', 'sso-openid-connect'],
      });
    }
    if (url.pathname === '/auth/jwks') return json(200, { keys: [publicJwk] });
    // The EHR's chart embedding an app, as EHRs do: the app's launch address in an iframe.
    if (url.pathname === '/chart') {
      const app = url.searchParams.get('app') ?? '';
      if (!/^http:\/\/127\.0\.0\.1:\d+\/smart\/launch\?[\w%.=&-]+$/.test(app)) return json(400, { error: 'not an app launch' });
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end(`<!doctype html><title>County Hospital EHR</title><body style="margin:0"><header style="height:32px;font:14px sans-serif;padding:6px">EHR chart</header><iframe title="MedAssist" src="${app}" style="border:0;width:100%;height:calc(100vh - 44px)"></iframe></body>`);
    }
    if (url.pathname === '/auth/authorize') {
      const p = url.searchParams;
      if (!launches.has(p.get('launch') ?? '') || p.get('code_challenge_method') !== 'S256') return json(400, { error: 'invalid_request' });
      const code = randomUUID();
      codes.set(code, p.get('code_challenge') ?? '');
      res.writeHead(302, { Location: `${p.get('redirect_uri')}?${new URLSearchParams({ code, state: p.get('state') ?? '' })}` });
      return res.end();
    }
    if (url.pathname === '/auth/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const challenge = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!challenge || b64url(createHash('sha256').update(form.get('code_verifier') ?? '').digest()) !== challenge) return json(400, { error: 'invalid_grant' });
        const token = randomUUID();
        tokens.add(token);
        json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: form.get('scope') ?? '', patient: patient.id, id_token: idToken(form.get('client_id') ?? '') });
      });
      return;
    }
    if (url.pathname.startsWith('/fhir/')) {
      if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return json(401, { resourceType: 'OperationOutcome' });
      const path = url.pathname.slice('/fhir/'.length);
      if (path === `Patient/${patient.id}`) return json(200, patient);
      let found = resources.filter((r) => r.resourceType === path);
      if (path === 'MedicationRequest') found = found.filter((r) => r.status === 'active');
      const asked = url.searchParams.get('code')?.split(',').map((c) => c.split('|').pop());
      if (path === 'Observation' && asked) found = found.filter((r) => ((r.code as { coding?: { code?: string }[] }).coding ?? []).some((c) => asked.includes(c.code)));
      return json(200, { resourceType: 'Bundle', type: 'searchset', entry: found.map((resource) => ({ fullUrl: `${origin}/fhir/${resource.resourceType}/${resource.id}`, resource })) });
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    iss: `${origin}/fhir`,
    /** The EHR's own origin (localhost): its chart page frames MedAssist. */
    origin,
    patientName: () => patient.name,
    /** The EHR's chart is open on the sample patient: the launch id it passes to MedAssist. */
    openChart() {
      const launch = randomUUID();
      launches.add(launch);
      return launch;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Registers the stand-in EHR (`iss`) for SMART launch in the signed-in owner's clinic, through the
 * page's own request context, as "County Hospital EHR" (its CDS Hooks key is a fresh P-384 one: the
 * launch does not use it).
 */
export async function registerSmartEhr(request: APIRequestContext, iss: string): Promise<void> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign', 'verify']);
  const { kty, crv, x, y } = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  const registered = await request.post('/api/clinic/cds-clients', {
    data: { name: 'County Hospital EHR', issuer: 'county-ehr', fhirServer: iss, jwks: { keys: [{ kty, crv, x, y, kid: 'e2e-1' }] }, smartClientId: 'medassist-app' },
  });
  if (registered.status() !== 201) throw new Error(`registering the EHR answered ${registered.status()}: ${await registered.text()}`);
}
