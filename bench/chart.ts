// The patient chart in one request (issue 18): a patient with five years of history — 1 000
// vital-sign observations, 50 lab values from 10 results, 50 medications over time, 30 problems
// — entered through the API as a clinic would, then GET /api/patients/:id/chart timed.

const DAY_MS = 86_400_000;
const LOINC = 'http://loinc.org';

/** A JSON POST that must succeed. */
async function post(baseURL: string, cookie: string, path: string, body: unknown): Promise<{ id?: number }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id?: number };
}

/** Runs the calls `concurrency` at a time. */
async function inParallel(calls: (() => Promise<unknown>)[], concurrency = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls.length) await calls[next++]!();
    }),
  );
}

const vital = (code: string, display: string, value: number, unit: string, at: string) => ({
  category: 'vital-signs',
  codings: [{ system: LOINC, code, display }],
  valueNumber: value,
  unit,
  effectiveAt: at,
});

/** Creates the long-history patient in the signed-in doctor's clinic; returns its id. */
export async function seedChartPatient(baseURL: string, cookie: string, now = Date.now()): Promise<number> {
  const patient = await post(baseURL, cookie, '/api/patients', { fullName: 'Bench Longhistory', birthDate: '1958-04-12', sex: 'female', condition: 'Hypertension' });
  const path = (kind: string) => `/api/patients/${patient.id}/${kind}`;
  const calls: (() => Promise<unknown>)[] = [];
  // 200 visits over five years, five vital signs each (the blood pressure as a panel).
  for (let v = 0; v < 200; v++) {
    const at = new Date(now - (5 * 365 * DAY_MS * v) / 200).toISOString();
    calls.push(() =>
      post(baseURL, cookie, path('observations'), {
        category: 'vital-signs',
        codings: [{ system: LOINC, code: '85354-9', display: 'Blood pressure panel' }],
        effectiveAt: at,
        components: [
          { codings: [{ system: LOINC, code: '8480-6' }], valueNumber: 120 + (v % 25), unit: 'mm[Hg]' },
          { codings: [{ system: LOINC, code: '8462-4' }], valueNumber: 75 + (v % 12), unit: 'mm[Hg]' },
        ],
      }),
      () => post(baseURL, cookie, path('observations'), vital('8867-4', 'Heart rate', 60 + (v % 30), '/min', at)),
      () => post(baseURL, cookie, path('observations'), vital('29463-7', 'Body weight', 70 + (v % 9) / 3, 'kg', at)),
      () => post(baseURL, cookie, path('observations'), vital('8310-5', 'Body temperature', 36.5 + (v % 5) / 10, 'Cel', at)),
      () => post(baseURL, cookie, path('observations'), vital('59408-5', 'Oxygen saturation', 95 + (v % 4), '%', at)),
    );
  }
  for (let r = 0; r < 10; r++) {
    const tests = ['Sodium', 'Potassium', 'Creatinine', 'Glucose', 'Hemoglobin A1c'].map((name, i) => ({ name, value: String(4 + i + r / 10), unit: 'mmol/L', referenceRange: '3-10', status: 'normal' }));
    calls.push(() => post(baseURL, cookie, '/api/lab-results', { patientId: patient.id, labName: `Panel ${r}`, collectionDate: new Date(now - r * 180 * DAY_MS).toISOString(), tests }));
  }
  for (let m = 0; m < 50; m++) {
    // Stopped ones are history (not checked); the active ones are drugs the checker does not pair.
    calls.push(() => post(baseURL, cookie, path('medications'), { text: `Benchmed ${m} 10 mg`, dose: '10 mg', frequency: 'daily', status: m < 45 ? 'stopped' : 'active', startDate: new Date(now - m * 30 * DAY_MS).toISOString().slice(0, 10) }));
  }
  for (let p = 0; p < 29; p++) calls.push(() => post(baseURL, cookie, path('problems'), { text: `Bench problem ${p}`, clinicalStatus: p < 10 ? 'active' : 'resolved' }));
  await inParallel(calls);
  return patient.id!;
}
