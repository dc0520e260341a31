// docs/security.md "Errors and logs": one error handler; a 500 answers JSON { message, requestId } and never
// a stack, SQL or patient data; the log line holds only the request id, path and error class.
// Two real internal failures are forced: a table the query needs is missing (D1's error message
// carries SQL and the table name), and a stored row that no longer parses (the parser's message
// quotes the stored text, patient name included).
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInDoctor } from './test/helpers';

const PATIENT_NAME = 'Quentin Confidential';
const NOTE = 'Private history of Quentin';

afterEach(() => {
  vi.restoreAllMocks();
});

async function clinicWithRecords() {
  const doctor = await signedInDoctor();
  const patient = (await (await doctor.client.post('/api/patients', { fullName: PATIENT_NAME, age: 45, gender: 'Male', condition: 'Secret condition' })).json()) as { id: number };
  const lab = (await (await doctor.client.post('/api/lab-results', {
    patientId: patient.id, labName: 'Lipids', tests: [{ name: 'LDL', value: '3.1', unit: 'mmol/L', referenceRange: '<3.0', status: 'abnormal' }],
  })).json()) as { id: number };
  expect((await doctor.client.post('/api/clinical-notes', { patientId: patient.id, noteContent: NOTE })).status).toBe(201);
  return { doctor, patientId: patient.id, labResultId: lab.id };
}

/** Runs a request with console.error captured; returns the answer and what was logged. */
async function captured(request: () => Promise<Response>) {
  const logged: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
  const res = await request();
  const text = await res.text();
  vi.restoreAllMocks();
  return { res, text, logged };
}

function expectSafe500(res: Response, text: string, logged: unknown[][], path: string, leaks: RegExp[]) {
  expect(res.status).toBe(500);
  expect(res.headers.get('Content-Type')).toContain('application/json');
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
  expect(body.requestId).toBe(res.headers.get('X-Request-Id'));
  expect(body.message).toBe('Something went wrong on our side. Please try again.');
  for (const leak of [/\bat .*:\d+/, /SELECT|FROM|WHERE|SQLITE|D1_/i, ...leaks]) expect(text).not.toMatch(leak);

  // Exactly one log line: a JSON object of level, request id, path and the error's class name.
  expect(logged).toHaveLength(1);
  expect(logged[0]).toHaveLength(1);
  const line = JSON.parse(String(logged[0]![0])) as Record<string, unknown>;
  expect(Object.keys(line).sort()).toEqual(['error', 'level', 'path', 'requestId']);
  expect(line).toMatchObject({ level: 'error', requestId: body.requestId, path });
  expect(line.error).toMatch(/^[A-Za-z]+$/);
  for (const leak of [/SELECT|FROM|WHERE|SQLITE|D1_/i, ...leaks]) expect(String(logged[0]![0])).not.toMatch(leak);
}

describe('an internal error', () => {
  it('from the database (a missing table) answers a bare 500 and logs no SQL, table name or patient data', async () => {
    const { doctor, patientId } = await clinicWithRecords();
    await env.DB.prepare('ALTER TABLE clinical_notes RENAME TO clinical_notes_moved_away').run();
    try {
      const { res, text, logged } = await captured(() => doctor.client.get(`/api/clinical-notes?patientId=${patientId}`));
      expectSafe500(res, text, logged, '/api/clinical-notes', [/clinical_notes|Failed query|params/i, new RegExp(PATIENT_NAME), new RegExp(NOTE)]);
    } finally {
      await env.DB.prepare('ALTER TABLE clinical_notes_moved_away RENAME TO clinical_notes').run();
    }
    expect((await doctor.client.get(`/api/clinical-notes?patientId=${patientId}`)).status).toBe(200);
  });

  it('from a stored row that no longer parses answers a bare 500 and logs none of the row', async () => {
    const { doctor, labResultId } = await clinicWithRecords();
    // Damaged data starting with the patient's name: the JSON parser's own message quotes it.
    await env.DB.prepare('UPDATE lab_results SET result_data = ? WHERE id = ?').bind(`${PATIENT_NAME} LDL 3.1`, labResultId).run();
    const { res, text, logged } = await captured(() => doctor.client.get(`/api/lab-results/${labResultId}`));
    expectSafe500(res, text, logged, `/api/lab-results/${labResultId}`, [/Quentin|LDL|not valid JSON/, /lab_results|result_data/]);
  });
});

/** Every console line written while `during` runs and until `until` holds (background work such as the audit seal logs after the answer). */
async function consoleDuring(during: () => Promise<unknown>, until: (lines: string[]) => boolean): Promise<string[]> {
  const lines: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  }
  try {
    await during();
    for (let i = 0; i < 100 && !until(lines); i++) await new Promise((r) => setTimeout(r, 20));
  } finally {
    vi.restoreAllMocks();
  }
  return lines;
}

describe('logs of patient searches', () => {
  it('carry neither the search terms of /api/patients?q= and /fhir/R4/Patient?name= nor D1 error text, only the error class', async () => {
    const { doctor } = await clinicWithRecords();
    // The background audit seal fails with a D1 message that quotes the searched name (as a constraint or SQL error would).
    await env.DB.prepare(`CREATE TRIGGER test_seal_fails BEFORE UPDATE ON audit_events BEGIN SELECT RAISE(ABORT, 'sealing failed for ${PATIENT_NAME} in audit_events'); END`).run();
    try {
      const lines = await consoleDuring(
        async () => {
          expect((await doctor.client.get('/api/patients?q=Quentin')).status).toBe(200);
          expect((await doctor.client.get('/fhir/R4/Patient?name=Quentin')).status).toBe(200);
        },
        (logged) => logged.filter((l) => l.includes('audit seal')).length >= 2,
      );
      expect(lines.filter((l) => l.includes('audit seal')).length).toBeGreaterThanOrEqual(2);
      for (const line of lines) {
        expect(line).not.toMatch(/Quentin|q=|name=|audit_events|sealing failed|SQLITE|D1_/);
        expect(JSON.parse(line)).toMatchObject({ level: 'error', error: expect.stringMatching(/^[A-Za-z]+$/) });
      }
    } finally {
      await env.DB.prepare('DROP TRIGGER test_seal_fails').run();
    }
  });
});
