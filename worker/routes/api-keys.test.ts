import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AuditChainVerdict, AuditEventView, ClinicInvite } from '../../core/schemas/clinic-admin';
import { behindTheTriggers } from '../test/behind-the-triggers';
import { clinicMember, registration, signedInDoctor, TestClient } from '../test/helpers';

// Clinic API keys (issue 32): a key carries its creator's clinical rights, at creation and at every
// use; keys expire; their creation, revocation and every row they cause are audited and name the
// key; the remaining owners see whose keys to rotate. Invites of an owner who leaves are revoked.

type KeyCreated = { id: number; key: string; scopes: string[]; expiresAt: string | null };
type KeyListed = {
  id: number; name: string; scopes: string[]; scopesInForce: string[]; status: string; expiresAt: string | null;
  createdBy: { id: number; name: string | null; standing: string };
};
type Client = InstanceType<typeof TestClient>;

const DAY_MS = 86_400_000;

async function createKey(client: Client, body: Record<string, unknown>) {
  const res = await client.post('/api/clinic/api-keys', body);
  return { status: res.status, body: (await res.json()) as KeyCreated & { message: string; fieldErrors?: Record<string, string[]> } };
}

const listKeys = async (client: Client) => (await (await client.get('/api/clinic/api-keys')).json()) as KeyListed[];

async function clinicWithPatient() {
  const owner = await signedInDoctor();
  const patient = (await (await owner.client.post('/api/patients', { fullName: 'Keyed Patient', age: 50, gender: 'Female' })).json()) as { id: number };
  return { owner, patient };
}

/** A second owner, who may change the first owner (nobody changes their own role). */
async function secondOwner(owner: Client) {
  const other = await clinicMember(owner);
  expect((await owner.patch(`/api/clinic/members/${other.user.id}`, { owner: true })).status).toBe(200);
  return other;
}

const readChart = (key: string, patientId: number) =>
  new TestClient().request(`/fhir/R4/Patient/${patientId}`, { headers: { Authorization: `Bearer ${key}` } });
const postResult = (key: string, patientId: number) =>
  new TestClient().request('/api/lab-results', {
    method: 'POST', headers: { Authorization: `Bearer ${key}` },
    json: { patientId, labName: 'Key panel', tests: [{ name: 'Sodium', value: '139', unit: 'mmol/L', status: 'normal' }] },
  });

const auditRows = (clinicId: number, where: string, ...binds: unknown[]) =>
  env.DB.prepare(`SELECT user_id AS userId, api_key_id AS apiKeyId, action, entity, entity_id AS entityId FROM audit_events WHERE clinic_id = ? AND ${where} ORDER BY id`)
    .bind(clinicId, ...binds)
    .all<{ userId: number | null; apiKeyId: number | null; action: string; entity: string; entityId: number | null }>()
    .then((r) => r.results);

