import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FhirResource } from '../../core/fhir/export-resources';
import { VALIDATION_TIMEOUT_MS } from '../../core/fhir/testing/fhir-validator';
import { LOINC } from '../../core/schemas/coding';
import { bulkExportsOf, DOWNLOAD_GRACE_MS, type ClinicBulkExports } from '../bulk/clinic-exports';
import type { BulkJob } from '../bulk/job';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { importBundle } from '../test/fhir-import-client';
import { fhirProblemsOf } from '../test/fhir-validation';
import { ehrKey, type EhrKey } from '../test/cds-client';
import { clinicMember, ORIGIN, signedInDoctor, TestClient } from '../test/helpers';
import { clientAssertion, oauthPost, registerApp, type TokenAnswer } from '../test/smart-app';

// FHIR Bulk Data export (issue 38) through the real routes, the clinic's Durable Object, local D1
// and local R2: kick-off → poll → manifest → files, with the six Synthea patients in one clinic and
// a second clinic whose rows must never appear.

type Manifest = { transactionTime: string; request: string; requiresAccessToken: boolean; output: { type: string; url: string; count: number }[]; error: { type: string; url: string }[] };
type Line = FhirResource & { id: string; subject?: { reference: string }; patient?: { reference: string } };

const ASYNC = { Prefer: 'respond-async', Accept: 'application/fhir+json' };
const path = (url: string) => url.slice(ORIGIN.length);

async function kickOff(client: TestClient, query = '', level = '/fhir/R4/$export', headers: Record<string, string> = ASYNC): Promise<Response> {
  return client.request(`${level}${query}`, { headers });
}

