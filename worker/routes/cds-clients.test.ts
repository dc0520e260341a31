import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { JWKS_NO_USABLE_KEY, JWKS_PRIVATE_KEY, KEYS_ONE_OF_TWO, SERVER_URL_HTTPS_ONLY, SERVER_URL_INVALID, SMART_NEEDS_FHIR_SERVER, type CdsClientView } from '../../core/schemas/cds-clients';
import { app } from '../app';
import { ehrKey, registerCdsClient, type EhrKey } from '../test/cds-client';
import { clinicMember, json, ORIGIN, signedInDoctor } from '../test/helpers';
import { CDS_ISSUER_TAKEN } from './clinic-cds-clients';

// Registering the EHRs that may call the CDS Hooks service (DESIGN.md §9 "Trusting a CDS client"):
// owners only, audited, and every wrong registration refused with a message that says what to fix.

let es: EhrKey;
let rs: EhrKey;
beforeAll(async () => {
  [es, rs] = await Promise.all([ehrKey('ES384', 'es-1'), ehrKey('RS384', 'rs-1')]);
});

const issuer = () => `https://ehr-${crypto.randomUUID()}.example.org`;
const auditRows = (clinicId: number) =>
  env.DB.prepare("SELECT user_id AS userId, action, entity_id AS entityId FROM audit_events WHERE clinic_id = ? AND entity = 'cds_client' ORDER BY id")
    .bind(clinicId)
    .all<{ userId: number; action: string; entityId: number }>()
    .then((r) => r.results);

