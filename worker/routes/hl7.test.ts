import { describe, expect, it } from 'vitest';
// Public sample messages (sources in core/hl7/testdata/README.md): NIST ELR v2.5.1, Cerner HealthSentry v2.5.1, nHapi v2.3.1.
import cernerCulture from '../../core/hl7/testdata/cerner-elr-2.5.1-culture.hl7?raw';
import nhapiFt from '../../core/hl7/testdata/nhapi-2.3.1-ft.hl7?raw';
import nistLead from '../../core/hl7/testdata/nist-elr-2.5.1-lead.hl7?raw';
import { signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';

const ER7 = 'x-application/hl7-v2+er7';

/** A v2.3 ORU^R01 in the shape of the HL7 v2.3 standard's chapter 7 example (ORU with OBR/OBX, CE units), with a critical potassium (HH) and a sodium; MSH-10 and PID-3 given per test. */
function potassiumV23(controlId: string, mrn: string, seps = { field: '|', component: '^', repetition: '~', escape: '\\', sub: '&' }) {
  const { field: f, component: c, repetition: r, escape: e, sub: s } = seps;
  return [
    `MSH${f}${c}${r}${e}${s}${f}ACMELAB${f}ACME${s}Main${f}MEDASSIST${f}CLINIC${f}20261125101500${f}${f}ORU${c}R01${f}${controlId}${f}P${f}2.3`,
    `PID${f}1${f}${f}${mrn}${c}${c}${c}ACME${c}MR${f}${f}Critical${c}Karen${f}${f}19560312${f}F`,
    `OBR${f}1${f}PL-77${f}FL-88${f}80048${c}Basic Metabolic Panel${c}C4${f}${f}${f}20261125090000`,
    `OBX${f}1${f}NM${f}2823-3${c}Potassium${c}LN${f}${f}6.9${f}mmol/L${f}3.5-5.1${f}HH${f}${f}${f}F`,
    `OBX${f}2${f}NM${f}2951-2${c}Sodium${c}LN${f}${f}139${f}mmol/L${f}135-145${f}N${f}${f}${f}F`,
    `NTE${f}1${f}${f}Called to ward${e}F${e} 09${e}S${e}30 by lab`,
  ].join('\r');
}

/** A clinic with a lab key whose MRNs are of `assigningAuthority` (ACME, as potassiumV23 sends); its patients are born 1956-03-12 unless said. */
async function labClinic(assigningAuthority: string | null = 'ACME') {
  const owner = await signedInDoctor();
  const key = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Acme LIS', ...(assigningAuthority ? { assigningAuthority } : {}) })).json()) as { key: string };
  const patient = async (fullName: string, mrn: string, birthDate = '1956-03-12') =>
    (await (await owner.client.post('/api/patients', { fullName, birthDate, gender: 'Female', mrn })).json()) as { id: number; mrn: string };
  const send = (body: string, headers: Record<string, string> = {}) =>
    new TestClient().request('/api/hl7/v2', { method: 'POST', headers: { Authorization: `Bearer ${key.key}`, 'Content-Type': ER7, ...headers }, body });
  return { owner, key: key.key, patient, send };
}

function msa(ack: string): string[] {
  const segment = ack.split('\r').find((s) => s.startsWith('MSA'));
  return segment ? segment.split(segment[3]!) : [];
}

type Result = { id: number; patientId: number; isCritical: boolean; labName: string; resultData: { tests: { name: string; value: string; status: string }[] } };

describe('POST /api/hl7/v2 (ORU^R01 from a lab system)', () => {
  it('stores the NIST v2.5.1 lead result for the patient matched by MRN and answers MSA|AA in the sender’s encoding', async () => {
    const { owner, patient, send } = await labClinic('MPI');
    const p = await patient('Philip Johnson', '9817566735', '2007-05-26');
    const res = await send(nistLead);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(ER7);
    const ack = await res.text();
    expect(ack.startsWith('MSH|^~\\&|')).toBe(true);
    expect(msa(ack).slice(0, 3)).toEqual(['MSA', 'AA', 'NIST-100929110701660']);
    const results = (await (await owner.client.get('/api/lab-results')).json()) as Result[];
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ patientId: p.id, isCritical: false, labName: 'Lead BldC-mCnc' });
    expect(results[0]!.resultData.tests[0]).toMatchObject({ name: 'Lead BldC-mCnc', value: '50', status: 'abnormal' });
    const chart = (await (await owner.client.get(`/api/patients/${p.id}/observations`)).json()) as { codings: { code: string }[]; valueNumber: number; unit: string; interpretation: string }[];
    expect(chart[0]).toMatchObject({ valueNumber: 50, unit: 'ug/dL', interpretation: 'H' });
    expect(chart[0]!.codings[0]!.code).toBe('10368-9');
  });

  it('takes a coded (CE) culture result from Cerner; refuses nHapi’s v2.3.1 sample, whose OBX has no identifier, with AR', async () => {
    const { owner, patient, send } = await labClinic('Baseline West MC');
    await patient('Paul Miller', '9339683996', '2005-07-15');
    await patient('Test Appt', '1711114');
    expect(msa(await (await send(cernerCulture)).text()).slice(1)).toEqual(['AA', '201010010913000771', expect.stringContaining('Stored 1 result')]);
    expect(msa(await (await send(nhapiFt)).text()).slice(1)).toEqual(['AR', 'EBzH1711114101206', 'OBX 1: OBX-3 (observation identifier) is required.']);
    const results = (await (await owner.client.get('/api/lab-results')).json()) as Result[];
    expect(results.map((r) => r.resultData.tests[0]!.value)).toEqual(['Bordetella pertussis']);
  });

  it('makes an HH result critical and alerts the clinic’s doctors live, like a JSON result; escapes and other separators read alike', async () => {
    const { owner, patient, send } = await labClinic();
    const p = await patient('Karen Critical', 'MRN-55');
    const me = (await (await owner.client.get('/api/user')).json()) as { id: number };
    const sock = await openSocket(owner.client);
    await authenticate(sock, me.id);
    const ack = await (await send(potassiumV23('K-1', 'MRN-55', { field: '#', component: '$', repetition: '*', escape: '!', sub: '%' }))).text();
    expect(ack.startsWith('MSH#$*!%#')).toBe(true);
    expect(msa(ack)[1]).toBe('AA');
    const alert = await sock.next('critical_lab_result');
    expect(alert).toMatchObject({ patient: { name: 'Karen Critical' }, labName: 'Basic Metabolic Panel' });
    const [result] = (await (await owner.client.get('/api/lab-results')).json()) as (Result & { resultData: { comments: string } })[];
    expect(result).toMatchObject({ id: alert.labResultId, patientId: p.id, isCritical: true });
    expect(result!.resultData.tests.map((t) => t.status)).toEqual(['critical', 'normal']);
    // \F\ and \S\ are the message's own field and component separators, as text.
    expect(result!.resultData.comments).toContain('Called to ward# 09$30 by lab');
    sock.ws!.close();
  });

  it('is idempotent on MSH-10 per clinic: a resend answers AA and stores nothing twice; another clinic may reuse the id', async () => {
    const a = await labClinic();
    const b = await labClinic();
    await a.patient('Karen Critical', 'MRN-7');
    await b.patient('Karen Critical', 'MRN-7');
    expect(msa(await (await a.send(potassiumV23('SAME-1', 'MRN-7'))).text())[1]).toBe('AA');
    const again = msa(await (await a.send(potassiumV23('SAME-1', 'MRN-7'))).text());
    expect(again[1]).toBe('AA');
    expect(again[3]).toContain('already received');
    expect((await (await a.owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(1);
    expect(msa(await (await b.send(potassiumV23('SAME-1', 'MRN-7'))).text())[1]).toBe('AA');
    const bResults = (await (await b.owner.client.get('/api/lab-results')).json()) as Result[];
    expect(bResults).toHaveLength(1);
    expect((await (await a.owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(1);
  });

  it('answers AE, never AA, when the same sender reuses a control id for different content; the first result stays, nothing more is stored', async () => {
    const { owner, patient, send } = await labClinic();
    await patient('Karen Critical', 'MRN-8');
    expect(msa(await (await send(potassiumV23('REUSED-1', 'MRN-8'))).text())[1]).toBe('AA');
    const other = msa(await (await send(potassiumV23('REUSED-1', 'MRN-8').replace('|6.9|', '|7.4|'))).text());
    expect(other[1]).toBe('AE');
    expect(other[3]).toMatch(/REUSED-1 was already used by this sender for a different message.*nothing was stored/);
    const results = (await (await owner.client.get('/api/lab-results')).json()) as Result[];
    expect(results.map((r) => r.resultData.tests[0]!.value)).toEqual(['6.9']);
    // A v2.5 sender gets the ERR segment with HL7 table 0357's "duplicate key identifier".
    const v25 = potassiumV23('REUSED-2', 'MRN-8').replace('|P|2.3', '|P|2.5');
    await send(v25);
    const ack = await (await send(v25.replace('|6.9|', '|7.0|'))).text();
    expect(ack).toMatch(/\rERR\|\|MSH\^1\^10\|205\^Duplicate key identifier\^HL70357\|E\|/);
  });

  it('treats a resend in other framing (MLLP bytes, CR LF) as the same message: AA again, stored once', async () => {
    const { owner, patient, send } = await labClinic();
    await patient('Karen Critical', 'MRN-6');
    const message = potassiumV23('FRAMED-1', 'MRN-6');
    expect(msa(await (await send(message)).text())[1]).toBe('AA');
    const again = msa(await (await send(`\x0b${message.replaceAll('\r', '\r\n')}\r\n\x1c\r`)).text());
    expect(again[1]).toBe('AA');
    expect(again[3]).toContain('already received');
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(1);
  });

  it('stores a message of another sender with the same control id: another sending application, or another lab’s key', async () => {
    const { owner, patient, send } = await labClinic();
    await patient('Karen Critical', 'MRN-5');
    expect(msa(await (await send(potassiumV23('C-1', 'MRN-5'))).text())[1]).toBe('AA');
    const otherApp = msa(await (await send(potassiumV23('C-1', 'MRN-5').replace('|ACMELAB|', '|OTHERLAB|'))).text());
    expect(otherApp[1]).toBe('AA');
    expect(otherApp[3]).toContain('Stored 1 result(s)');
    const secondKey = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Second lab', assigningAuthority: 'ACME' })).json()) as { key: string };
    const otherKey = msa(await (await send(potassiumV23('C-1', 'MRN-5'), { Authorization: `Bearer ${secondKey.key}` })).text());
    expect(otherKey[1]).toBe('AA');
    expect(otherKey[3]).toContain('Stored 1 result(s)');
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(3);
  });

  it('stores concurrent resends once (both AA) and answers AE to a concurrent message reusing the id for other content', async () => {
    const { owner, patient, send } = await labClinic();
    await patient('Karen Critical', 'MRN-4');
    const same = await Promise.all([send(potassiumV23('RACE-1', 'MRN-4')), send(potassiumV23('RACE-1', 'MRN-4'))]);
    expect(await Promise.all(same.map(async (r) => msa(await r.text())[1]))).toEqual(['AA', 'AA']);
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(1);
    const differing = await Promise.all([send(potassiumV23('RACE-2', 'MRN-4')), send(potassiumV23('RACE-2', 'MRN-4').replace('|6.9|', '|3.1|'))]);
    expect((await Promise.all(differing.map(async (r) => msa(await r.text())[1]))).sort()).toEqual(['AA', 'AE']);
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(2);
  });

  it('never attaches a result to another clinic’s patient: an MRN known only elsewhere waits unmatched in the key’s clinic', async () => {
    const a = await labClinic();
    const b = await labClinic();
    await b.patient('Only In B', 'MRN-B1');
    const ack = msa(await (await a.send(potassiumV23('ISO-1', 'MRN-B1'))).text());
    expect(ack[1]).toBe('AA');
    // The ACK says a result waits, not why: "MRN found, birth date differs" would tell a key holder which MRNs exist.
    expect(ack[3]).toContain('1 wait(s) for the clinic to confirm the patient');
    expect((await (await b.owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(0);
    expect((await (await a.owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(0);
    const waiting = (await (await a.owner.client.get('/api/unmatched-lab-results')).json()) as { mrn: string; patientName: string; isCritical: boolean }[];
    expect(waiting).toEqual([expect.objectContaining({ mrn: 'MRN-B1', patientName: 'Karen Critical', isCritical: true, matchIssue: 'no patient has MRN MRN-B1' })]);
    expect((await (await b.owner.client.get('/api/unmatched-lab-results')).json()) as unknown[]).toEqual([]);
  });

  it('matches only an MRN of the lab key’s assigning authority with the chart’s birth date and family name; anything else waits unmatched with the reason', async () => {
    const { owner, patient, send } = await labClinic('ACME');
    const karen = await patient('Karen Critical', 'MRN-20');
    const cases: [string, string, string][] = [
      ['same MRN, other authority', potassiumV23('M-1', 'MRN-20').replace('^^^ACME^MR', '^^^OTHERLAB^MR'), "no PID-3 identifier of the lab key's assigning authority ACME"],
      ['right MRN, wrong birth date', potassiumV23('M-2', 'MRN-20').replace('|19560312|', '|19560313|'), "the birth date the lab sent (1956-03-13) is not the chart's"],
      ['right MRN, wrong family name', potassiumV23('M-3', 'MRN-20').replace('Critical^Karen', 'Other^Karen'), "the family name the lab sent (Other) is not in the chart's name"],
      ['right MRN, no birth date', potassiumV23('M-4', 'MRN-20').replace('|19560312|', '||'), 'the lab sent no birth date (PID-7) to confirm the MRN'],
    ];
    for (const [what, message] of cases) {
      const ack = await (await send(message)).text();
      expect(msa(ack)[1], what).toBe('AA');
      expect(msa(ack)[3], what).toBe('Stored 0 result(s); 1 wait(s) for the clinic to confirm the patient.');
      // The ACK carries no patient data: no name, birth date or MRN of the clinic's.
      expect(ack, what).not.toMatch(/Karen|Critical|1956|MRN-20/);
    }
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toEqual([]);
    const waiting = (await (await owner.client.get('/api/unmatched-lab-results')).json()) as { source: string; matchIssue: string }[];
    expect(waiting.map((w) => w.matchIssue).sort()).toEqual(cases.map(([, , issue]) => issue).sort());
    // Right authority (any case), MRN, birth date and family name (any case or accents): matched.
    const ack = msa(await (await send(potassiumV23('M-5', 'MRN-20').replace('^^^ACME^MR', '^^^acme^MR').replace('Critical^Karen', 'CRÍTICAL^KAREN'))).text());
    expect(ack[3]).toBe('Stored 1 result(s).');
    expect((await (await owner.client.get('/api/lab-results')).json()) as Result[]).toEqual([expect.objectContaining({ patientId: karen.id })]);
  });

  it('with a key that has no assigning authority, matches only an MRN sent without one; an MRN of any authority waits', async () => {
    const { owner, patient, send } = await labClinic(null);
    const karen = await patient('Karen Critical', 'MRN-30');
    expect(msa(await (await send(potassiumV23('N-1', 'MRN-30'))).text())[3]).toContain('1 wait(s) for the clinic to confirm the patient');
    expect(msa(await (await send(potassiumV23('N-2', 'MRN-30').replace('^^^ACME^MR', ''))).text())[3]).toBe('Stored 1 result(s).');
    expect((await (await owner.client.get('/api/lab-results')).json()) as Result[]).toEqual([expect.objectContaining({ patientId: karen.id })]);
    const [waiting] = (await (await owner.client.get('/api/unmatched-lab-results')).json()) as { matchIssue: string }[];
    expect(waiting!.matchIssue).toMatch(/^no PID-3 identifier without an assigning authority/);
  });

  it('keeps the assigning authority an owner gives a key, lists it, and refuses HL7 separators in it', async () => {
    const owner = await signedInDoctor();
    expect((await owner.client.post('/api/clinic/api-keys', { name: 'Acme LIS', assigningAuthority: '  ACME ' })).status).toBe(201);
    expect((await owner.client.post('/api/clinic/api-keys', { name: 'Plain LIS' })).status).toBe(201);
    const bad = await owner.client.post('/api/clinic/api-keys', { name: 'Bad LIS', assigningAuthority: 'ACME^MR' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.assigningAuthority).toEqual(['Assigning authority cannot contain HL7 separator characters.']);
    const keys = (await (await owner.client.get('/api/clinic/api-keys')).json()) as { name: string; assigningAuthority: string | null }[];
    expect(keys.map((k) => [k.name, k.assigningAuthority]).sort()).toEqual([['Acme LIS', 'ACME'], ['Plain LIS', null]]);
  });

  it('answers AR with the reason, never a 5xx, and stores nothing for malformed or unsupported messages', async () => {
    const { owner, patient, send } = await labClinic();
    await patient('Karen Critical', 'MRN-9');
    const cases: [string, RegExp][] = [
      ['this is not HL7', /MSH/],
      [potassiumV23('V-1', 'MRN-9').replace('|2.3', '|2.6'), /version 2\.6 is not supported/],
      [potassiumV23('V-2', 'MRN-9').replace('ORU^R01', 'ADT^A01'), /Only ORU\\S\\R01/],
      [potassiumV23('V-3', 'MRN-9').replace(/\rOBR[^\r]*/, ''), /OBX 1 comes before any OBR/],
      [potassiumV23('V-4', 'MRN-9').replace(/\rOBX[^\r]*/g, ''), /no OBX result values/],
      [potassiumV23('', 'MRN-9'), /MSH-10/],
    ];
    for (const [body, reason] of cases) {
      const res = await send(body);
      expect(res.status, body.slice(0, 40)).toBe(200);
      const ack = await res.text();
      expect(msa(ack)[1], body.slice(0, 40)).toBe('AR');
      expect(msa(ack)[3], body.slice(0, 40)).toMatch(reason);
    }
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(0);
    expect((await (await owner.client.get('/api/unmatched-lab-results')).json()) as unknown[]).toHaveLength(0);
  });

  it('answers AR (HTTP 200), never a 5xx, to memory bombs and messages over the caps, and stores nothing', async () => {
    const { owner, patient, send } = await labClinic();
    await patient('Karen Critical', 'MRN-10');
    const withNote = (controlId: string, note: string) => `${potassiumV23(controlId, 'MRN-10')}\rNTE|2||${note}`;
    const cases: [string, string, RegExp][] = [
      // 14 bytes that once expanded to ~500 MB of line breaks.
      ['sp bomb', withNote('B-1', '\\.sp999999999\\'), /\\E\\.sp\\E\\ formatting command asks for 999999999 blank lines; at most 20/],
      // Non-UTF-8 hex this long made fromCharCode overflow the stack: a 500 the lab retried forever.
      ['long hex', withNote('B-2', `\\X${'E9'.repeat(200_000)}\\`), /NTE 2: field 3 is 400003 characters long/],
      ['hex over its cap', withNote('B-6', `\\X${'E9'.repeat(20_000)}\\`), /escape holds 20000 bytes; at most 16384/],
      ['odd hex', withNote('B-3', '\\XABC\\'), /even number of hexadecimal digits/],
      ['oversized field', withNote('B-4', 'x'.repeat(70_000)), /NTE 2: field 3 is 70000 characters long; at most 65536/],
      ['too many segments', `${potassiumV23('B-5', 'MRN-10')}\r${Array.from({ length: 2000 }, () => 'NTE|1||x').join('\r')}`, /2006 segments; at most 2000/],
    ];
    for (const [what, body, reason] of cases) {
      const res = await send(body);
      expect(res.status, what).toBe(200);
      const ack = msa(await res.text());
      expect(ack[1], what).toBe('AR');
      expect(ack[2], what).toBe(body.slice(body.indexOf('ORU^R01|') + 8).split('|')[0]);
      expect(ack[3], what).toMatch(reason);
    }
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(0);
    expect((await (await owner.client.get('/api/unmatched-lab-results')).json()) as unknown[]).toHaveLength(0);
  });

  it('refuses a wrong content type (415), no or a revoked key (401), a key without lab:write (403), with clear JSON errors', async () => {
    const { owner, key, send } = await labClinic();
    const wrongType = await send(nistLead, { 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { message: string }).message).toContain('x-application/hl7-v2+er7');
    const noKey = await new TestClient().request('/api/hl7/v2', { method: 'POST', headers: { 'Content-Type': ER7 }, body: nistLead });
    expect(noKey.status).toBe(401);
    const reader = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Reader', scopes: ['fhir:read'] })).json()) as { key: string };
    expect((await send(nistLead, { Authorization: `Bearer ${reader.key}` })).status).toBe(403);
    const keys = (await (await owner.client.get('/api/clinic/api-keys')).json()) as { id: number; name: string }[];
    await owner.client.delete(`/api/clinic/api-keys/${keys.find((k) => k.name === 'Acme LIS')!.id}`);
    expect((await send(nistLead, { Authorization: `Bearer ${key}` })).status).toBe(401);
    // A signed-in user's cookie is not a lab key.
    const cookie = await owner.client.request('/api/hl7/v2', { method: 'POST', headers: { 'Content-Type': ER7 }, body: nistLead });
    expect(cookie.status).toBe(401);
  });
});

describe('unmatched results', () => {
  it('staff attach one to a chosen patient: it becomes a normal result with observations and a live critical alert', async () => {
    const { owner, patient, send } = await labClinic();
    const p = await patient('Karen Right', 'MRN-NEW');
    await send(potassiumV23('U-1', 'MRN-OLD'));
    expect(((await (await owner.client.get('/api/unmatched-lab-results/count')).json()) as { waiting: number }).waiting).toBe(1);
    const [waiting] = (await (await owner.client.get('/api/unmatched-lab-results')).json()) as { id: number }[];
    const me = (await (await owner.client.get('/api/user')).json()) as { id: number };
    const sock = await openSocket(owner.client);
    await authenticate(sock, me.id);

    const attached = await owner.client.post(`/api/unmatched-lab-results/${waiting!.id}/attach`, { patientId: p.id });
    expect(attached.status).toBe(200);
    const result = (await attached.json()) as Result & { patientName: string };
    expect(result).toMatchObject({ patientId: p.id, patientName: 'Karen Right', isCritical: true });
    expect((await sock.next('critical_lab_result')).labResultId).toBe(result.id);
    const chart = (await (await owner.client.get(`/api/patients/${p.id}/observations`)).json()) as { codings: { code: string }[] }[];
    expect(chart.map((o) => o.codings[0]!.code).sort()).toEqual(['2823-3', '2951-2']);
    expect(((await (await owner.client.get('/api/unmatched-lab-results/count')).json()) as { waiting: number }).waiting).toBe(0);
    const resolved = (await (await owner.client.get('/api/unmatched-lab-results?resolved=true')).json()) as { status: string; labResultId: number; resolvedBy: number }[];
    expect(resolved[0]).toMatchObject({ status: 'attached', labResultId: result.id, resolvedBy: me.id });
    // A second attach (a colleague a moment later) creates nothing.
    expect((await owner.client.post(`/api/unmatched-lab-results/${waiting!.id}/attach`, { patientId: p.id })).status).toBe(409);
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(1);
    const audit = (await (await owner.client.get('/api/audit-events')).json()) as { action: string; entity: string }[];
    expect(audit.some((a) => a.action === 'attach' && a.entity === 'unmatched_lab_result')).toBe(true);
    sock.ws!.close();
    await settle(10);
  });

  it('staff discard one with a reason; it is clinic-scoped (another clinic gets 404) and a patient of another clinic cannot be chosen', async () => {
    const a = await labClinic();
    const b = await labClinic();
    const bPatient = await b.patient('Elsewhere', 'MRN-X');
    await a.send(potassiumV23('D-1', 'MRN-NONE'));
    const [waiting] = (await (await a.owner.client.get('/api/unmatched-lab-results')).json()) as { id: number }[];
    expect((await b.owner.client.post(`/api/unmatched-lab-results/${waiting!.id}/discard`, { reason: 'Not ours' })).status).toBe(404);
    expect((await a.owner.client.post(`/api/unmatched-lab-results/${waiting!.id}/attach`, { patientId: bPatient.id })).status).toBe(404);
    const noReason = await a.owner.client.post(`/api/unmatched-lab-results/${waiting!.id}/discard`, { reason: '' });
    expect(noReason.status).toBe(400);
    expect((await a.owner.client.post(`/api/unmatched-lab-results/${waiting!.id}/discard`, { reason: 'Patient of another practice' })).status).toBe(200);
    const resolved = (await (await a.owner.client.get('/api/unmatched-lab-results?resolved=true')).json()) as { status: string; discardReason: string }[];
    expect(resolved[0]).toMatchObject({ status: 'discarded', discardReason: 'Patient of another practice' });
    expect((await (await a.owner.client.get('/api/unmatched-lab-results')).json()) as unknown[]).toEqual([]);
    expect((await (await b.owner.client.get('/api/lab-results')).json()) as unknown[]).toEqual([]);
  });
});