describe('a key carries its creator’s clinical rights', () => {
  it('an owner whose role does not read charts or enter results cannot give a key that right (403, nothing created)', async () => {
    const first = await signedInDoctor();
    const desk = await clinicMember(first.client, {}, 'front-desk');
    const reader = await clinicMember(first.client, {}, 'read-only');
    for (const m of [desk, reader]) expect((await first.client.patch(`/api/clinic/members/${m.user.id}`, { owner: true })).status).toBe(200);

    for (const scopes of [['fhir:read'], ['lab:write'], ['lab:write', 'fhir:read']]) {
      const refused = await createKey(desk.client, { name: 'Desk key', scopes });
      expect(refused.status, scopes.join()).toBe(403);
      expect(refused.body.message).toBe('A key can do only what your own role in this clinic can: reading records needs a role that reads charts, sending lab results one that enters results.');
    }
    // Read-only reads charts (audited), so it may mint a reading key, never one that writes results.
    expect((await createKey(reader.client, { name: 'Reader lab', scopes: ['lab:write'] })).status).toBe(403);
    expect((await createKey(reader.client, { name: 'Registry', scopes: ['fhir:read'] })).status).toBe(201);
    expect((await listKeys(first.client)).map((k) => k.name)).toEqual(['Registry']);
  });

  it('checks the creator’s current rights at every use: demoted, disabled or removed, the key loses what they lost', async () => {
    const { owner, patient } = await clinicWithPatient();
    const other = await secondOwner(owner.client);
    const reading = (await createKey(owner.client, { name: 'Registry', scopes: ['fhir:read'] })).body;
    const lab = (await createKey(owner.client, { name: 'Lab', scopes: ['lab:write'] })).body;
    expect((await readChart(reading.key, patient.id)).status).toBe(200);
    expect((await postResult(lab.key, patient.id)).status).toBe(201);

    const lostRight = 'The member who created this API key may no longer do this in the clinic (their role changed, or they left): ask the clinic for a new key.';
    const expectRefused = async (res: Response) => {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message?: string; issue?: unknown }).message ?? '').toBe(lostRight);
    };
    // Front desk: no charts, no results (still an owner).
    expect((await other.client.patch(`/api/clinic/members/${owner.user.id}`, { role: 'front-desk' })).status).toBe(200);
    await expectRefused(await postResult(lab.key, patient.id));
    expect((await readChart(reading.key, patient.id)).status).toBe(403);
    expect((await listKeys(other.client)).map((k) => [k.name, k.scopesInForce])).toEqual([['Lab', []], ['Registry', []]]);

    // Read-only: reads again, still enters no results.
    expect((await other.client.patch(`/api/clinic/members/${owner.user.id}`, { role: 'read-only' })).status).toBe(200);
    expect((await readChart(reading.key, patient.id)).status).toBe(200);
    await expectRefused(await postResult(lab.key, patient.id));

    // Disabled: nothing; enabled again as a doctor: everything again.
    expect((await other.client.patch(`/api/clinic/members/${owner.user.id}`, { role: 'doctor' })).status).toBe(200);
    expect((await other.client.post(`/api/clinic/members/${owner.user.id}/disable`)).status).toBe(200);
    expect((await readChart(reading.key, patient.id)).status).toBe(403);
    await expectRefused(await postResult(lab.key, patient.id));
    expect((await other.client.post(`/api/clinic/members/${owner.user.id}/enable`)).status).toBe(200);
    expect((await postResult(lab.key, patient.id)).status).toBe(201);

    // Removed: nothing, for good, and the remaining owner is told to rotate both keys.
    expect((await other.client.delete(`/api/clinic/members/${owner.user.id}`)).status).toBe(200);
    expect((await readChart(reading.key, patient.id)).status).toBe(403);
    await expectRefused(await postResult(lab.key, patient.id));
    const listed = await listKeys(other.client);
    expect(listed.map((k) => [k.name, k.createdBy.standing, k.scopesInForce])).toEqual([['Lab', 'removed', []], ['Registry', 'removed', []]]);
    expect(listed[0]!.createdBy).toMatchObject({ id: owner.user.id, name: owner.user.name });
  });
});

describe('keys expire', () => {
  it('lives 365 days unless the owner picks another lifetime; never only for a key that just sends lab results', async () => {
    const { owner } = await clinicWithPatient();
    const near = (iso: string | null, days: number) => Math.abs(Date.parse(iso ?? '') - (Date.now() + days * DAY_MS)) < 60_000;
    expect(near((await createKey(owner.client, { name: 'Default' })).body.expiresAt, 365)).toBe(true);
    expect(near((await createKey(owner.client, { name: 'Month', scopes: ['fhir:read'], expiresInDays: 30 })).body.expiresAt, 30)).toBe(true);
    const forever = await createKey(owner.client, { name: 'Forever lab', scopes: ['lab:write'], expiresInDays: null });
    expect([forever.status, forever.body.expiresAt]).toEqual([201, null]);

    const refused = await createKey(owner.client, { name: 'Forever reader', scopes: ['fhir:read', 'lab:write'], expiresInDays: null });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.expiresInDays).toEqual(['Only a key that just sends lab results may never expire: a key that reads records needs an end date.']);
    expect((await createKey(owner.client, { name: 'Too long', expiresInDays: 366 })).status).toBe(400);
    expect((await listKeys(owner.client)).map((k) => k.name).sort()).toEqual(['Default', 'Forever lab', 'Month']);
  });

  it('an expired key is refused 401 like a revoked one, and listed as expired', async () => {
    const { owner, patient } = await clinicWithPatient();
    const lab = (await createKey(owner.client, { name: 'Old lab', expiresInDays: 30 })).body;
    expect((await postResult(lab.key, patient.id)).status).toBe(201);
    await env.DB.prepare('UPDATE api_keys SET expires_at = ? WHERE id = ?').bind(Date.now() - 1000, lab.id).run();
    const refused = await postResult(lab.key, patient.id);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('This API key has expired: ask the clinic for a new one.');
    expect((await listKeys(owner.client))[0]).toMatchObject({ name: 'Old lab', status: 'expired' });
  });
});

