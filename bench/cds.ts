// CDS Hooks order-sign as an EHR calls it (issue 36, DESIGN.md §7 third stage): a registered EHR
// signs a fresh ES384 JWT per call (verified by the service like any other: signature, claims, jti
// claimed in D1) and sends two draft orders for a patient with 20 active medications, 10 allergies
// and 50 observations, either all prefetched or none, the service then fetching the five prefetch
// keys from the EHR's FHIR server: a stand-in on 127.0.0.1 (the server under test runs with
// EHR_ALLOW_LOCAL_HTTP=on) registered as the EHR's FHIR base. One sample per call: request out to
// the answer's last byte. Tokens are signed before the timing, so the EHR's signing is not counted.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  cdsClaims, EXAMPLE_PATIENT_ID, ehrKey, medicationRequest, observation, publicJwkSet, searchBundle, signCdsToken, type EhrKey,
} from '../scripts/lib/cds-ehr.ts';
import { percentile } from './lib/stats.ts';

/** `wrangler dev` flags for this part: the EHR's FHIR base and keys may be plain http on this machine. */
export const CDS_VAR_FLAGS = ['--var', 'EHR_ALLOW_LOCAL_HTTP:on'];

const SNOMED = 'http://snomed.info/sct';
const ISSUER = 'https://ehr.bench.example';
const FHIR_TOKEN = 'bench-fhir-access-token';

// Ten coded as the Synthea samples code them (../shared/fhir/synthea), the rest by text only, as
// EHRs also send them: the recogniser reads both.
const ACTIVE = [
  ['855332', 'Warfarin Sodium 5 MG Oral Tablet'], ['312961', 'Simvastatin 20 MG Oral Tablet'], ['197361', 'Amlodipine 5 MG Oral Tablet'],
  ['197604', 'Digoxin 0.125 MG Oral Tablet'], ['897718', 'Verapamil Hydrochloride 40 MG'], ['316049', 'Hydrochlorothiazide 25 MG'],
  ['310325', 'ferrous sulfate 325 MG Oral Tablet'], ['904419', 'Alendronic acid 10 MG Oral Tablet'], ['745679', '200 ACTUAT Albuterol 0.09 MG/ACTUAT Metered Dose Inhaler'],
  ['895994', '120 ACTUAT Fluticasone propionate 0.044 MG/ACTUAT Metered Dose Inhaler'],
  [null, 'Metformin hydrochloride 500 MG Oral Tablet'], [null, 'Lisinopril 10 MG Oral Tablet'], [null, 'Omeprazole 20 MG Delayed Release Oral Capsule'],
  [null, 'Levothyroxine Sodium 0.1 MG Oral Tablet'], [null, 'Furosemide 40 MG Oral Tablet'], [null, 'Sertraline 50 MG Oral Tablet'],
  [null, 'Gabapentin 300 MG Oral Capsule'], [null, 'Tamsulosin hydrochloride 0.4 MG Oral Capsule'], [null, 'Allopurinol 100 MG Oral Tablet'],
  [null, 'Citalopram 20 MG Oral Tablet'],
] as const;
const DRAFTS = [['310965', 'Ibuprofen 200 MG Oral Tablet'], [null, 'Clarithromycin 500 MG Oral Tablet']] as const;
// Eight as in the Synthea samples (SNOMED CT), two drug allergies by text.
const ALLERGIES = [
  ['232347008', 'Dander (animal) allergy'], ['232350006', 'House dust mite allergy'], ['300913006', 'Shellfish allergy'], ['418689008', 'Allergy to grass pollen'],
  ['419263009', 'Allergy to tree pollen'], ['419474003', 'Allergy to mould'], ['424213003', 'Allergy to bee venom'], ['425525006', 'Allergy to dairy product'],
  [null, 'Penicillin'], [null, 'Sulfonamide antibiotics'],
] as const;
// Ten dated values of each analyte the patient checks read (LOINC).
const ANALYTES = [
  ['33914-3', 'Glomerular filtration rate/1.73 sq M.predicted', 'mL/min/{1.73_m2}', 48], ['2160-0', 'Creatinine [Mass/volume] in Serum or Plasma', 'mg/dL', 1.4],
  ['2823-3', 'Potassium [Moles/volume] in Serum or Plasma', 'mmol/L', 4.8], ['29463-7', 'Body Weight', 'kg', 86], ['8636-3', 'QT interval corrected', 'ms', 448],
] as const;

const active = (status: string) => ({ clinicalStatus: { coding: [{ system: `http://terminology.hl7.org/CodeSystem/${status}`, code: 'active' }] } });

/** The patient's record as the EHR holds it, one value per prefetch key. */
export function fullPrefetch() {
  const subject = { reference: `Patient/${EXAMPLE_PATIENT_ID}` };
  return {
    patient: { resourceType: 'Patient', id: EXAMPLE_PATIENT_ID, gender: 'male', birthDate: '1949-06-20' },
    medications: searchBundle(ACTIVE.map(([code, name], i) => medicationRequest(`active-${i}`, 'active', code, name))),
    allergies: searchBundle(ALLERGIES.map(([code, name], i) => ({
      resourceType: 'AllergyIntolerance', id: `allergy-${i}`, patient: subject, ...active('allergyintolerance-clinical'),
      code: code ? { coding: [{ system: SNOMED, code, display: name }] } : { text: name },
    }))),
    conditions: searchBundle([
      { resourceType: 'Condition', id: 'afib', subject, ...active('condition-clinical'), code: { coding: [{ system: SNOMED, code: '49436004', display: 'Atrial fibrillation' }] } },
      { resourceType: 'Condition', id: 'htn', subject, ...active('condition-clinical'), code: { coding: [{ system: SNOMED, code: '59621000', display: 'Essential hypertension' }] } },
    ]),
    observations: searchBundle(ANALYTES.flatMap(([code, name, unit, value]) => Array.from({ length: 10 }, (_, month) =>
      observation(`${code}-${month}`, code, name, value, unit, `2026-${String(month + 1).padStart(2, '0')}-15`)))),
  };
}

