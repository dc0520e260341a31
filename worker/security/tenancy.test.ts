// Issue #8, tenancy (DESIGN.md §3): a clinic is the tenant. Another clinic's record answers 404
// exactly like a missing one on every route that names a record (in its path or its body), and
// another clinic's rows never appear in any list, search, export or live notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAiModelsForTesting } from '../ai/provider';
import { authenticate, openSocket, settle } from '../test/live-client';
import {
  bodyFields,
  bodyOf,
  buildClinic,
  dump,
  fillPath,
  idsFor,
  isSwept,
  newClient,
  ownPath,
  queryPool,
  queryVariants,
  resourceOf,
  ROUTES,
  send,
  signUp,
  unexpectedChanges,
  validBody,
  withoutRequestId,
  type ClinicWorld,
  type Route,
  WORLD_SETUP_TIMEOUT_MS,
} from './support';
import { MockLanguageModelV4 } from 'ai/test';

let a: ClinicWorld;
let b: ClinicWorld;
/** A clinic of the other data-residency region (its rows are in another database). */
let c: ClinicWorld;

beforeAll(async () => {
  // Any call that got as far as the model would answer; none should get there with a foreign id.
  setAiModelsForTesting({
    text: new MockLanguageModelV4({
      doGenerate: async () => ({ content: [{ type: 'text', text: 'ok' }], finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } }, warnings: [] }),
    }),
  });
  a = await buildClinic('Qzxalpha', { region: 'us' });
  b = await buildClinic('Qzxbravo', { region: 'us' });
  c = await buildClinic('Qzxcharlie', { region: 'eu' });
}, WORLD_SETUP_TIMEOUT_MS);
afterAll(() => setAiModelsForTesting(null));

/** An id no record of any kind has (ids are spread per table, see spreadIds). */
const MISSING = 987_654_321;
const KNOWN_RESOURCES = new Set(['patients', 'Patient', 'clinical-notes', 'appointments', 'lab-results', 'messages', 'api-keys', 'cds-clients', 'invites', 'sessions', 'members', 'users']);

const withParams = ROUTES.filter((r) => isSwept(r) && r.params.length > 0);

/** Status and body, with the path's own id (a FHIR OperationOutcome names the Patient/<id> it was asked for) as `:id`. */
async function answer(res: Response, id?: string | number) {
  const body = withoutRequestId(await bodyOf(res));
  return { status: res.status, body: id === undefined ? body : JSON.parse(JSON.stringify(body).replaceAll(String(id), ':id')) as unknown };
}

describe("another clinic's id in the path answers 404, exactly like a missing one", () => {
  it('covers every route that names a record', () => {
    expect(withParams.length).toBeGreaterThan(10);
  });

  it.each(withParams.map((r) => [r.key, r] as [string, Route]))('%s', async (_key, route) => {
    const param = route.params[0]!;
    const known = KNOWN_RESOURCES.has(resourceOf(route, param));
    // Same region (b → a), across regions (c → a, b → c).
    for (const [viewer, owner] of [[b, a], [c, a], [b, c]] as const) {
      for (const foreign of idsFor(owner, route, param)) {
        // The viewer's owner, with a body that would be accepted for a record of its own (versions read from the row itself).
        const params = { [param]: foreign };
        const body = route.method === 'GET' ? undefined : await validBody(route, { world: viewer, params });
        const before = await dump();
        const theirs = await answer(await send(viewer.owner.client, route.method, fillPath(route, params), body), foreign);
        const missingParams = { [param]: typeof foreign === 'number' ? MISSING : 'f'.repeat(24) };
        const missingBody = route.method === 'GET' ? undefined : await validBody(route, { world: viewer, params: missingParams });
        const missing = await answer(await send(viewer.owner.client, route.method, fillPath(route, missingParams), missingBody), missingParams[param]);
        const what = `${route.key} by ${viewer.marker} with ${owner.marker}'s ${foreign}`;
        expect(unexpectedChanges(before, await dump()), `${what} changed something`).toEqual([]);
        if (known) expect(theirs.status, what).toBe(404);
        else expect(theirs.status, what).toBeGreaterThanOrEqual(400);
        expect(theirs, `${what} vs a missing id`).toEqual(missing);
      }
    }
  });
});

