// The demo clinic's imported patients: the six Synthea sample bundles of data/fhir-samples
// (Apache-2.0, see its README), posted to POST /api/fhir/import as the demo owner, so the demo
// shows exactly what a real import gives. Runs against a server `npm start` (or a short-lived one
// for `npm run dev`) serves; importing again changes nothing, so an interrupted first start simply
// finishes on the next.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLES = 'data/fhir-samples/synthea';

/** The sample bundle files (every .json but the index). */
export function demoBundles(dir = SAMPLES): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'INDEX.json')
    .sort()
    .map((f) => join(dir, f));
}

type D1Like = { prepare(sql: string): { first<T>(): Promise<T | null> } };

/** True while the demo clinic lacks some of the sample patients. */
export async function demoImportMissing(db: D1Like, username: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT count(*) AS n FROM fhir_sources s JOIN users u ON u.clinic_id = s.clinic_id WHERE u.username = '${username.replace(/'/g, "''")}' AND s.entity = 'patient' AND s.source_id LIKE 'urn:uuid:%'`)
    .first<{ n: number }>();
  return (row?.n ?? 0) < demoBundles().length;
}

/** Signs in as the demo owner and imports every sample; returns the patients' names. */
export async function importDemoBundles(baseURL: string, username: string, password: string): Promise<string[]> {
  const login = await fetch(`${baseURL}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`);
  const cookie = /(?:__Host-)?sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const names: string[] = [];
  for (const file of demoBundles()) {
    const res = await fetch(`${baseURL}/api/fhir/import`, { method: 'POST', headers: { 'Content-Type': 'application/fhir+json', Cookie: cookie }, body: readFileSync(file) });
    const answer = (await res.json()) as { patients?: { fullName: string }[]; message?: string };
    if (!res.ok) throw new Error(`demo import of ${file} failed: ${res.status} ${answer.message ?? ''}`);
    names.push(...(answer.patients ?? []).map((p) => p.fullName));
  }
  return names;
}