describe('an owner registers, lists and removes EHR connections', () => {
  it('answers the id and a random client id, lists keys by kid, audits creation and removal', async () => {
    const owner = await signedInDoctor();
    const iss = issuer();
    const created = await registerCdsClient(owner.client, { name: 'Hospital EHR', issuer: iss, fhirServer: 'https://fhir.example.org/r4/', jwks: { keys: [es.publicJwk, rs.publicJwk] }, smartClientId: ' smart-app-7 ' });
    expect(created.status).toBe(201);
    expect(created.body.clientId).toMatch(/^mcds_[A-Za-z0-9_-]{24}$/);
    const other = await registerCdsClient(owner.client, { name: 'Second EHR', issuer: issuer(), jwksUrl: 'https://ehr.example.org/jwks.json' });
    expect(other.body.clientId).not.toBe(created.body.clientId);

    const list = await json<CdsClientView[]>(owner.client.get('/api/clinic/cds-clients'), 200);
    expect(list.map((c) => c.name)).toEqual(['Second EHR', 'Hospital EHR']);
    expect(list[1]).toMatchObject({ id: created.body.id, issuer: iss, clientId: created.body.clientId, fhirServer: 'https://fhir.example.org/r4', keyIds: ['es-1', 'rs-1'], jwksUrl: null, smartClientId: 'smart-app-7', createdBy: { id: owner.user.id } });
    expect(list[0]).toMatchObject({ keyIds: null, jwksUrl: 'https://ehr.example.org/jwks.json', fhirServer: null, smartClientId: null });
    // Only public members are kept, whatever else the set carried.
    const stored = await env.DB.prepare('SELECT jwks FROM cds_clients WHERE id = ?').bind(created.body.id).first<{ jwks: string }>();
    expect(Object.keys(JSON.parse(stored!.jwks).keys[0]).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);

    await json(owner.client.delete(`/api/clinic/cds-clients/${created.body.id}`), 200);
    expect((await owner.client.delete(`/api/clinic/cds-clients/${created.body.id}`)).status).toBe(404);
    expect((await json<CdsClientView[]>(owner.client.get('/api/clinic/cds-clients'), 200)).map((c) => c.name)).toEqual(['Second EHR']);
    expect(await auditRows(owner.user.clinicId)).toEqual([
      { userId: owner.user.id, action: 'create', entityId: created.body.id },
      { userId: owner.user.id, action: 'create', entityId: other.body.id },
      { userId: owner.user.id, action: 'revoke', entityId: created.body.id },
    ]);
  });

  it('is for owners only, and another clinic’s connection is not found', async () => {
    const owner = await signedInDoctor();
    const doctor = await clinicMember(owner.client);
    const body = { name: 'Hospital EHR', issuer: issuer(), jwks: { keys: [es.publicJwk] } };
    expect((await doctor.client.post('/api/clinic/cds-clients', body)).status).toBe(403);
    expect((await doctor.client.get('/api/clinic/cds-clients')).status).toBe(403);
    const mine = await registerCdsClient(owner.client, body);
    expect((await doctor.client.delete(`/api/clinic/cds-clients/${mine.body.id}`)).status).toBe(403);
    const stranger = await signedInDoctor();
    expect((await stranger.client.delete(`/api/clinic/cds-clients/${mine.body.id}`)).status).toBe(404);
    expect(await json<CdsClientView[]>(stranger.client.get('/api/clinic/cds-clients'), 200)).toEqual([]);
    expect(await json<CdsClientView[]>(owner.client.get('/api/clinic/cds-clients'), 200)).toHaveLength(1);
  });

  it('keeps one live connection per issuer in a clinic; another clinic may register the same issuer', async () => {
    const owner = await signedInDoctor();
    const iss = issuer();
    const first = await registerCdsClient(owner.client, { name: 'EHR', issuer: iss, jwks: { keys: [es.publicJwk] } });
    const again = await registerCdsClient(owner.client, { name: 'EHR again', issuer: iss, jwks: { keys: [rs.publicJwk] } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CDS_ISSUER_TAKEN);
    expect((await registerCdsClient((await signedInDoctor()).client, { name: 'EHR', issuer: iss, jwks: { keys: [es.publicJwk] } })).status).toBe(201);
    await json(owner.client.delete(`/api/clinic/cds-clients/${first.body.id}`), 200);
    expect((await registerCdsClient(owner.client, { name: 'EHR rotated', issuer: iss, jwks: { keys: [rs.publicJwk] } })).status).toBe(201);
    expect(await auditRows(owner.user.clinicId)).toHaveLength(3);
  });
});

describe('a wrong registration is refused with what to fix, and nothing is stored', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no keys', {}, 'jwks', KEYS_ONE_OF_TWO],
    ['both a set and a URL', { jwks: 'SET', jwksUrl: 'https://ehr.example.org/jwks' }, 'jwks', KEYS_ONE_OF_TWO],
    ['a private key', { jwks: 'PRIVATE' }, 'jwks', JWKS_PRIVATE_KEY],
    ['a shared secret', { jwks: { keys: [{ kty: 'oct', kid: 'h', k: 'c2VjcmV0' }] } }, 'jwks', JWKS_PRIVATE_KEY],
    ['only a P-256 key', { jwks: { keys: [{ kty: 'EC', crv: 'P-256', kid: 'p256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0' }] } }, 'jwks', JWKS_NO_USABLE_KEY],
    ['a key without kid', { jwks: 'NO_KID' }, 'jwks', JWKS_NO_USABLE_KEY],
    ['a JWKS URL over plain http elsewhere', { jwksUrl: 'http://ehr.example.org/jwks' }, 'jwksUrl', SERVER_URL_INVALID],
    ['a FHIR base with a query', { jwks: 'SET', fhirServer: 'https://fhir.example.org/r4?x=1' }, 'fhirServer', SERVER_URL_INVALID],
    ['a FHIR base with credentials', { jwks: 'SET', fhirServer: 'https://me:pw@fhir.example.org/r4' }, 'fhirServer', SERVER_URL_INVALID],
    ['an issuer with a space', { jwks: 'SET', issuer: 'my ehr' }, 'issuer', 'The issuer cannot contain spaces.'],
    // SMART launch comes with `iss` = the FHIR base: a SMART client id without one could never be launched.
    ['a SMART client id without a FHIR server', { jwks: 'SET', smartClientId: 'app-1' }, 'fhirServer', SMART_NEEDS_FHIR_SERVER],
    ['a SMART client id with a space', { jwks: 'SET', fhirServer: 'https://fhir.example.org/r4', smartClientId: 'app 1' }, 'smartClientId', 'The SMART client id cannot contain spaces.'],
  ];

  it.each(cases)('%s', async (_what, fields, field, message) => {
    const owner = await signedInDoctor();
    const jwks = fields.jwks === 'SET' ? { keys: [es.publicJwk] }
      : fields.jwks === 'PRIVATE' ? { keys: [{ ...es.publicJwk, ...(await crypto.subtle.exportKey('jwk', es.privateKey)), kid: 'es-1' }] }
        : fields.jwks === 'NO_KID' ? { keys: [{ ...es.publicJwk, kid: undefined }] } : fields.jwks;
    const res = await registerCdsClient(owner.client, { name: 'EHR', issuer: issuer(), ...fields, jwks });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.[field]).toEqual([message]);
    expect(await json<CdsClientView[]>(owner.client.get('/api/clinic/cds-clients'), 200)).toEqual([]);
  });

  it('takes http://127.0.0.1 and localhost addresses in a local run, and refuses them in production', async () => {
    const owner = await signedInDoctor();
    const local = { name: 'Stand-in EHR', issuer: issuer(), fhirServer: 'http://127.0.0.1:8123/fhir', jwksUrl: 'http://localhost:8124/jwks' };
    const production = { ...env, EHR_ALLOW_LOCAL_HTTP: undefined };
    const refused = await app.request(`${ORIGIN}/api/clinic/cds-clients`, {
      method: 'POST', body: JSON.stringify(local), headers: { 'Content-Type': 'application/json', Cookie: owner.client.cookie, 'CF-Connecting-IP': owner.client.address },
    }, production);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: SERVER_URL_HTTPS_ONLY, fieldErrors: { fhirServer: [SERVER_URL_HTTPS_ONLY], jwksUrl: [SERVER_URL_HTTPS_ONLY] } });
    expect((await registerCdsClient(owner.client, local)).status).toBe(201);
  });
});
