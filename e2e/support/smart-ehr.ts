import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in SMART EHR for the browser test (worker/test/smart-ehr.ts is the Worker tests' one):
// authorization server and FHIR server on http://localhost:<port> while MedAssist is on
// 127.0.0.1, so they are different sites. Its consent screen answers at once: it grants access.

type Resource = { resourceType: string; id: string } & Record<string, unknown>;

const SAMPLE = 'data/fhir-samples/synthea/Elsa_Vargas_61e3368b-5e7e-45ee-a256-874b26192263.json';
const b64url = (data: Buffer) => data.toString('base64url');

export async function startSmartEhr() {
  const bundle = JSON.parse(readFileSync(SAMPLE, 'utf8')) as { entry: { resource: Resource }[] };
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
        code_challenge_methods_supported: ['S256'], scopes_supported: ['openid', 'fhirUser', 'launch', 'launch/patient', 'patient/*.rs'],
        capabilities: ['launch-ehr', 'launch-standalone', 'client-public', 'context-ehr-patient', 'permission-patient', 'permission-v2', 'sso-openid-connect'],
      });
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
        json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: form.get('scope') ?? '', patient: patient.id });
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
      return json(200, { resourceType: 'Bundle', type: 'searchset', entry: found.map((resource) => ({ resource })) });
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    iss: `${origin}/fhir`,
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