/** Polls the status URL until the export is done (200) or 120 s passed; the clinic's object runs its steps on its own alarm. */
async function manifestOf(client: TestClient, status: string): Promise<{ manifest: Manifest; progress: string[] }> {
  const progress: string[] = [];
  for (let i = 0; i < 600; i++) {
    const res = await client.get(path(status));
    if (res.status === 200) return { manifest: (await res.json()) as Manifest, progress };
    expect(res.status, await res.clone().text()).toBe(202);
    progress.push(res.headers.get('X-Progress') ?? '');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('export did not finish');
}

async function linesOf(client: TestClient, url: string): Promise<Line[]> {
  const res = await client.get(path(url));
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/fhir+ndjson');
  const text = new TextDecoder().decode(await res.arrayBuffer());
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n').map((l) => JSON.parse(l) as Line);
}

const exportsOf = (clinicId: number) => bulkExportsOf(env, clinicId);
const jobIdOf = (status: string) => status.split('/').pop()!;

let owner: Awaited<ReturnType<typeof signedInDoctor>>;
let stranger: Awaited<ReturnType<typeof signedInDoctor>>;
let ownPatientIds: Set<string>;

beforeAll(async () => {
  owner = await signedInDoctor();
  stranger = await signedInDoctor();
  for (const sample of Object.values(SYNTHEA_SAMPLES)) await importBundle(owner.client, sample());
  const theirs = (await (await stranger.client.post('/api/patients', { fullName: 'Not Ours', birthDate: '1960-01-01', sex: 'male', condition: 'Gout' })).json()) as { id: number };
  await stranger.client.post(`/api/patients/${theirs.id}/observations`, { category: 'vital-signs', codings: [{ system: LOINC, code: '8867-4', display: 'Heart rate' }], valueNumber: 71, unit: '/min', effectiveAt: '2026-11-01' });
  const rows = await env.DB.prepare('SELECT id FROM patients WHERE clinic_id = ?').bind(owner.user.clinicId).all<{ id: number }>();
  ownPatientIds = new Set(rows.results.map((r) => String(r.id)));
  expect(ownPatientIds.size).toBe(6);
}, 120_000);

describe('Bulk Data $export of a clinic', () => {
  let status: string;
  let manifest: Manifest;

  it('kicks off (202 + Content-Location), reports progress, and ends with a manifest of NDJSON files per type', async () => {
    const res = await kickOff(owner.client);
    expect(res.status).toBe(202);
    status = res.headers.get('Content-Location')!;
    expect(status).toMatch(/^https:\/\/medassist\.test\/fhir\/R4\/\$export-status\/[0-9a-f]{32}$/);
    const done = await manifestOf(owner.client, status);
    manifest = done.manifest;
    expect(done.progress.every((p) => /resources written$/.test(p))).toBe(true);
    expect(manifest.requiresAccessToken).toBe(true);
    expect(manifest.request).toBe(`${ORIGIN}/fhir/R4/$export`);
    expect(Date.parse(manifest.transactionTime)).toBeLessThanOrEqual(Date.now());
    expect(manifest.error).toEqual([]);
    const types = [...new Set(manifest.output.map((o) => o.type))];
    expect(types).toEqual(expect.arrayContaining(['Patient', 'Condition', 'AllergyIntolerance', 'MedicationRequest', 'Observation', 'DiagnosticReport', 'Immunization', 'Encounter']));
    expect(manifest.output.every((o) => o.url.startsWith(`${ORIGIN}/fhir/R4/$export-file/${jobIdOf(status)}/`))).toBe(true);
    // As the spec's in-progress example: 202, X-Progress under 100 characters, Retry-After in seconds.
    expect(done.progress.every((p) => p.length > 0 && p.length < 100)).toBe(true);
  });

  it('answers the complete status as the spec’s example does: 200, Expires, application/json, the required fields only', async () => {
    const res = await owner.client.get(path(status));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const expires = Date.parse(res.headers.get('Expires')!);
    expect(expires).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(res.headers.get('Expires')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['error', 'output', 'request', 'requiresAccessToken', 'transactionTime']);
    expect(body.transactionTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect((body.output as Record<string, unknown>[]).every((o) => Object.keys(o).sort().join() === 'count,type,url' && typeof o.count === 'number' && (o.count as number) > 0)).toBe(true);
  });

  it('writes every resource of the clinic once, each line valid FHIR R4, none of another clinic', async () => {
    const all: Line[] = [];
    for (const file of manifest.output) {
      const lines = await linesOf(owner.client, file.url);
      expect(lines).toHaveLength(file.count);
      expect(lines.every((l) => l.resourceType === file.type)).toBe(true);
      all.push(...lines);
    }
    const patients = all.filter((l) => l.resourceType === 'Patient');
    expect(new Set(patients.map((p) => p.id))).toEqual(ownPatientIds);
    expect(all.filter((l) => l.resourceType !== 'Patient').every((l) => ownPatientIds.has((l.subject ?? l.patient)!.reference.replace('Patient/', '')))).toBe(true);
    expect(new Set(all.map((l) => `${l.resourceType}/${l.id}`)).size).toBe(all.length);
    // As many of each type as D1 holds for the clinic's live patients.
    const observations = await env.DB.prepare('SELECT count(*) AS n FROM observations WHERE clinic_id = ? AND deleted_at IS NULL').bind(owner.user.clinicId).first<{ n: number }>();
    expect(all.filter((l) => l.resourceType === 'Observation')).toHaveLength(observations!.n);
    expect(JSON.stringify(all)).not.toContain('Not Ours');
    expect(await fhirProblemsOf(all)).toEqual([]);
    // Each file read is a read of patient records: one audit row per download, naming the file and its count.
    const downloads = await env.DB.prepare("SELECT user_id AS userId, detail FROM audit_events WHERE clinic_id = ? AND action = 'export' AND json_extract(detail, '$.job') = ? AND json_extract(detail, '$.file') IS NOT NULL ORDER BY id").bind(owner.user.clinicId, jobIdOf(status)).all<{ userId: number; detail: string }>();
    expect(downloads.results.map((r) => [r.userId, JSON.parse(r.detail).file, JSON.parse(r.detail).count])).toEqual(manifest.output.map((o) => [owner.user.id, o.url.split('/').pop(), o.count]));
  }, VALIDATION_TIMEOUT_MS);

  it('serves a file as application/fhir+ndjson to an Accept that takes it, and refuses one that does not (406)', async () => {
    const file = path(manifest.output[0]!.url);
    for (const accept of ['application/fhir+ndjson', 'application/ndjson', '*/*', 'application/fhir+json']) {
      const res = await owner.client.request(file, { headers: { Accept: accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/fhir+ndjson');
      await res.arrayBuffer();
    }
    const refused = await owner.client.request(file, { headers: { Accept: 'text/csv' } });
    expect(refused.status).toBe(406);
    expect(((await refused.json()) as { resourceType: string }).resourceType).toBe('OperationOutcome');
  });

  it('is the owner’s alone: another clinic, another member or no session never reads the status or the files', async () => {
    const file = path(manifest.output[0]!.url);
    const member = await clinicMember(owner.client);
    for (const client of [stranger.client, member.client, new TestClient()]) {
      for (const url of [path(status), file]) {
        const res = await client.get(url);
        expect([401, 403, 404]).toContain(res.status);
        expect(((await res.json()) as { resourceType: string }).resourceType).toBe('OperationOutcome');
      }
    }
    expect((await stranger.client.get(path(status))).status).toBe(404);
    expect((await stranger.client.get(file)).status).toBe(404);
    expect((await member.client.get(file)).status).toBe(403);
    expect((await stranger.client.delete(path(status))).status).toBe(404);
    // The stranger, an owner of their clinic, cannot guess their way into another's files: their own object does not know the job.
    expect((await owner.client.get(path(status))).status).toBe(200);
  });

  it('answers 404 once the files expire, and deletes them an hour later (a download begun before may finish)', async () => {
    const id = jobIdOf(status);
    const stub = exportsOf(owner.user.clinicId);
    const expireAt = async (expiresAt: number) =>
      runInDurableObject(stub, async (_o: ClinicBulkExports, state) => {
        const job = (await state.storage.get<BulkJob>(`job:${id}`))!;
        await state.storage.put(`job:${id}`, { ...job, expiresAt });
        await state.storage.setAlarm(Date.now());
      });
    const stored = async () => (await env.EXPORTS.list({ prefix: `${owner.user.clinicId}/${id}/` })).objects.length;
    await expireAt(Date.now() - 1);
    expect((await owner.client.get(path(status))).status).toBe(404);
    expect((await owner.client.get(path(manifest.output[0]!.url))).status).toBe(404);
    await runDurableObjectAlarm(stub);
    expect(await stored()).toBe(manifest.output.length);
    await expireAt(Date.now() - DOWNLOAD_GRACE_MS - 1);
    await runDurableObjectAlarm(stub);
    expect(await stored()).toBe(0);
  });
});

describe('Bulk Data kick-off parameters and refusals', () => {
  it('refuses a kick-off without Prefer: respond-async, with unsupported parameters, from a non-owner or a key', async () => {
    const noAsync = await kickOff(owner.client, '', '/fhir/R4/$export', { Accept: 'application/fhir+json' });
    expect(noAsync.status).toBe(400);
    expect(await noAsync.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'invalid' }] });
    const typeFilter = await kickOff(owner.client, '?_typeFilter=Observation%3Fcode%3D1');
    expect(typeFilter.status).toBe(400);
    expect(JSON.stringify(await typeFilter.json())).toContain('_typeFilter is not supported');
    const associated = await kickOff(owner.client, '?includeAssociatedData=LatestProvenanceResources');
    expect(associated.status).toBe(400);
    expect(JSON.stringify(await associated.json())).toContain('no Provenance');
    expect((await kickOff(owner.client, '?patient=Patient%2F1', '/fhir/R4/Patient/$export')).status).toBe(400);
    expect((await kickOff(owner.client, '?_type=Practitioner')).status).toBe(400);
    expect((await kickOff(owner.client, '?_since=2026-01-01')).status).toBe(400);
    expect((await kickOff(owner.client, '?_outputFormat=text%2Fcsv')).status).toBe(400);
    const member = await clinicMember(owner.client);
    expect((await kickOff(member.client)).status).toBe(403);
    expect((await kickOff(new TestClient())).status).toBe(401);
    expect((await kickOff(owner.client, '', '/fhir/R4/$export', { ...ASYNC, Authorization: 'Bearer mk_madeup' })).status).toBe(401);
    // A live clinic API key that reads FHIR is still not an exporter.
    const key = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Registry', scopes: ['fhir:read'] })).json()) as { key: string };
    const byKey = await kickOff(new TestClient(), '', '/fhir/R4/$export', { ...ASYNC, Authorization: `Bearer ${key.key}` });
    expect(byKey.status).toBe(403);
    expect(JSON.stringify(await byKey.json())).toContain('cannot export the whole clinic');
  });

  it('exports only the asked types changed after _since, at Patient level, and names ignored parameters under handling=lenient', async () => {
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const changed = [...ownPatientIds][0]!;
    const stored = (await (await owner.client.get(`/api/patients/${changed}`)).json()) as { version: number; fullName: string; birthDate: string; sex: string };
    expect((await owner.client.patch(`/api/patients/${changed}`, { fullName: stored.fullName, birthDate: stored.birthDate, sex: stored.sex, condition: 'Asthma', version: stored.version })).status).toBe(200);
    const res = await kickOff(owner.client, `?_type=Patient,Condition,Practitioner&_since=${encodeURIComponent(since)}&_typeFilter=MedicationRequest%3Fstatus%3Dactive`, '/fhir/R4/Patient/$export', { ...ASYNC, Prefer: 'respond-async, handling=lenient' });
    expect(res.status).toBe(202);
    const { manifest } = await manifestOf(owner.client, res.headers.get('Content-Location')!);
    expect(manifest.request).toContain('/fhir/R4/Patient/$export?_type=Patient,Condition,Practitioner');
    // The patient changed, and the condition the edit added; nothing of the five others, no other type.
    expect(manifest.output.map((o) => [o.type, o.count])).toEqual([['Patient', 1], ['Condition', 1]]);
    expect((await linesOf(owner.client, manifest.output[0]!.url)).map((l) => l.id)).toEqual([changed]);
    expect((await linesOf(owner.client, manifest.output[1]!.url))[0]!.subject).toEqual({ reference: `Patient/${changed}` });
    expect(manifest.error).toEqual([{ type: 'OperationOutcome', url: expect.stringMatching(/OperationOutcome\.1\.ndjson$/), count: 2 }]);
    // One OperationOutcome for each ignored parameter, as Bulk Data asks.
    const outcomes = await linesOf(owner.client, manifest.error[0]!.url);
    expect(outcomes.map((o) => (o as unknown as { issue: { diagnostics: string }[] }).issue[0]!.diagnostics)).toEqual(['Ignored under Prefer: handling=lenient: _type=Practitioner.', 'Ignored under Prefer: handling=lenient: _typeFilter.']);
  });

  it('runs one export of a clinic at a time (429) and cancels a running one on DELETE: files gone, 404 after, audited, and listed as cancelled for the owner', async () => {
    const res = await kickOff(owner.client);
    const status = res.headers.get('Content-Location')!;
    const busy = await kickOff(owner.client, '?_type=Patient');
    expect(busy.status).toBe(429);
    expect(busy.headers.get('Retry-After')).toBe('60');
    const cancel = await owner.client.delete(path(status));
    expect(cancel.status).toBe(202);
    expect(await cancel.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'information' }] });
    // Bulk Data: after a DELETE the status URL answers 404 with an OperationOutcome; a second DELETE finds nothing either.
    const after = await owner.client.get(path(status));
    expect(after.status).toBe(404);
    expect(await after.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'not-found' }] });
    expect((await owner.client.delete(path(status))).status).toBe(404);
    // A step running when it was cancelled deletes what it wrote.
    await vi.waitFor(async () => expect((await env.EXPORTS.list({ prefix: `${owner.user.clinicId}/${jobIdOf(status)}/` })).objects).toEqual([]), { timeout: 10_000, interval: 200 });
    // The owner's panel keeps it, cancelled, with who and when, until its retention ends.
    const listed = ((await (await owner.client.get('/api/clinic/export/bulk')).json()) as { id: string; state: string; cancelled: { at: string; userName: string; app: string | null } | null; expiresAt: string }[]).find((j) => j.id === jobIdOf(status))!;
    expect(listed).toMatchObject({ state: 'cancelled', cancelled: { userName: owner.user.name, app: null } });
    expect(Date.parse(listed.expiresAt) - Date.parse(listed.cancelled!.at)).toBe(24 * 3600_000);
    const audit = await env.DB.prepare("SELECT user_id AS userId, detail FROM audit_events WHERE clinic_id = ? AND action = 'export' AND json_extract(detail, '$.job') = ? ORDER BY id").bind(owner.user.clinicId, jobIdOf(status)).all<{ userId: number; detail: string }>();
    expect(audit.results.map((r) => [r.userId, JSON.parse(r.detail).cancelled ?? 'kick-off'])).toEqual([[owner.user.id, 'kick-off'], [owner.user.id, 'running']]);
    // The clinic's turn is free again.
    const next = await kickOff(owner.client, '?_type=Patient');
    expect(next.status).toBe(202);
    const nextStatus = next.headers.get('Content-Location')!;
    await manifestOf(owner.client, nextStatus);
    // A DELETE after completion deletes the files early (Bulk Data: the client is done with them); the panel says so.
    expect((await owner.client.delete(path(nextStatus))).status).toBe(202);
    expect((await owner.client.get(path(nextStatus))).status).toBe(404);
    const jobs = (await (await owner.client.get('/api/clinic/export/bulk')).json()) as { id: string; state: string; cancelled: object | null }[];
    expect(jobs.find((j) => j.id === jobIdOf(nextStatus))).toMatchObject({ state: 'done', cancelled: { userName: owner.user.name } });
    expect((await env.EXPORTS.list({ prefix: `${owner.user.clinicId}/${jobIdOf(nextStatus)}/` })).objects).toEqual([]);
  });

  it('answers a failed export as the spec’s error example: 500 with an OperationOutcome in application/fhir+json', async () => {
    const { client, user } = await signedInDoctor();
    const res = await kickOff(client, '?_type=Patient');
    const status = res.headers.get('Content-Location')!;
    const id = jobIdOf(status);
    await runInDurableObject(exportsOf(user.clinicId), async (_o: ClinicBulkExports, state) => {
      const job = (await state.storage.get<BulkJob>(`job:${id}`))!;
      await state.storage.put(`job:${id}`, { ...job, state: 'failed', finishedAt: Date.now(), expiresAt: Date.now() + 3600_000 } satisfies BulkJob);
    });
    const failed = await client.get(path(status));
    expect(failed.status).toBe(500);
    expect(failed.headers.get('Content-Type')).toMatch(/^application\/fhir\+json/);
    expect(await failed.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'exception' }] });
  });
});