describe('keys and invites leave a trail', () => {
  it('creating and revoking a key or an invite writes an audit row by the owner, in the same batch', async () => {
    const { owner } = await clinicWithPatient();
    const clinicId = owner.user.clinicId;
    const key = (await createKey(owner.client, { name: 'Audited' })).body;
    expect((await owner.client.delete(`/api/clinic/api-keys/${key.id}`)).status).toBe(200);
    expect((await owner.client.delete(`/api/clinic/api-keys/${key.id}`)).status).toBe(404);
    expect((await owner.client.post('/api/clinic/invites', { role: 'nurse' })).status).toBe(201);
    const invite = ((await (await owner.client.get('/api/clinic/invites')).json()) as ClinicInvite[])[0]!;
    expect(invite.createdBy).toEqual({ id: owner.user.id, name: owner.user.name });
    expect((await owner.client.delete(`/api/clinic/invites/${invite.id}`)).status).toBe(200);
    expect((await owner.client.delete(`/api/clinic/invites/${invite.id}`)).status).toBe(200); // twice: no second row

    expect(await auditRows(clinicId, "entity IN ('api_key', 'invite')")).toEqual([
      { userId: owner.user.id, apiKeyId: null, action: 'create', entity: 'api_key', entityId: key.id },
      { userId: owner.user.id, apiKeyId: null, action: 'revoke', entity: 'api_key', entityId: key.id },
      { userId: owner.user.id, apiKeyId: null, action: 'create', entity: 'invite', entityId: invite.id },
      { userId: owner.user.id, apiKeyId: null, action: 'revoke', entity: 'invite', entityId: invite.id },
    ]);
    expect(((await (await owner.client.get('/api/audit-events/verify')).json()) as AuditChainVerdict).ok).toBe(true);
  });

  it('every row a key causes names the key (lab results and their observations, HL7, FHIR reads), and the trail shows its name', async () => {
    const { owner, patient } = await clinicWithPatient();
    const clinicId = owner.user.clinicId;
    const lab = (await createKey(owner.client, { name: 'Acme LIS', scopes: ['lab:write'] })).body;
    const reader = (await createKey(owner.client, { name: 'Registry', scopes: ['fhir:read'] })).body;
    expect((await postResult(lab.key, patient.id)).status).toBe(201);
    expect((await readChart(reader.key, patient.id)).status).toBe(200);
    const hl7 = ['MSH|^~\\&|ACMELAB|ACME|MEDASSIST|CLINIC|20261125101500||ORU^R01|KEYAUDIT1|P|2.3', 'PID|1||NOSUCHMRN^^^ACME^MR||Nobody^Known||19560312|F',
      'OBR|1|PL-1|FL-1|2951-2^Sodium^LN|||20261125090000', 'OBX|1|NM|2951-2^Sodium^LN||139|mmol/L|135-145|N|||F'].join('\r');
    const ack = await new TestClient().request('/api/hl7/v2', { method: 'POST', headers: { Authorization: `Bearer ${lab.key}`, 'Content-Type': 'x-application/hl7-v2+er7' }, body: hl7 });
    expect(await ack.text()).toContain('MSA|AA');

    const byKeys = await auditRows(clinicId, 'user_id IS NULL AND action != ?', 'alert');
    expect(byKeys.length).toBeGreaterThanOrEqual(4);
    expect(byKeys.filter((r) => r.apiKeyId === null)).toEqual([]);
    const byEntity = (apiKeyId: number) => [...new Set(byKeys.filter((r) => r.apiKeyId === apiKeyId).map((r) => `${r.action} ${r.entity}`))].sort();
    expect(byEntity(lab.id)).toEqual(['create lab_result', 'create observation', 'create unmatched_lab_result']);
    expect(byEntity(reader.id)).toEqual(['view patient']);

    const trail = (await (await owner.client.get('/api/audit-events')).json()) as AuditEventView[];
    expect(trail.find((r) => r.action === 'view' && r.apiKeyId === reader.id)).toMatchObject({ userId: null, apiKeyName: 'Registry', patientId: patient.id });
    expect(((await (await owner.client.get('/api/audit-events/verify')).json()) as AuditChainVerdict).ok).toBe(true);
  });

  it('the key a row names is covered by the row’s MAC: dropping it behind the triggers breaks the chain check', async () => {
    const { owner, patient } = await clinicWithPatient();
    const lab = (await createKey(owner.client, { name: 'Acme LIS' })).body;
    expect((await postResult(lab.key, patient.id)).status).toBe(201);
    expect(((await (await owner.client.get('/api/audit-events/verify')).json()) as AuditChainVerdict).ok).toBe(true);
    const row = (await auditRows(owner.user.clinicId, "api_key_id = ? AND entity = 'lab_result'", lab.id))[0]!;
    const first = await env.DB.prepare("SELECT id FROM audit_events WHERE clinic_id = ? AND api_key_id = ? AND entity = 'lab_result'").bind(owner.user.clinicId, lab.id).first<{ id: number }>();
    expect(row.action).toBe('create');
    await behindTheTriggers(['audit_events_seal_only'], () => env.DB.prepare('UPDATE audit_events SET api_key_id = NULL WHERE id = ?').bind(first!.id).run());
    expect((await (await owner.client.get('/api/audit-events/verify')).json()) as AuditChainVerdict).toMatchObject({ ok: false, brokenAtId: first!.id });
  });
});

