// FHIR import throughput (issue 19): the largest Synthea sample (data/fhir-samples, Apache-2.0)
// into a fresh clinic, again (everything matches, nothing is written), and all six samples as one
// bundle of several MB. Client-side wall time of POST /api/fhir/import over loopback, which bounds
// the Worker's CPU time from above (it includes the D1 work).
import { readFileSync } from 'node:fs';
import { demoBundles } from '../scripts/lib/demo-import.ts';

export interface ImportRun {
  label: string;
  bytes: number;
  resources: number;
  kept: number;
  ms: number;
}

type Bundle = { entry: unknown[] };

async function post(baseURL: string, cookie: string, body: string): Promise<{ ms: number; kept: number }> {
  const started = performance.now();
  const res = await fetch(`${baseURL}/api/fhir/import`, { method: 'POST', headers: { 'Content-Type': 'application/fhir+json', Cookie: cookie }, body });
  const answer = (await res.json()) as { counts?: Record<string, { created: number; updated: number; unchanged: number }>; message?: string };
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`import failed: ${res.status} ${answer.message ?? ''}`);
  const kept = Object.values(answer.counts ?? {}).reduce((n, c) => n + c.created + c.updated + c.unchanged, 0);
  return { ms, kept };
}

/** Imports the largest sample twice into one clinic, then all samples as one bundle into another (two signed-in doctors of different clinics). */
export async function measureImport(baseURL: string, cookie: string, otherClinicCookie: string): Promise<ImportRun[]> {
  const files = demoBundles().map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const largest = files.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  const entries = (JSON.parse(largest.text) as Bundle).entry.length;
  const first = await post(baseURL, cookie, largest.text);
  const again = await post(baseURL, cookie, largest.text);
  const all = { resourceType: 'Bundle', type: 'collection', entry: files.flatMap((f) => (JSON.parse(f.text) as Bundle).entry) };
  // Indented like the sample files, so the bundle is as large as the six files together.
  const allText = JSON.stringify(all, null, 2);
  const together = await post(baseURL, otherClinicCookie, allText);
  const name = largest.path.split('/').at(-1)!.split('_').slice(0, 2).join(' ');
  return [
    { label: `${name}, first import`, bytes: largest.text.length, resources: entries, ...first },
    { label: `${name}, same bundle again (nothing written)`, bytes: largest.text.length, resources: entries, ...again },
    { label: `all ${files.length} samples in one bundle`, bytes: allText.length, resources: all.entry.length, ...together },
  ];
}