describe('Bulk Data kick-off as the spec writes it', () => {
  let doctor: Awaited<ReturnType<typeof signedInDoctor>>;
  let ids: string[];
  beforeAll(async () => {
    doctor = await signedInDoctor();
    ids = [];
    for (const fullName of ['Ann First', 'Ben Second', 'Cy Third']) {
      ids.push(String(((await (await doctor.client.post('/api/patients', { fullName, birthDate: '1970-02-03', sex: 'female', condition: 'Asthma' })).json()) as { id: number }).id));
    }
  });
  /** Kicks off, waits for the manifest and reads every file: [type, lines] per file. */
  async function run(res: Response): Promise<{ manifest: Manifest; files: [string, Line[]][] }> {
    expect(res.status, await res.clone().text()).toBe(202);
    const { manifest } = await manifestOf(doctor.client, res.headers.get('Content-Location')!);
    const files: [string, Line[]][] = [];
    for (const file of manifest.output) files.push([file.type, await linesOf(doctor.client, file.url)]);
    return { manifest, files };
  }
  const postKickOff = (level: string, body: unknown, headers: Record<string, string> = {}) =>
    doctor.client.request(level, { method: 'POST', headers: { ...ASYNC, 'Content-Type': 'application/fhir+json', ...headers }, body: JSON.stringify(body) });

  it('accepts the three _outputFormat values Bulk Data requires (and an unencoded +), and refuses another', async () => {
    for (const format of ['application%2Ffhir%2Bndjson', 'application/fhir+ndjson', 'application%2Fndjson', 'ndjson']) {
      const res = await kickOff(doctor.client, `?_type=Patient&_outputFormat=${format}`);
      expect(res.status, format).toBe(202);
      expect((await doctor.client.delete(path(res.headers.get('Content-Location')!))).status).toBe(202);
    }
    const refused = await kickOff(doctor.client, '?_outputFormat=application%2Ffhir%2Bjson');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('application/fhir+ndjson');
  });

  it('answers the spec’s group membership pattern _type=Patient&_elements=id with ids alone, tagged SUBSETTED', async () => {
    const { files } = await run(await kickOff(doctor.client, '?_type=Patient&_elements=id', '/fhir/R4/Patient/$export'));
    expect(files.map(([type]) => type)).toEqual(['Patient']);
    const lines = files[0]![1];
    expect(lines.map((l) => l.id).sort()).toEqual([...ids].sort());
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(['id', 'meta', 'resourceType']);
      expect((line.meta as { tag: { code: string }[] }).tag).toContainEqual(expect.objectContaining({ code: 'SUBSETTED' }));
    }
    // Other types keep what FHIR makes mandatory.
    const { files: conditions } = await run(await kickOff(doctor.client, '?_type=Condition&_elements=Patient.birthDate'));
    expect(Object.keys(conditions[0]![1][0]!).sort()).toEqual(['id', 'meta', 'resourceType', 'subject']);
  });

  it('takes a POST kick-off with a Parameters body, patient as in the spec’s example: only those patients’ records', async () => {
    const body = { resourceType: 'Parameters', parameter: [{ name: 'patient', valueReference: { reference: `Patient/${ids[0]}` } }, { name: 'patient', valueReference: { reference: `Patient/${ids[2]}` } }, { name: '_type', valueString: 'Patient,Condition' }] };
    const { manifest, files } = await run(await postKickOff('/fhir/R4/Patient/$export', body));
    // Bulk Data: for a POST the manifest's request is the URL without parameters.
    expect(manifest.request).toBe(`${ORIGIN}/fhir/R4/Patient/$export`);
    expect(files.map(([type, lines]) => [type, lines.length])).toEqual([['Patient', 2], ['Condition', 2]]);
    expect(files[0]![1].map((l) => l.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect(files[1]![1].map((l) => l.subject!.reference).sort()).toEqual([`Patient/${ids[0]}`, `Patient/${ids[2]}`].sort());
    const audit = await env.DB.prepare("SELECT detail FROM audit_events WHERE clinic_id = ? AND action = 'export' AND json_extract(detail, '$.method') = 'POST'").bind(doctor.user.clinicId).first<{ detail: string }>();
    expect(JSON.parse(audit!.detail)).toMatchObject({ level: 'patient', patients: 2, types: 'Patient,Condition' });
  });

  it('answers a client polling far faster than Retry-After with 429 and Retry-After, then serves it again once it waits', async () => {
    const res = await kickOff(doctor.client, '?_type=Patient');
    const status = path(res.headers.get('Content-Location')!);
    await manifestOf(doctor.client, res.headers.get('Content-Location')!);
    let throttled: Response | undefined;
    for (let i = 0; i < 30 && !throttled; i++) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => doctor.client.get(status)));
      throttled = batch.find((r) => r.status === 429);
      expect(batch.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    }
    expect(throttled!.headers.get('Retry-After')).toBe('2');
    expect(await throttled!.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'throttled' }] });
    await new Promise((r) => setTimeout(r, 2000));
    expect((await doctor.client.get(status)).status).toBe(200);
  });

  it('refuses a POST kick-off it cannot honour, each with a 4xx OperationOutcome naming why', async () => {
    const cases: [string, unknown, Record<string, string>, number, RegExp][] = [
      ['/fhir/R4/Patient/$export', { resourceType: 'Parameters', parameter: [{ name: 'patient', valueReference: { reference: 'Patient/999999999' } }] }, {}, 400, /Patient\/999999999, not a patient of this clinic/],
      ['/fhir/R4/$export', { resourceType: 'Parameters', parameter: [{ name: 'patient', valueReference: { reference: `Patient/${ids[0]}` } }] }, {}, 400, /system-level/],
      ['/fhir/R4/$export', { resourceType: 'Bundle' }, {}, 400, /Parameters resource/],
      ['/fhir/R4/$export', { resourceType: 'Parameters', parameter: [{ name: '_since', valueString: 'yesterday' }] }, {}, 400, /valueInstant/],
      ['/fhir/R4/$export', { resourceType: 'Parameters' }, { 'Content-Type': 'text/plain' }, 415, /JSON/],
    ];
    for (const [level, body, headers, code, why] of cases) {
      const res = await postKickOff(level, body, headers);
      expect(res.status, JSON.stringify(body)).toBe(code);
      expect(JSON.stringify(await res.json())).toMatch(why);
    }
    // Parameters belong in the body of a POST.
    expect((await postKickOff('/fhir/R4/$export?_type=Patient', { resourceType: 'Parameters' })).status).toBe(400);
    // A patient of another clinic is not this clinic's.
    expect((await postKickOff('/fhir/R4/Patient/$export', { resourceType: 'Parameters', parameter: [{ name: 'patient', valueReference: { reference: `Patient/${[...ownPatientIds][0]}` } }] })).status).toBe(400);
  });
});

