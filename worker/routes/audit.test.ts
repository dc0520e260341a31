import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AuditChainVerdict, AuditEventView } from '../../core/schemas/clinic-admin';
import { clinicMember, signedInDoctor } from '../test/helpers';

const patient = { fullName: 'Ada Audit', age: 40, gender: 'Female', condition: 'Hypertension', contactNumber: '555-0100', email: 'ada@example.org' };

async function createPatient(client: Awaited<ReturnType<typeof signedInDoctor>>['client'], fullName = patient.fullName) {
  return (await (await client.post('/api/patients', { ...patient, fullName })).json()) as { id: number };
}

describe('audit trail (owners)', () => {
  it('shows who viewed or changed which patient, newest first, filterable by user and patient; members get 403', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const a = await createPatient(owner.client, 'Ada Audit');
    const b = await createPatient(owner.client, 'Bo Audit');
    await member.client.get(`/api/patients/${a.id}`);

    const all = (await (await owner.client.get('/api/audit-events')).json()) as AuditEventView[];
    expect(all[0]).toMatchObject({ userId: member.user.id, userName: member.user.name, patientId: a.id, patientName: 'Ada Audit', action: 'view', entity: 'patient' });
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((x, y) => y - x));

    const byMember = (await (await owner.client.get(`/api/audit-events?userId=${member.user.id}`)).json()) as AuditEventView[];
    expect(byMember.map((e) => e.action)).toEqual(['view']);
    const aboutB = (await (await owner.client.get(`/api/audit-events?patientId=${b.id}`)).json()) as AuditEventView[];
    expect(aboutB.map((e) => [e.action, e.patientName])).toEqual([['create', 'Bo Audit']]);
    expect((await member.client.get('/api/audit-events')).status).toBe(403);
  });

  it('filters by date and pages by id; rejects a reversed range with a clear message', async () => {
    const owner = await signedInDoctor();
    for (const name of ['P One', 'P Two', 'P Three']) await createPatient(owner.client, name);
    const today = new Date().toISOString().slice(0, 10);
    const page1 = (await (await owner.client.get(`/api/audit-events?from=${today}&to=${today}&limit=2`)).json()) as AuditEventView[];
    expect(page1).toHaveLength(2);
    const page2 = (await (await owner.client.get(`/api/audit-events?limit=2&before=${page1[1]!.id}`)).json()) as AuditEventView[];
    expect(page2).toHaveLength(1);
    expect((await (await owner.client.get('/api/audit-events?to=2000-01-01')).json()) as unknown[]).toHaveLength(0);
    const bad = await owner.client.get('/api/audit-events?from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('The start date must be on or before the end date.');
  });

  it('exports the trail as CSV with formulas neutralised', async () => {
    const owner = await signedInDoctor();
    await createPatient(owner.client, '=HYPERLINK("http://evil")');
    const res = await owner.client.get('/api/audit-events?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('Content-Disposition')).toMatch(/attachment; filename="medassist-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,userId,userName,patientId,patientName,action,entity,entityId,hash');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('is append-only: no API route changes it and the database refuses updates and deletes', async () => {
    const owner = await signedInDoctor();
    await createPatient(owner.client);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const res = await owner.client.request('/api/audit-events', { method, json: {} });
      expect(res.status).toBe(404);
    }
    await owner.client.get('/api/audit-events'); // seals
    await expect(env.DB.prepare('DELETE FROM audit_events WHERE clinic_id = ?').bind(owner.user.clinicId).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE audit_events SET action = 'view' WHERE clinic_id = ?").bind(owner.user.clinicId).run()).rejects.toThrow(/append-only/);
  });

  it('chains every row to the previous one: the check passes, and finds a row altered behind the triggers', async () => {
    const owner = await signedInDoctor();
    const p = await createPatient(owner.client);
    await owner.client.get(`/api/patients/${p.id}`);
    await owner.client.patch(`/api/patients/${p.id}`, { ...patient, condition: 'Diabetes', version: 1 });
    const good = (await (await owner.client.get('/api/audit-events/verify')).json()) as AuditChainVerdict;
    expect(good).toMatchObject({ ok: true, checked: 3 });
    expect(good.headHash).toMatch(/^[0-9a-f]{64}$/);

    // Someone with database access rewrites history: drop the guard, change who viewed it.
    const rows = (await (await owner.client.get('/api/audit-events')).json()) as AuditEventView[];
    const viewed = rows.find((r) => r.action === 'view')!;
    await env.DB.prepare('DROP TRIGGER audit_events_seal_only').run();
    try {
      await env.DB.prepare('UPDATE audit_events SET user_id = 999999 WHERE id = ?').bind(viewed.id).run();
    } finally {
      await env.DB.prepare(
        `CREATE TRIGGER audit_events_seal_only BEFORE UPDATE ON audit_events
         WHEN OLD.hash IS NOT NULL OR NEW.hash IS NULL OR NEW.id IS NOT OLD.id OR NEW.clinic_id IS NOT OLD.clinic_id OR NEW.user_id IS NOT OLD.user_id
           OR NEW.patient_id IS NOT OLD.patient_id OR NEW.action IS NOT OLD.action OR NEW.entity IS NOT OLD.entity OR NEW.entity_id IS NOT OLD.entity_id OR NEW.at IS NOT OLD.at
         BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END`,
      ).run();
    }
    const bad = (await (await owner.client.get('/api/audit-events/verify')).json()) as AuditChainVerdict;
    expect(bad).toMatchObject({ ok: false, brokenAtId: viewed.id });
  });

  it('never shows another clinic’s rows', async () => {
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const p = await createPatient(a.client, 'Secret Person');
    const seen = (await (await b.client.get(`/api/audit-events?patientId=${p.id}`)).json()) as AuditEventView[];
    expect(seen).toEqual([]);
    expect(JSON.stringify(await (await b.client.get('/api/audit-events?format=csv')).text())).not.toContain('Secret Person');
  });
});
