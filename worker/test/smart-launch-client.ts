// Test-only: the browser's part of a SMART launch against the stand-in EHR (worker/test/smart-ehr.ts),
// for the SMART launch tests.
import { expect } from 'vitest';
import { ehrKey, registerCdsClient } from './cds-client';
import { ORIGIN, type TestClient } from './helpers';
import type { startStandInEhr } from './smart-ehr';

export type StandInEhr = ReturnType<typeof startStandInEhr>;

/** A browser's navigation: the redirect is looked at, not followed (a Fetcher follows by default). */
export const visit = (client: TestClient, path: string) => client.request(path, { redirect: 'manual' });

/** The owner registers the stand-in EHR for SMART launch; answers the connection's id. */
export async function registerEhr(owner: TestClient, stand: StandInEhr): Promise<number> {
  const key = await ehrKey('ES384');
  const res = await registerCdsClient(owner, { name: 'Stand-in EHR', issuer: stand.origin, fhirServer: stand.iss, jwks: { keys: [key.publicJwk] }, smartClientId: stand.clientId });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** The browser: MedAssist's launch, the EHR's authorize page (which answers at once), back to MedAssist's callback. */
export async function launch(client: TestClient, stand: StandInEhr, launchId?: string) {
  const start = await visit(client, `/smart/launch?iss=${encodeURIComponent(stand.iss)}${launchId ? `&launch=${launchId}` : ''}`);
  expect(start.status).toBe(303);
  const authorize = new URL(start.headers.get('Location')!);
  expect(authorize.origin).toBe(stand.origin);
  const answered = await fetch(authorize.href, { redirect: 'manual' });
  const callback = new URL(answered.headers.get('Location')!);
  expect(callback.origin + callback.pathname).toBe(`${ORIGIN}/smart/callback`);
  const done = await visit(client, callback.pathname + callback.search);
  return { authorize, callback, done };
}

/** The launch id the callback opened the workspace on (/smart/patient?launch=N). */
export const launchIdOf = (done: Response) => Number(/[?&]launch=(\d+)/.exec(done.headers.get('Location') ?? '')?.[1]);