describe('Bulk Data deleted resources (_since)', () => {
  it('lists what was deleted since as transaction Bundles of DELETEs, never also in output, as the spec’s deleted example', async () => {
    const { client } = await signedInDoctor();
    const ids: number[] = [];
    for (const fullName of ['Dee Stays', 'Eve Goes']) ids.push(((await (await client.post('/api/patients', { fullName, birthDate: '1970-02-03', sex: 'female', condition: 'Asthma' })).json()) as { id: number }).id);
    const [stays, goes] = ids as [number, number];
    const conditionOf = async (patient: number) => ((await (await client.get(`/api/patients/${patient}/problems`)).json()) as { id: number }[])[0]!.id;
    const [staysCondition, goesCondition] = [await conditionOf(stays), await conditionOf(goes)];
    // Without _since there is nothing to say about deletions: no deleted key.
    const plain = await kickOff(client, '?_type=Patient');
    expect(Object.keys((await manifestOf(client, plain.headers.get('Content-Location')!)).manifest)).not.toContain('deleted');
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    expect((await client.delete(`/api/patients/${stays}/problems/${staysCondition}`)).status).toBe(200);
    expect((await client.delete(`/api/patients/${goes}`)).status).toBe(200);
    const res = await kickOff(client, `?_type=Patient,Condition&_since=${encodeURIComponent(since)}`);
    const { manifest } = await manifestOf(client, res.headers.get('Content-Location')!);
    const deleted = (manifest as Manifest & { deleted: { type: string; url: string; count: number }[] }).deleted;
    expect(deleted.map((d) => [d.type, d.count])).toEqual([['Bundle', 1], ['Bundle', 1]]);
    const bundles = [];
    for (const file of deleted) bundles.push(...(await linesOf(client, file.url)));
    expect(bundles.every((b) => b.resourceType === 'Bundle' && b.type === 'transaction')).toBe(true);
    const entries = bundles.flatMap((b) => (b as unknown as { entry: { request: { method: string; url: string } }[] }).entry.map((e) => e.request));
    // The deleted patient, her record that left with her, and the other patient's deleted condition.
    expect(entries).toEqual([
      { method: 'DELETE', url: `Patient/${goes}` },
      ...[staysCondition, goesCondition].sort((a, b) => a - b).map((id) => ({ method: 'DELETE', url: `Condition/${id}` })),
    ]);
    const output = manifest.output.map((o) => o.type);
    expect(output).not.toContain('Condition');
    for (const file of manifest.output) expect((await linesOf(client, file.url)).map((l) => l.id)).not.toContain(String(goes));
  });
});

