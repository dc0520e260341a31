// FHIR Bulk Data export throughput (issue 38): a clinic of 10 000 synthetic patients (scripts/seed.ts)
// with three vital-sign observations each (and the seed's condition of each as a Condition),
// written straight into the local D1 as the seed is, then GET /fhir/R4/$export by its owner, polled
// until the manifest, and every file read back. Wall time from kick-off to manifest (the clinic's
// Durable Object running its steps on its alarm against local D1 and R2), and resources per second
// over it; the file reads are counted apart.
import { join } from 'node:path';
import { openLocalPlatform } from '../scripts/lib/local-platform.ts';
import { seedPatients, signIn } from './lib/server.ts';

export const BULK_PATIENTS = 10_000;

export interface BulkRun {
  patients: number;
  resources: number;
  files: number;
  /** Kick-off to manifest. */
  ms: number;
  /** Reading every file. */
  downloadMs: number;
}

/**
 * Three heart-rate observations (1 to 3 November 2026) for each patient of the clinic, in one
 * statement; and its seeded doctor made the owner (the seed makes a plain member; exports are an
 * owner's), before signing in, so the session carries it.
 */
async function seedObservations(stateDir: string, clinicId: number): Promise<void> {
  const platform = await openLocalPlatform(join(stateDir, 'v3'));
  try {
    await platform.env.DB.prepare('UPDATE memberships SET owner = 1 WHERE clinic_id = ?').bind(clinicId).run();
    await platform.env.DB.prepare(
      `INSERT INTO observations (clinic_id, patient_id, codings, recorded_at, category, status, code, value_number, unit, effective_at, effective_ms)
       SELECT p.clinic_id, p.id, '[{"system":"http://loinc.org","code":"8867-4","display":"Heart rate"}]', '2026-11-01T09:00:00Z', 'vital-signs', 'final', '8867-4', 60 + k.i, '/min', '2026-11-0' || k.i || 'T09:00:00Z', 1793523600000 + k.i * 86400000
       FROM patients p, (SELECT 1 AS i UNION ALL SELECT 2 UNION ALL SELECT 3) k WHERE p.clinic_id = ?`,
    )
      .bind(clinicId)
      .run();
  } finally {
    await platform.dispose();
  }
}

export async function measureBulkExport(baseURL: string, stateDir: string): Promise<BulkRun> {
  const clinic = await seedPatients(stateDir, BULK_PATIENTS);
  await seedObservations(stateDir, clinic.clinicId);
  const cookie = await signIn(baseURL, clinic.username, clinic.password);
  const started = performance.now();
  const kickOff = await fetch(`${baseURL}/fhir/R4/$export`, { headers: { Cookie: cookie, Prefer: 'respond-async', Accept: 'application/fhir+json' } });
  if (kickOff.status !== 202) throw new Error(`$export answered ${kickOff.status}: ${await kickOff.text()}`);
  const status = kickOff.headers.get('Content-Location')!;
  let manifest: { output: { url: string; count: number }[] } | undefined;
  while (!manifest) {
    const res = await fetch(status, { headers: { Cookie: cookie } });
    if (res.status === 200) manifest = (await res.json()) as typeof manifest;
    else if (res.status !== 202) throw new Error(`status answered ${res.status}: ${await res.text()}`);
    else await new Promise((r) => setTimeout(r, 100));
  }
  const ms = performance.now() - started;
  const downloadStarted = performance.now();
  let lines = 0;
  for (const file of manifest!.output) {
    const text = await (await fetch(file.url, { headers: { Cookie: cookie } })).text();
    lines += text.split('\n').length - 1;
  }
  const resources = manifest!.output.reduce((n, f) => n + f.count, 0);
  if (lines !== resources) throw new Error(`the files hold ${lines} lines, the manifest counts ${resources}`);
  return { patients: BULK_PATIENTS, resources, files: manifest!.output.length, ms, downloadMs: performance.now() - downloadStarted };
}
