// Prefetch the EHR did not send, fetched from its FHIR server (CDS Hooks 2.0 "FHIR Resource Access",
// DESIGN.md §9): only from the FHIR base registered for that client, compared exactly (never a
// prefix), with the EHR's fhirAuthorization token, every key at once, within one time budget. Any
// other fhirServer is never contacted; what could not be had is named with its reason.
import { PREFETCH_KEYS, PREFETCH_TEMPLATES, type PrefetchKey } from './discovery';
import type { PatientData } from './service-answer';
import type { CdsRequest, FhirResource } from './service-request';

/** Total time the fetches of one call may take (DESIGN.md §7: the hook answers within the EHR's patience). */
export const FETCH_BUDGET_MS = 2500;

export interface ResolvedData {
  data: PatientData;
  /** Why a key is missing, where it is more than "not sent". */
  missingReasons: Partial<Record<PrefetchKey, string>>;
}

/** The search URL of a prefetch template for this patient on the FHIR base. */
export function prefetchUrl(fhirServer: string, key: PrefetchKey, patientId: string, templates: Readonly<Record<PrefetchKey, string>> = PREFETCH_TEMPLATES): string {
  return `${fhirServer.replace(/\/+$/, '')}/${templates[key].replaceAll('{{context.patientId}}', encodeURIComponent(patientId))}`;
}

/** Rejects when the budget runs out, whether or not the fetch itself honours the signal. */
const budgetEnd = (signal: AbortSignal) => new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('budget')), { once: true }));

async function fetchOne(url: string, token: string | undefined, signal: AbortSignal, fetcher: typeof fetch): Promise<FhirResource | string> {
  const end = budgetEnd(signal);
  end.catch(() => {});
  try {
    // A redirect is not followed (it could lead off the registered base): a 3xx is an answer like a 4xx.
    const res = await Promise.race([fetcher(url, { headers: { Accept: 'application/fhir+json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal, redirect: 'manual' }), end]);
    if (!res.ok) return `the EHR's FHIR server answered HTTP ${res.status}`;
    const body = (await Promise.race([res.json(), end])) as unknown;
    if (typeof body !== 'object' || body === null || typeof (body as FhirResource).resourceType !== 'string') return "the EHR's FHIR server did not answer a FHIR resource";
    return body as FhirResource;
  } catch {
    return signal.aborted ? `the EHR's FHIR server did not answer within ${FETCH_BUDGET_MS / 1000} s` : "the EHR's FHIR server could not be reached";
  }
}

/** The call's patient data: what was prefetched, and what is missing fetched where that is allowed. */
export async function resolvePatientData(request: CdsRequest, registeredFhirServer: string | null, fetcher: typeof fetch = fetch, budgetMs = FETCH_BUDGET_MS): Promise<ResolvedData> {
  const data: PatientData = {};
  for (const key of PREFETCH_KEYS) {
    const value = request.prefetch?.[key];
    if (value) data[key] = value;
  }
  const missing = PREFETCH_KEYS.filter((key) => !data[key]);
  const missingReasons: ResolvedData['missingReasons'] = {};
  const server = request.fhirServer;
  if (missing.length === 0 || !server) return { data, missingReasons };
  if (!registeredFhirServer || server !== registeredFhirServer) {
    for (const key of missing) missingReasons[key] = `not sent, and not fetched: ${server} is not the FHIR server registered for this EHR`;
    return { data, missingReasons };
  }
  const fetched = await fetchPatientData(server, request.fhirAuthorization?.access_token, request.context.patientId, missing, fetcher, budgetMs);
  Object.assign(data, fetched.data);
  for (const [key, reason] of Object.entries(fetched.missingReasons)) missingReasons[key as PrefetchKey] = `not sent, and not fetched: ${reason}`;
  return { data, missingReasons };
}

/**
 * The patient's data under `keys`, read from a FHIR base the caller has checked (the CDS client's
 * registered one, a SMART launch's `iss`) with the EHR's token, all at once within one budget;
 * `templates` are the searches (the SMART workspace asks for more observations than a prefetch).
 */
export async function fetchPatientData(
  server: string, token: string | undefined, patientId: string, keys: readonly PrefetchKey[], fetcher: typeof fetch = fetch, budgetMs = FETCH_BUDGET_MS,
  templates: Readonly<Record<PrefetchKey, string>> = PREFETCH_TEMPLATES,
): Promise<ResolvedData> {
  const data: PatientData = {};
  const missingReasons: ResolvedData['missingReasons'] = {};
  const signal = AbortSignal.timeout(budgetMs);
  const results = await Promise.all(keys.map((key) => fetchOne(prefetchUrl(server, key, patientId, templates), token, signal, fetcher)));
  keys.forEach((key, i) => {
    const result = results[i]!;
    if (typeof result === 'string') missingReasons[key] = result;
    else data[key] = result;
  });
  return { data, missingReasons };
}
