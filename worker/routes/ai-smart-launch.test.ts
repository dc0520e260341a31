import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { englishText } from '../../core/i18n/message';
import { AI_EHR_PATIENT_ONLY, AI_ONE_PATIENT } from '../../core/schemas/ai';
import { EHR_RECORD_RULE, PATIENT_RECORD_HEADER, PATIENT_RECORD_RULE } from '../ai/prompts';
import { setAiModelsForTesting } from '../ai/provider';
import { lastUser, mockModel, systemOf, type Prompt } from '../test/ai-models';
import { clinicState } from '../test/fhir-import-client';
import { clinicMember, json, signedInDoctor, TestClient } from '../test/helpers';
import { startStandInEhr } from '../test/smart-ehr';
import { launch, launchIdOf, registerEhr } from '../test/smart-launch-client';
import { SMART_LAUNCH_EXPIRED, SMART_LAUNCH_NOT_OPEN } from '../smart-app/record-read';
import { aiDailyQuota } from './ai';

// The AI assistant with the EHR's patient of a SMART launch as context (issue 37): the record is read
// live from the stand-in EHR with the launch's sealed token, never stored, and reaches the model in
// the chart's shape, marked "from <EHR>, <date>".

let ehr: ReturnType<typeof startStandInEhr> | undefined;
afterEach(() => {
  ehr?.stop();
  setAiModelsForTesting(null);
});

/** The record message the model got (the first user message), parsed. */
function recordOf(prompt: Prompt): { raw: string; data: Record<string, unknown> } {
  const first = prompt.find((m) => m.role === 'user')!;
  const raw = (first.content as Array<{ type: string; text: string }>).map((p) => p.text).join('');
  expect(raw.startsWith(`${PATIENT_RECORD_HEADER}\n`)).toBe(true);
  return { raw, data: JSON.parse(raw.slice(PATIENT_RECORD_HEADER.length + 1)) as Record<string, unknown> };
}

const auditsOf = (clinicId: number) =>
  env.DB.prepare("SELECT user_id AS userId, patient_id AS patientId, action, entity, entity_id AS entityId, detail FROM audit_events WHERE clinic_id = ? AND action IN ('ai', 'smart_read') ORDER BY id")
    .bind(clinicId).all<{ userId: number; patientId: number | null; action: string; entity: string; entityId: number | null; detail: string | null }>()
    .then((r) => r.results.map((a) => ({ ...a, detail: a.detail ? (JSON.parse(a.detail) as Record<string, unknown>) : null })));

async function doctorInWorkspace(sample: Parameters<NonNullable<typeof ehr>['openChart']>[0] = 'christin') {
  ehr = startStandInEhr();
  const doc = await signedInDoctor();
  const connectionId = await registerEhr(doc.client, ehr);
  const chart = ehr.openChart(sample);
  const launchId = launchIdOf((await launch(doc.client, ehr, chart.launch)).done);
  return { ...doc, connectionId, chart, launchId, stand: ehr };
}