describe("another clinic's id in a body is refused exactly like a missing one", () => {
  const REFERENCES: Record<string, (w: ClinicWorld) => number> = {
    patientId: (w) => w.patientId,
    doctorId: (w) => w.owner.user.id,
    toId: (w) => w.owner.user.id,
    userId: (w) => w.owner.user.id,
    labResultId: (w) => w.labResultId,
    noteId: (w) => w.noteId,
    appointmentId: (w) => w.appointmentId,
  };
  const cases: [string, Route, string][] = [];
  for (const route of ROUTES.filter((r) => isSwept(r) && r.method !== 'GET')) {
    for (const field of bodyFields(route).filter((f) => f in REFERENCES)) cases.push([`${route.key} ${field}`, route, field]);
  }

  it('covers the references the bodies take', () => {
    expect(cases.length).toBeGreaterThan(8);
  });

  it.each(cases)('%s', async (_name, route, field) => {
    for (const [viewer, owner] of [[b, a], [c, a], [b, c]] as const) {
      const params = Object.fromEntries(route.params.map((p) => [p, idsFor(viewer, route, p)[0]!]));
      const body = (await validBody(route, { world: viewer, params }))!;
      const path = fillPath(route, params);
      const before = await dump();
      const theirs = await answer(await send(viewer.owner.client, route.method, path, { ...body, [field]: REFERENCES[field]!(owner) }));
      const again = await validBody(route, { world: viewer, params });
      const missing = await answer(await send(viewer.owner.client, route.method, path, { ...again, [field]: MISSING }));
      const what = `${viewer.marker} naming ${owner.marker}'s ${field}`;
      expect(unexpectedChanges(before, await dump()), what).toEqual([]);
      expect(theirs.status, what).toBeGreaterThanOrEqual(400);
      expect(theirs.status, what).toBeLessThan(500);
      expect(theirs, what).toEqual(missing);
    }
  });

  it("a lab system's API key cannot enter a result for another clinic's patient", async () => {
    const before = await dump();
    const res = await send(newClient(), 'POST', '/api/lab-results', { patientId: b.patientId, labName: 'Cross-clinic', tests: [{ name: 'K', value: '9', status: 'critical' }] }, { Authorization: `Bearer ${a.apiKey}` });
    expect(res.status).toBe(404);
    // The only trace: the key itself records that it was used.
    const changes = unexpectedChanges(before, await dump());
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatch(new RegExp(`^changed \\w+\\.api_keys#${a.apiKeyId} \\[last_used_at\\]$`));
    const eu = await send(newClient(), 'POST', '/api/lab-results', { patientId: a.patientId, labName: 'Cross-region', tests: [{ name: 'K', value: '9', status: 'normal' }] }, { Authorization: `Bearer ${c.apiKey}` });
    expect(eu.status).toBe(404);
  });
});

/**
 * The audit trail (and the export that contains it) records what each of the clinic's own users
 * searched for: their own words, which in this test name the other clinic. Those recorded queries
 * (`detail`, JSON in the JSON answers, a quoted JSON cell in the CSV) are not another clinic's data;
 * nor is a FHIR searchset's self link, the viewer's own request.
 */
function withoutRecordedQueries(text: string): string {
  return text
    // A FHIR searchset's self link is the request itself.
    .replace(/\{"relation":"self","url":"[^"]*"\}/g, '{}')
    .replace(/"detail":"(?:[^"\\]|\\.)*"/g, '"detail":""').replace(/"\{(?:[^"]|"")*\}"/g, '""');
}

describe("another clinic's rows never appear in a list, search, export or record", () => {
  const reads = ROUTES.filter((r) => isSwept(r) && r.method === 'GET');

  it.each(reads.map((r) => [r.key, r] as [string, Route]))('%s, with every query naming the other clinic', async (_key, route) => {
    for (const [viewer, owner] of [[b, a], [c, a], [a, c]] as const) {
      for (const who of [viewer.owner, viewer.member]) {
        for (const query of queryVariants(route, queryPool(owner))) {
          const res = await who.client.get(ownPath(viewer, route) + query);
          const text = withoutRecordedQueries((await res.text()).toLowerCase());
          expect(res.status, `${route.key}${query}`).toBeLessThan(500);
          expect(text.includes(owner.marker.toLowerCase()), `${route.key}${query} as ${who.user.name} shows ${owner.marker}: ${text.slice(0, 300)}`).toBe(false);
        }
      }
    }
  });

  it('(the check above is not vacuous: the owning clinic does see its marker in those lists)', async () => {
    const q = encodeURIComponent(a.marker);
    for (const path of [
      `/api/patients?q=${q}`,
      '/api/clinical-notes',
      `/api/appointments?date=${encodeURIComponent(a.appointmentAt)}`,
      `/api/lab-results?q=${q}`,
      '/api/messages',
      '/api/users',
      `/api/patients/${a.patientId}/record`,
    ]) {
      const text = await (await a.owner.client.get(path)).text();
      expect(text.toLowerCase(), path).toContain(a.marker.toLowerCase());
    }
  });

  it("sends nothing of another clinic's activity down a live socket", async () => {
    const bSock = await openSocket(b.owner.client);
    await authenticate(bSock, b.owner.user.id);
    const aSock = await openSocket(a.owner.client);
    await authenticate(aSock, a.owner.user.id);
    // A message and a critical result in clinic A both notify A's owner live.
    await a.member.client.post('/api/messages', { toId: a.owner.user.id, content: `${a.marker} live message` });
    await a.owner.client.post('/api/lab-results', { patientId: a.patientId, labName: `${a.marker} critical`, tests: [{ name: 'K', value: '7.1', status: 'critical' }] });
    await aSock.next('message');
    await aSock.next('critical_lab_result');
    await settle(100);
    expect(JSON.stringify(bSock.frames).toLowerCase()).not.toContain(a.marker.toLowerCase());
    bSock.ws!.close(1000);
    aSock.ws!.close(1000);
  });

  it("a colleague in the same clinic can neither list nor mark read a message that is not theirs", async () => {
    const colleague = await signUp({ name: 'Dr Colleague', inviteCode: a.inviteCode });
    const inbox = (await (await colleague.client.get(`/api/messages?withUser=${a.owner.user.id}`)).json()) as { id: number }[];
    expect(inbox.map((m) => m.id)).not.toContain(a.messageId);
    expect((await colleague.client.patch(`/api/messages/${a.messageId}/read`)).status).toBe(404);
  });
});
