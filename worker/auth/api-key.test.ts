import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { handleError } from '../http/handle-error';
import { requireApiKey, sessionOrApiKey } from './api-key';
import { sha256Hex } from '../crypto/sha256';
import { ORIGIN, signedInDoctor, TestClient } from '../test/helpers';

type KeyInfo = { id: number; key: string; scopes: string[] };

async function clinicWithPatient() {
  const owner = await signedInDoctor();
  const patient = (await (await owner.client.post('/api/patients', { fullName: 'Scope Patient', age: 50, gender: 'Female' })).json()) as { id: number };
  const createKey = async (body: Record<string, unknown>) => (await (await owner.client.post('/api/clinic/api-keys', body)).json()) as KeyInfo;
  return { owner, patient, createKey };
}

const result = (patientId: number) => ({ patientId, labName: 'Scoped panel', tests: [{ name: 'Sodium', value: '139', unit: 'mmol/L', status: 'normal' }] });
const postResult = (key: string, patientId: number) =>
  new TestClient().request('/api/lab-results', { method: 'POST', headers: { Authorization: `Bearer ${key}` }, json: result(patientId) });

describe('API key scopes', () => {
  it('a new key is a lab key unless the owner chooses otherwise; the list shows each key’s scopes', async () => {
    const { owner, createKey } = await clinicWithPatient();
    const lab = await createKey({ name: 'Lab system' });
    const fhir = await createKey({ name: 'Registry reader', scopes: ['fhir:read'] });
    const both = await createKey({ name: 'Both', scopes: ['fhir:read', 'lab:write', 'lab:write'] });
    expect([lab.scopes, fhir.scopes, both.scopes]).toEqual([['lab:write'], ['fhir:read'], ['fhir:read', 'lab:write']]);
    const listed = (await (await owner.client.get('/api/clinic/api-keys')).json()) as { name: string; scopes: string[] }[];
    expect(Object.fromEntries(listed.map((k) => [k.name, k.scopes]))).toEqual({ 'Lab system': ['lab:write'], 'Registry reader': ['fhir:read'], Both: ['fhir:read', 'lab:write'] });
  });

  it('refuses no scope or an unknown one with a clear message and creates nothing', async () => {
    const { owner } = await clinicWithPatient();
    for (const [scopes, message] of [
      [[], 'Choose at least one thing the key may do.'],
      [['admin'], 'Unknown scope: choose lab:write or fhir:read.'],
    ] as const) {
      const res = await owner.client.post('/api/clinic/api-keys', { name: 'Bad', scopes });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect((await (await owner.client.get('/api/clinic/api-keys')).json()) as unknown[]).toEqual([]);
  });

  it('a key without lab:write cannot post a lab result (403, nothing stored); with it, it can; revoked, 401', async () => {
    const { owner, patient, createKey } = await clinicWithPatient();
    const reader = await createKey({ name: 'Reader', scopes: ['fhir:read'] });
    const refused = await postResult(reader.key, patient.id);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This API key lacks the lab:write scope.');
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toEqual([]);

    const writer = await createKey({ name: 'Writer', scopes: ['lab:write', 'fhir:read'] });
    expect((await postResult(writer.key, patient.id)).status).toBe(201);
    expect((await owner.client.delete(`/api/clinic/api-keys/${writer.id}`)).status).toBe(200);
    expect((await postResult(writer.key, patient.id)).status).toBe(401);
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(1);
  });

  it('keys made before scopes existed are lab keys (the migration’s default)', async () => {
    const { owner, patient } = await clinicWithPatient();
    const key = 'mak_written-before-scopes-existed';
    // A row as it was written before the column existed: only the columns it had.
    await env.DB.prepare('INSERT INTO api_keys (clinic_id, name, key_hash, prefix, created_by) VALUES (?, ?, ?, ?, ?)')
      .bind(owner.user.clinicId, 'Old key', await sha256Hex(key), key.slice(0, 10), owner.user.id)
      .run();
    expect((await postResult(key, patient.id)).status).toBe(201);
    expect(((await (await owner.client.get('/api/clinic/api-keys')).json()) as { scopes: string[] }[])[0]?.scopes).toEqual(['lab:write']);
  });
});

describe('sessionOrApiKey / requireApiKey (for routes of other resources, e.g. the FHIR read API)', () => {
  it('sets the author from a key with the scope, answers 401/403 otherwise, and falls back to the session without a header', async () => {
    const app = new Hono<AppEnv>()
      .get('/either', sessionOrApiKey('fhir:read'), (c) => c.json(c.get('author')))
      .get('/keys-only', requireApiKey('fhir:read'), (c) => c.json(c.get('author')));
    app.onError(handleError);
    const { owner, createKey } = await clinicWithPatient();
    const reader = await createKey({ name: 'Reader', scopes: ['fhir:read'] });
    const lab = await createKey({ name: 'Lab' });
    const call = async (path: string, headers: Record<string, string>) => {
      const res = await app.request(`${ORIGIN}${path}`, { headers }, env);
      return { status: res.status, body: res.ok ? await res.json() : null };
    };
    const clinicId = owner.user.clinicId;
    expect(await call('/either', { Authorization: `Bearer ${reader.key}` })).toEqual({ status: 200, body: { clinicId, userId: null, apiKeyId: reader.id } });
    expect(await call('/keys-only', { Authorization: `Bearer ${reader.key}` })).toEqual({ status: 200, body: { clinicId, userId: null, apiKeyId: reader.id } });
    expect((await call('/either', { Authorization: `Bearer ${lab.key}` })).status).toBe(403);
    expect((await call('/keys-only', { Authorization: 'Bearer mak_unknown' })).status).toBe(401);
    expect((await call('/keys-only', {})).status).toBe(401);
    expect(await call('/either', { Cookie: owner.client.cookie })).toEqual({ status: 200, body: { clinicId, userId: owner.user.id, apiKeyId: null } });
    expect((await call('/either', {})).status).toBe(401);
  });
});
