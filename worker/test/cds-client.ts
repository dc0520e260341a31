import { vi } from 'vitest';
import type { EhrKey } from '../../scripts/lib/cds-ehr';
import type { TestClient } from './helpers';

// An EHR as the CDS Hooks service sees it: its key pairs, the tokens it signs, its registration,
// and a stand-in for the address it publishes its keys at. Keys and tokens are the EHR developer's
// example's own (scripts/lib/cds-ehr.ts), so the example is what the tests prove.
export { cdsClaims, ehrKey, signCdsToken, type EhrKey } from '../../scripts/lib/cds-ehr';

/** Registers an EHR for the owner's clinic; returns the status and answer. */
export async function registerCdsClient(owner: TestClient, body: Record<string, unknown>) {
  const res = await owner.post('/api/clinic/cds-clients', body);
  return { status: res.status, body: (await res.json()) as { id: number; clientId: string; message?: string; fieldErrors?: Record<string, string[]> } };
}

/**
 * A stand-in key server at http://127.0.0.1:<port>: the Worker's outbound fetch to that origin
 * lands here. `serve` publishes a JWK Set at a path; every request is recorded.
 */
export function startJwksServer(port = 20_000 + Math.floor(Math.random() * 40_000)) {
  const origin = `http://127.0.0.1:${port}`;
  const sets = new Map<string, unknown>();
  const requested: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${origin}/`)) return realFetch(input, init);
    requested.push(request.url);
    const set = sets.get(request.url);
    return set === undefined ? new Response('not found', { status: 404 }) : Response.json(set);
  });
  return {
    origin,
    requested,
    serve(path: string, keys: EhrKey[]) {
      const url = `${origin}${path}`;
      sets.set(url, { keys: keys.map((k) => k.publicJwk) });
      return url;
    },
    stop() {
      spy.mockRestore();
    },
  };
}