describe('AI assistant with a SMART launch’s EHR patient as context', () => {
  it('gives the model the EHR record (active medications, problems, allergies, lab values with dates, the checker’s findings) marked from the EHR, stores nothing, and audits the read and the call', async () => {
    const model = mockModel();
    setAiModelsForTesting({ text: model });
    const { client, user, connectionId, chart, launchId, stand } = await doctorInWorkspace('christin');
    const fhirBefore = stand.fhirRequests.length;
    await json(client.post('/api/ai/medassist', { prompt: 'Anything to watch with her anticoagulation?', smartLaunchId: launchId }), 200);
    // Read live from the EHR with the launch's token.
    expect(stand.fhirRequests.length).toBeGreaterThan(fhirBefore);
    expect(stand.fhirRequests.slice(fhirBefore).every((r) => r.authorization === `Bearer ${stand.issuedTokens[0]}`)).toBe(true);

    const prompt = model.doGenerateCalls[0]!.prompt;
    expect(systemOf(prompt)).toContain(PATIENT_RECORD_RULE);
    expect(systemOf(prompt)).toContain(EHR_RECORD_RULE);
    expect(prompt.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    const { raw, data } = recordOf(prompt);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.source).toBe(`from Stand-in EHR, ${today} (read live from the clinic's EHR; not in MedAssist's clinic record)`);
    expect(data.notReadFromEhr).toEqual({});
    expect(data).toMatchObject({ sex: 'female', allergyStatus: 'as-listed-by-the-ehr', resultsOnRecord: 0, recentResults: [] });
    expect(typeof data.age).toBe('number');
    const meds = (data.activeMedications as { medication: string; codes: string[] }[]).map((m) => m.medication);
    expect(meds).toEqual(expect.arrayContaining(['Warfarin Sodium 5 MG Oral Tablet', 'Digoxin 0.125 MG Oral Tablet', 'Verapamil Hydrochloride 40 MG']));
    expect((data.activeMedications as { codes: string[] }[]).every((m) => m.codes.some((c) => c.startsWith('RxNorm ')))).toBe(true);
    expect((data.problems as unknown[]).length).toBeGreaterThan(0);
    expect((data.allergies as unknown[]).length).toBeGreaterThan(0);
    const labs = data.recentLabValues as { test: string; at: string; codes: string[] }[];
    expect(labs.length).toBeGreaterThan(0);
    expect(labs.every((l) => /^\d{4}-\d{2}-\d{2}/.test(l.at) && l.codes.some((c) => c.startsWith('LOINC ')))).toBe(true);
    // Newest first, as for a clinic patient.
    expect(labs.map((l) => l.at)).toEqual([...labs.map((l) => l.at)].sort().reverse());
    const check = data.medicationCheck as { findings: { kind: string; drugs: string[] }[]; notChecked: string[] };
    expect(check.findings.some((f) => f.kind === 'interaction' && f.drugs.some((d) => /warfarin|digoxin|verapamil/i.test(d)))).toBe(true);
    // No name or identifiers of the EHR's patient.
    expect(raw).not.toMatch(/Christin|Stiedemann/);
    expect(raw).not.toContain(chart.patientId);
    expect(lastUser(prompt).content).toEqual([{ type: 'text', text: 'Anything to watch with her anticoagulation?' }]);

    expect((await clinicState(user.clinicId)).counts.patients).toBe(0);
    expect(await auditsOf(user.clinicId)).toEqual([
      // The workspace's own read when the launch opened is not part of this test's launch helper; these two are the assistant's.
      { userId: user.id, patientId: null, action: 'smart_read', entity: 'cds_client', entityId: connectionId, detail: { launch: launchId, ehrPatientId: chart.patientId, read: 'patient medications allergies conditions observations' } },
      { userId: user.id, patientId: null, action: 'ai', entity: 'cds_client', entityId: connectionId, detail: { launch: launchId, ehr: 'Stand-in EHR', ehrPatientId: chart.patientId } },
    ]);
    expect(JSON.stringify(await auditsOf(user.clinicId))).not.toMatch(/anticoagulation/);
  });

  it('streams and analyses with the same context', async () => {
    const model = mockModel('Streamed.');
    setAiModelsForTesting({ text: model });
    const { client, launchId } = await doctorInWorkspace('christopher');
    const streamed = await client.post('/api/ai/medassist/stream', { prompt: 'Summarise', smartLaunchId: launchId });
    expect(streamed.status).toBe(200);
    await streamed.text();
    await json(client.post('/api/ai/analyze-results', { patientInfo: 'See record', testResults: 'INR 4.1', smartLaunchId: launchId }), 200);
    const streamedRecord = recordOf(model.doStreamCalls[0]!.prompt).data;
    const analysedRecord = recordOf(model.doGenerateCalls[0]!.prompt).data;
    for (const record of [streamedRecord, analysedRecord]) {
      expect((record.activeMedications as { medication: string }[]).map((m) => m.medication)).toContain('Simvastatin 20 MG Oral Tablet');
      expect(record.source).toMatch(/^from Stand-in EHR, /);
      // Christopher Abshire (born 1920-04-23) died on 2016-12-10: the model is told so, with his age at death, not today's 106.
      expect(record).toMatchObject({ deceased: '2016-12-10', age: 96 });
    }
  });

  it('refuses another user’s launch, even of the same clinic, and a launch whose access ended, without calling the model or reading the EHR', async () => {
    const model = mockModel();
    setAiModelsForTesting({ text: model });
    const { client, launchId, stand } = await doctorInWorkspace('elsa');
    const colleague = await clinicMember(client, {}, 'doctor');
    const stranger = await signedInDoctor();
    const fhirBefore = stand.fhirRequests.length;
    for (const other of [colleague.client, stranger.client]) {
      for (const path of ['/api/ai/medassist', '/api/ai/medassist/stream']) {
        const body = await json<{ message: string; response: string; fieldErrors: Record<string, string[]> }>(other.post(path, { prompt: 'Summarise', smartLaunchId: launchId }), 404);
        expect(body.message).toBe(SMART_LAUNCH_NOT_OPEN);
        expect(body.response).toBe(SMART_LAUNCH_NOT_OPEN);
        expect(body.fieldErrors.smartLaunchId).toEqual([SMART_LAUNCH_NOT_OPEN]);
      }
    }
    expect(stand.fhirRequests.length).toBe(fhirBefore);

    stand.expireTokens();
    const ended = await json<{ message: string }>(client.post('/api/ai/analyze-results', { patientInfo: 'x', testResults: 'y', smartLaunchId: launchId }), 410);
    expect(ended.message).toBe(SMART_LAUNCH_EXPIRED);
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(model.doStreamCalls).toHaveLength(0);
  });

  it('refuses a clinic over its daily quota before reading the EHR: no EHR request, no smart_read row, no model call', async () => {
    const model = mockModel();
    setAiModelsForTesting({ text: model });
    const { client, user, launchId, stand } = await doctorInWorkspace('elvina');
    const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    await env.DB.prepare('INSERT INTO rate_counters (key, window_start, count) VALUES (?, ?, ?)').bind(`ai:${user.clinicId}`, dayStart, aiDailyQuota(env)).run();
    const fhirBefore = stand.fhirRequests.length;
    const auditsBefore = await auditsOf(user.clinicId);
    for (const [path, body] of [
      ['/api/ai/medassist', { prompt: 'Summarise', smartLaunchId: launchId }],
      ['/api/ai/medassist/stream', { prompt: 'Summarise', smartLaunchId: launchId }],
      ['/api/ai/analyze-results', { patientInfo: 'See record', testResults: 'INR 4.1', smartLaunchId: launchId }],
    ] as const) {
      const refused = await client.post(path, body);
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(stand.fhirRequests.length).toBe(fhirBefore);
    expect(await auditsOf(user.clinicId)).toEqual(auditsBefore);
    expect(auditsBefore.filter((a) => a.action === 'smart_read')).toEqual([]);
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(model.doStreamCalls).toHaveLength(0);
  });

  it('keeps a launch in the clinic it was opened in: after switching clinic, neither the assistant nor the workspace reads it; back in that clinic both do', async () => {
    setAiModelsForTesting({ text: mockModel() });
    const { client, user, password, launchId } = await doctorInWorkspace('brant');
    const other = await signedInDoctor();
    const code = (await json<{ code: string }>(other.client.post('/api/clinic/invites', { maxUses: 1, expiresInDays: 1, role: 'doctor' }), 201)).code;
    await json(client.post('/api/user/clinics', { inviteCode: code, currentPassword: password }), 201);
    await json(client.post('/api/user/clinic', { clinicId: other.user.clinicId }), 200);
    expect((await json<{ message: string }>(client.post('/api/ai/medassist', { prompt: 'Summarise', smartLaunchId: launchId }), 404)).message).toBe(SMART_LAUNCH_NOT_OPEN);
    expect((await client.get(`/smart/api/launches/${launchId}`)).status).toBe(404);
    await json(client.post('/api/user/clinic', { clinicId: user.clinicId }), 200);
    await json(client.post('/api/ai/medassist', { prompt: 'Summarise', smartLaunchId: launchId }), 200);
  });

  it('refuses a clinic patient and a launch together (400 on smartLaunchId) on every route, before anything is read', async () => {
    const model = mockModel();
    setAiModelsForTesting({ text: model });
    const { client, launchId, stand } = await doctorInWorkspace('mao');
    const patient = await json<{ id: number }>(client.post('/api/patients', { fullName: 'Clinic Patient', age: 60, gender: 'Male' }), 201);
    const fhirBefore = stand.fhirRequests.length;
    const chat = { prompt: 'Summarise', patientId: patient.id, smartLaunchId: launchId };
    const analysis = { patientInfo: 'x', testResults: 'y', patientId: patient.id, smartLaunchId: launchId };
    for (const [path, body] of [['/api/ai/medassist', chat], ['/api/ai/medassist/stream', chat], ['/api/ai/analyze-results', analysis], ['/api/ai/analyze-results/stream', analysis]] as const) {
      const res = await json<{ fieldErrors: Record<string, string[]> }>(client.post(path, body), 400);
      expect(res.fieldErrors.smartLaunchId).toEqual([englishText(AI_ONE_PATIENT)]);
    }
    expect(stand.fhirRequests.length).toBe(fhirBefore);
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('answers the workspace inside an EHR’s frame at /smart/api/ai with the framed session, the launch’s patient only; /api/ai refuses that session', async () => {
    const model = mockModel();
    setAiModelsForTesting({ text: model });
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    // A browser inside the EHR's frame: only the framed cookie (routes/smart-api.ts /login).
    const frame = new TestClient();
    const signIn = await frame.post('/smart/api/login', { username: owner.user.username, password: owner.password });
    expect(signIn.status).toBe(200);
    frame.cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('__Secure-smart_sid='))!.split(';')[0]!;
    const launchId = launchIdOf((await launch(frame, ehr, ehr.openChart('christin').launch)).done);

    const chat = await json<{ response: string }>(frame.post('/smart/api/ai/medassist', { prompt: 'Summarise', smartLaunchId: launchId }), 200);
    expect(chat.response).toBe('Mock answer.');
    const streamed = await frame.post('/smart/api/ai/medassist/stream', { prompt: 'Summarise', smartLaunchId: launchId });
    expect(streamed.status).toBe(200);
    await streamed.text();
    await json(frame.post('/smart/api/ai/analyze-results', { patientInfo: 'x', testResults: 'INR 4', smartLaunchId: launchId }), 200);
    expect(recordOf(model.doGenerateCalls[0]!.prompt).data.source).toMatch(/^from Stand-in EHR, /);

    // The framed cookie reaches no clinic patient and no assistant outside /smart.
    const patient = await json<{ id: number }>(owner.client.post('/api/patients', { fullName: 'Clinic Patient', age: 60, gender: 'Male' }), 201);
    for (const body of [{ prompt: 'Summarise', patientId: patient.id }, { prompt: 'Summarise' }]) {
      const refused = await json<{ fieldErrors: Record<string, string[]> }>(frame.post('/smart/api/ai/medassist', body), 400);
      expect(refused.fieldErrors.smartLaunchId).toEqual([englishText(AI_EHR_PATIENT_ONLY)]);
    }
    expect((await frame.post('/api/ai/medassist', { prompt: 'Summarise', smartLaunchId: launchId })).status).toBe(401);
    expect((await new TestClient().post('/smart/api/ai/medassist', { prompt: 'Summarise', smartLaunchId: launchId })).status).toBe(401);
    expect(model.doGenerateCalls).toHaveLength(2);
  });
});