function orderSign(withPrefetch: boolean, fhirServer: string): Record<string, unknown> {
  return {
    hook: 'order-sign',
    hookInstance: crypto.randomUUID(),
    context: { userId: 'Practitioner/bench', patientId: EXAMPLE_PATIENT_ID, draftOrders: searchBundle(DRAFTS.map(([code, name], i) => medicationRequest(`draft-${i}`, 'draft', code, name))) },
    ...(withPrefetch ? { prefetch: fullPrefetch() } : { fhirServer, fhirAuthorization: { access_token: FHIR_TOKEN, token_type: 'Bearer', expires_in: 300, scope: 'patient/*.read', subject: 'medassist' } }),
  };
}

/**
 * The EHR's FHIR server: answers the five prefetch searches of the example patient (with the EHR's
 * token only) and counts them.
 */
function startStandInFhirServer(): Promise<{ base: string; searches: () => number; close(): Promise<void> }> {
  const data = fullPrefetch();
  const byType: Record<string, unknown> = {
    [`Patient/${EXAMPLE_PATIENT_ID}`]: data.patient, MedicationRequest: data.medications, AllergyIntolerance: data.allergies,
    Condition: data.conditions, Observation: data.observations,
  };
  let searches = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/fhir\//, '');
    const body = byType[path];
    if (req.headers.authorization !== `Bearer ${FHIR_TOKEN}`) return void res.writeHead(401).end();
    if (body === undefined) return void res.writeHead(404).end();
    searches++;
    res.writeHead(200, { 'Content-Type': 'application/fhir+json' }).end(JSON.stringify(body));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}/fhir`, searches: () => searches, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

async function registerOwner(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.19.36.1' },
    body: JSON.stringify({ email: `cds${Date.now().toString(36)}@bench.example`, name: 'Dr CDS Bench', country: 'us', specialty: 'cardiology', password: 'bench-password' }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}: ${await res.text()}`);
  return /(?:__Host-)?sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
}

async function registerEhr(baseURL: string, cookie: string, key: EhrKey, fhirServer: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/clinic/cds-clients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ name: 'Bench EHR', issuer: ISSUER, fhirServer, jwks: publicJwkSet([key]) }),
  });
  if (res.status !== 201) throw new Error(`EHR registration ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { clientId: string }).clientId;
}

export interface CdsTiming {
  times: number[];
  cards: number;
  /** Searches the stand-in FHIR server answered during this run. */
  searches: number;
}

/** `calls` timed order-sign calls (after `warmup` untimed) with the data prefetched, then as many with it fetched. */
export async function measureCds(baseURL: string, calls = 200, warmup = 10): Promise<{ prefetched: CdsTiming; fetched: CdsTiming }> {
  const fhir = await startStandInFhirServer();
  try {
    const key = await ehrKey('ES384');
    const clientId = await registerEhr(baseURL, await registerOwner(baseURL), key, fhir.base);
    const url = `${baseURL}/cds-services/medassist-order-sign`;
    const run = async (withPrefetch: boolean): Promise<CdsTiming> => {
      const body = JSON.stringify(orderSign(withPrefetch, fhir.base));
      // Every call needs its own jti; signed up front (5 minutes' validity is enough for the run).
      const tokens = await Promise.all(Array.from({ length: warmup + calls }, () => signCdsToken(key, cdsClaims(ISSUER, clientId, url, {}, 300))));
      const searchesBefore = fhir.searches();
      const times: number[] = [];
      let cards = -1;
      for (const [i, token] of tokens.entries()) {
        const started = performance.now();
        const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body });
        const text = await res.text();
        const elapsed = performance.now() - started;
        if (res.status !== 200) throw new Error(`order-sign answered ${res.status}: ${text}`);
        const answer = JSON.parse(text) as { cards: { summary: string }[] };
        // The same request must get the same cards every time (nothing failed to fetch on the way).
        if (cards >= 0 && answer.cards.length !== cards) throw new Error(`order-sign answered ${answer.cards.length} cards, earlier ${cards}`);
        cards = answer.cards.length;
        if (i >= warmup) times.push(elapsed);
      }
      return { times, cards, searches: fhir.searches() - searchesBefore };
    };
    const prefetched = await run(true);
    const fetched = await run(false);
    // Fetched data must give the cards prefetched data gives, or the fetch did not bring the record.
    if (fetched.cards !== prefetched.cards) throw new Error(`fetched data gave ${fetched.cards} cards, prefetched ${prefetched.cards}`);
    if (fetched.searches !== 5 * (calls + warmup)) throw new Error(`the stand-in FHIR server answered ${fetched.searches} searches, expected ${5 * (calls + warmup)}`);
    return { prefetched, fetched };
  } finally {
    await fhir.close();
  }
}

export const CDS_BUDGETS_MS = { prefetched: 200, fetched: 800 } as const;

/** The p95 and p50 of a run. */
export const cdsPercentiles = (t: CdsTiming) => ({ p95: percentile(t.times, 0.95), p50: percentile(t.times, 0.5) });
