import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { regionDatabase, regionOfId } from '../db/regions';
import { countingD1 } from '../test/d1-counter';
import { ORIGIN, signedInDoctor, type TestClient } from '../test/helpers';

// DESIGN.md §7: a page of the patient list is one D1 round trip reading at most the page's rows
// + 10 (the session is the user's hub's, the audit row rides in the same batch as the page, the
// audit seal runs after the answer). `npm run bench` measures every route's cost at 100 000
// patients (bench/cost/); this keeps the list page's on every test run.

const PAGE = 50;

/** `count` patients named `<name> 0000`, `<name> 0001`, … in the clinic, in one statement. */
async function addPatients(clinicId: number, name: string, count: number) {
  await regionDatabase(env, regionOfId(clinicId))
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
       INSERT INTO patients (clinic_id, full_name, birth_date, gender, sex) SELECT ?, ? || ' ' || printf('%04d', i), '1980-01-01', 'Other', 'unknown' FROM n`,
    )
    .bind(clinicId, name)
    .run();
}

const names = (body: unknown) => (body as { fullName: string }[]).map((p) => p.fullName);

/** One request straight into the app with counted D1 bindings; the counts as they stood when it answered. */
async function counted(client: TestClient, path: string) {
  const { env: countedEnv, count } = countingD1(env);
  const ctx = createExecutionContext();
  const cookies = [client.cookie, client.bookmark ? `d1b=${client.bookmark}` : ''].filter(Boolean).join('; ');
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookies, 'CF-Connecting-IP': client.address } }), countedEnv, ctx);
  const atAnswer = { ...count };
  const body: unknown = await res.json();
  await waitOnExecutionContext(ctx); // the audit seal (waitUntil) is not the request's
  return { status: res.status, body, count: atAnswer };
}

describe('the patient list page’s cost', () => {
  it(`is one D1 round trip reading at most ${PAGE} + 10 rows`, async () => {
    const { client, user } = await signedInDoctor();
    await addPatients(user.clinicId, 'Cost Patient', 3 * PAGE); // more than a page
    await client.get('/api/patients?limit=1'); // this isolate has met the session (its owner from KV)

    const { status, body, count } = await counted(client, `/api/patients?limit=${PAGE}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(PAGE);
    expect(count.trips, 'D1 round trips').toBe(1);
    expect(count.rowsRead, 'D1 rows read').toBeLessThanOrEqual(PAGE + 10);
    expect(count.unmeasured, 'every call reported its rows read').toBe(0);
  });
});

describe('a patient search’s cost', () => {
  it('reads about its matches when they are fewer than a page, not the whole clinic', async () => {
    const { client, user } = await signedInDoctor();
    await addPatients(user.clinicId, 'Aaron Common', 600);
    await addPatients(user.clinicId, 'Zebediah Rare', 3);
    await client.get('/api/patients?limit=1');

    const { status, body, count } = await counted(client, `/api/patients?q=zebediah%20rare&limit=${PAGE}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Zebediah Rare 0000', 'Zebediah Rare 0001', 'Zebediah Rare 0002']);
    expect(count.trips).toBe(1);
    // Walking the clinic's name index for them read all 603 (and more).
    expect(count.rowsRead, 'D1 rows read').toBeLessThan(50);
  });

  it('pages through more matches than it looks up one by one, in name order', async () => {
    const { client, user } = await signedInDoctor();
    await addPatients(user.clinicId, 'Many Match', 1100);
    await addPatients(user.clinicId, 'Aaron Other', 20);
    await client.get('/api/patients?limit=1');

    const first = await counted(client, `/api/patients?q=many&limit=${PAGE}`);
    expect(names(first.body)).toEqual(Array.from({ length: PAGE }, (_, i) => `Many Match ${String(i).padStart(4, '0')}`));
    const later = await counted(client, `/api/patients?q=many%20match&limit=${PAGE}&offset=1080`);
    expect(names(later.body)).toEqual(Array.from({ length: 20 }, (_, i) => `Many Match ${String(1080 + i).padStart(4, '0')}`));
  });
});