describe('an owner who leaves keeps no way back', () => {
  it('their unused invites are revoked when they are demoted, disabled or removed (audited), and no longer admit anyone', async () => {
    for (const change of ['demote', 'disable', 'remove'] as const) {
      const first = await signedInDoctor();
      const other = await secondOwner(first.client);
      const code = ((await (await other.client.post('/api/clinic/invites', { maxUses: 5 })).json()) as { code: string }).code;
      const firstsCode = ((await (await first.client.post('/api/clinic/invites', {})).json()) as { code: string }).code;
      if (change === 'demote') expect((await first.client.patch(`/api/clinic/members/${other.user.id}`, { owner: false })).status).toBe(200);
      if (change === 'disable') expect((await first.client.post(`/api/clinic/members/${other.user.id}/disable`)).status).toBe(200);
      if (change === 'remove') expect((await first.client.delete(`/api/clinic/members/${other.user.id}`)).status).toBe(200);

      const invites = (await (await first.client.get('/api/clinic/invites')).json()) as ClinicInvite[];
      expect(invites.filter((i) => i.status !== 'used up').map((i) => [i.createdBy.id === other.user.id ? 'theirs' : 'mine', i.status]).sort(), change).toEqual([['mine', 'active'], ['theirs', 'revoked']]);
      expect((await new TestClient().post('/api/register', registration({ inviteCode: code }))).status, change).toBe(400);
      expect((await new TestClient().post('/api/register', registration({ inviteCode: firstsCode }))).status).toBe(201);
      expect(await auditRows(first.user.clinicId, "action = 'revoke' AND entity = 'invite'")).toEqual([
        { userId: first.user.id, apiKeyId: null, action: 'revoke', entity: 'invite', entityId: null },
      ]);
    }
  });

  it('the key list names each key’s creator and marks keys whose creator is no longer an owner', async () => {
    const first = await signedInDoctor();
    const other = await secondOwner(first.client);
    await createKey(other.client, { name: 'Their lab' });
    await createKey(first.client, { name: 'My lab' });
    expect((await first.client.patch(`/api/clinic/members/${other.user.id}`, { owner: false })).status).toBe(200);
    const listed = await listKeys(first.client);
    expect(listed.map((k) => [k.name, k.createdBy.name, k.createdBy.standing])).toEqual([
      ['My lab', first.user.name, 'owner'],
      ['Their lab', other.user.name, 'member'],
    ]);
  });
});
