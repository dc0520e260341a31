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
    // More patients than a page.
    await regionDatabase(env, regionOfId(user.clinicId))
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${3 * PAGE - 1})
         INSERT INTO patients (clinic_id, full_name, birth_date, gender, sex) SELECT ?, 'Cost Patient ' || printf('%03d', i), '1980-01-01', 'Other', 'unknown' FROM n`,
      )
      .bind(user.clinicId)
      .run();
    await client.get('/api/patients?limit=1'); // this isolate has met the session (its owner from KV)

    const { status, body, count } = await counted(client, `/api/patients?limit=${PAGE}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(PAGE);
    expect(count.trips, 'D1 round trips').toBe(1);
    expect(count.rowsRead, 'D1 rows read').toBeLessThanOrEqual(PAGE + 10);
    expect(count.unmeasured, 'every call reported its rows read').toBe(0);
  });
});