describe('Bulk Data export residency', () => {
  it('writes an EU clinic’s files to the EU bucket only, and reads them from there', async () => {
    const eu = await signedInDoctor({ region: 'eu' });
    expect((await eu.client.post('/api/patients', { fullName: 'Eu Patient', birthDate: '1970-02-03', sex: 'female' })).status).toBe(201);
    const res = await kickOff(eu.client, '?_type=Patient');
    expect(res.status).toBe(202);
    const status = res.headers.get('Content-Location')!;
    const { manifest } = await manifestOf(eu.client, status);
    const prefix = `${eu.user.clinicId}/${jobIdOf(status)}/`;
    expect((await env.EXPORTS_EU.list({ prefix })).objects.map((o) => o.key)).toEqual([`${prefix}Patient.1.ndjson`]);
    expect((await env.EXPORTS.list({ prefix })).objects).toEqual([]);
    expect((await linesOf(eu.client, manifest.output[0]!.url)).map((l) => l.resourceType)).toEqual(['Patient']);
  });
});

describe('Bulk Data export resumes after a failed step', () => {
  it('retries the step that failed and writes every resource once', async () => {
    const { client, user } = await signedInDoctor();
    await importBundle(client, SYNTHEA_SAMPLES.mao());
    const immunizations = await env.DB.prepare('SELECT count(*) AS n FROM immunizations WHERE clinic_id = ?').bind(user.clinicId).first<{ n: number }>();
    expect(immunizations!.n).toBeGreaterThan(0);
    // The Immunization step cannot read its table until it is back.
    await env.DB.prepare('ALTER TABLE immunizations RENAME TO immunizations_down').run();
    let status: string | undefined;
    try {
      const res = await kickOff(client, '?_type=Patient,Immunization');
      status = res.headers.get('Content-Location')!;
      let progress = '';
      for (let i = 0; i < 150 && !/retrying/.test(progress); i++) {
        const polled = await client.get(path(status));
        expect(polled.status).toBe(202);
        progress = polled.headers.get('X-Progress') ?? '';
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(progress).toMatch(/^Immunization \(2 of 2 types\), 1 resources written; the last step failed, retrying$/);
    } finally {
      await env.DB.prepare('ALTER TABLE immunizations_down RENAME TO immunizations').run();
    }
    const { manifest } = await manifestOf(client, status!);
    expect(manifest.output.map((o) => [o.type, o.count])).toEqual([['Patient', 1], ['Immunization', immunizations!.n]]);
    const lines = await linesOf(client, manifest.output[1]!.url);
    expect(new Set(lines.map((l) => l.id)).size).toBe(immunizations!.n);
  }, 120_000);
});

describe('Bulk Data export by a backend service (SMART client_credentials, private_key_jwt)', () => {
  let key: EhrKey;
  let app: { id: number; clientId: string };
  /** A fresh system token of the app (each assertion is single-use). */
  async function systemToken(scope: string): Promise<string> {
    const res = await oauthPost('/oauth/token', { grant_type: 'client_credentials', scope, client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: await clientAssertion(key, app.clientId) });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return (JSON.parse(text) as TokenAnswer).access_token;
  }
  const bearer = (token: string) => ({ ...ASYNC, Authorization: `Bearer ${token}` });
  const as = (token: string) => {
    const client = new TestClient();
    return { get: (url: string) => client.request(url, { headers: { Authorization: `Bearer ${token}` } }) };
  };

  beforeAll(async () => {
    key = await ehrKey('ES384');
    app = await registerApp(owner.client, { name: 'Registry export', redirectUris: ['https://registry.example.org/cb'], scopes: 'system/*.rs system/Patient.rs', jwks: { keys: [key.publicJwk] } });
  });

  it('exports the whole clinic with system/*.rs: every line valid, none of another clinic, readable by a later token of the same app only', async () => {
    const res = await kickOff(new TestClient(), '', '/fhir/R4/$export', bearer(await systemToken('system/*.rs')));
    expect(res.status, await res.clone().text()).toBe(202);
    const status = path(res.headers.get('Content-Location')!);
    // Tokens last minutes; the job belongs to the app, so its next token polls and reads it.
    let manifest: Manifest | undefined;
    const later = await systemToken('system/*.rs');
    for (let i = 0; i < 600 && !manifest; i++) {
      const polled = await as(later).get(status);
      if (polled.status === 200) manifest = (await polled.json()) as Manifest;
      else await new Promise((r) => setTimeout(r, 200));
    }
    expect(manifest!.requiresAccessToken).toBe(true);
    const all: Line[] = [];
    for (const file of manifest!.output) {
      const read = await as(later).get(path(file.url));
      expect(read.status).toBe(200);
      all.push(...new TextDecoder().decode(await read.arrayBuffer()).trimEnd().split('\n').map((l) => JSON.parse(l) as Line));
    }
    expect(new Set(all.filter((l) => l.resourceType === 'Patient').map((l) => l.id))).toEqual(ownPatientIds);
    expect(all.filter((l) => l.resourceType !== 'Patient').every((l) => ownPatientIds.has((l.subject ?? l.patient)!.reference.replace('Patient/', '')))).toBe(true);
    expect(JSON.stringify(all)).not.toContain('Not Ours');
    expect(await fhirProblemsOf(all)).toEqual([]);
    // Bulk Data: status and files need scopes that cover every exported type; a narrower token of the same app is refused.
    const narrow = await systemToken('system/Patient.rs');
    for (const url of [status, path(manifest!.output[0]!.url)]) {
      const refused = await as(narrow).get(url);
      expect(refused.status, url).toBe(403);
      expect(refused.headers.get('WWW-Authenticate')).toContain('insufficient_scope');
    }
    // The owner's session did not start it, and another clinic's owner does not find it.
    expect((await owner.client.get(status)).status).toBe(404);
    expect((await stranger.client.get(status)).status).toBe(404);
    const audit = await env.DB.prepare("SELECT user_id AS userId, detail FROM audit_events WHERE clinic_id = ? AND action = 'export' ORDER BY id DESC LIMIT 1").bind(owner.user.clinicId).first<{ userId: number; detail: string }>();
    expect(audit!.userId).toBe(owner.user.id);
    expect(JSON.parse(audit!.detail)).toMatchObject({ format: 'fhir-bulk', smartApp: app.id, smartAppName: 'Registry export', file: manifest!.output.at(-1)!.url.split('/').pop() });
  }, VALIDATION_TIMEOUT_MS);

  it('exports only what its system/ scopes read, and refuses a type beyond them', async () => {
    const token = await systemToken('system/Patient.rs');
    expect((await kickOff(new TestClient(), '?_type=Patient,Observation', '/fhir/R4/$export', bearer(token))).status).toBe(403);
    const res = await kickOff(new TestClient(), '', '/fhir/R4/$export', bearer(token));
    expect(res.status).toBe(202);
    const status = path(res.headers.get('Content-Location')!);
    let manifest: Manifest | undefined;
    for (let i = 0; i < 600 && !manifest; i++) {
      const polled = await as(token).get(status);
      if (polled.status === 200) manifest = (await polled.json()) as Manifest;
      else await new Promise((r) => setTimeout(r, 200));
    }
    expect(manifest!.output.map((o) => o.type)).toEqual(['Patient']);
    expect(manifest!.output[0]!.count).toBe(6);
    // The app's DELETE deletes the files, is audited with the app, and the owner's panel names the app and its owner.
    expect((await new TestClient().request(status, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })).status).toBe(202);
    const audit = await env.DB.prepare("SELECT user_id AS userId, detail FROM audit_events WHERE clinic_id = ? AND action = 'export' ORDER BY id DESC LIMIT 1").bind(owner.user.clinicId).first<{ userId: number; detail: string }>();
    expect(audit!.userId).toBe(owner.user.id);
    expect(JSON.parse(audit!.detail)).toMatchObject({ cancelled: 'files', smartApp: app.id, smartAppName: 'Registry export' });
    const jobs = (await (await owner.client.get('/api/clinic/export/bulk')).json()) as { id: string; cancelled: object | null }[];
    expect(jobs.find((j) => j.id === status.split('/').pop())!.cancelled).toMatchObject({ userName: owner.user.name, app: 'Registry export' });
  });
});
