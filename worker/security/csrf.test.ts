// Issue #8, CSRF: a state change needs a JSON body (no form or text/plain post a foreign page can
// send without a preflight) and, when the browser names an Origin, our own origin. And the other
// half of the rule: a GET never changes anything, so a link or <img> cannot act for the user.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../test/helpers';
import { openSocket } from '../test/live-client';
import { buildClinic, changesBetween, dump, errorMessageOf, isSwept, isMutation, OPEN_TO_OTHER_SITES, ownPath, queryPool, queryVariants, ROUTES, unexpectedChanges, validBody, type ClinicWorld, type Route } from './support';

let world: ClinicWorld;
beforeAll(async () => {
  world = await buildClinic('Qzxcsrf');
});

/** The HL7 route takes HL7, not JSON: it answers only to a lab API key, never to the cookie (own test below). */
const HL7_ROUTE = 'POST /api/hl7/v2';
const mutations = ROUTES.filter((r) => isSwept(r) && isMutation(r) && r.key !== HL7_ROUTE);
const reads = ROUTES.filter((r) => isSwept(r) && r.method === 'GET');

/** Content types a cross-site page can send without a CORS preflight, and a disguised one. */
const NOT_JSON = ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=----x', 'text/plain; a=application/json'];
const FOREIGN_ORIGINS = ['https://evil.example', 'null', 'http://medassist.test', 'https://medassist.test:8443', 'https://sub.medassist.test', 'https://medassist.test.evil.example'];

describe('every mutation route refuses what a foreign page can send', () => {
  it('covers the mutation routes of the table', () => {
    expect(mutations.length).toBeGreaterThan(20);
  });

  it.each(mutations.map((r) => [r.key, r] as [string, Route]))('%s: 415 unless JSON, 403 from a foreign Origin, nothing changed', async (_key, route) => {
    const path = ownPath(world, route);
    const body = JSON.stringify((await validBody(route, { world, params: {} })) ?? {});
    const client = world.owner.client;
    const before = await dump();

    for (const type of NOT_JSON) {
      const res = await client.request(path, { method: route.method, headers: { 'Content-Type': type }, body });
      expect(res.status, `${route.key} as ${type}`).toBe(415);
      expect(errorMessageOf(await res.json())).toMatch(/JSON/);
    }
    // A body without any Content-Type (a Uint8Array gets no default type).
    const untyped = await client.request(path, { method: route.method, body: new TextEncoder().encode(body) });
    expect(untyped.status, `${route.key} without a Content-Type`).toBe(415);

    for (const origin of FOREIGN_ORIGINS) {
      const res = await client.request(path, { method: route.method, headers: { Origin: origin }, json: JSON.parse(body) as unknown });
      expect(res.status, `${route.key} from ${origin}`).toBe(403);
    }

    expect(unexpectedChanges(before, await dump())).toEqual([]);
    expect((await client.get('/api/user')).status, 'the session survives').toBe(200);
  });

  it(`${HL7_ROUTE}: the session cookie is not a lab key (401 whatever the type), 403 from a foreign Origin, nothing changed`, async () => {
    expect(ROUTES.some((r) => r.key === HL7_ROUTE)).toBe(true);
    const client = world.owner.client;
    const before = await dump();
    for (const type of [...NOT_JSON, 'x-application/hl7-v2+er7']) {
      const res = await client.request('/api/hl7/v2', { method: 'POST', headers: { 'Content-Type': type }, body: 'MSH|^~\\&|' });
      expect(res.status, type).toBe(401);
    }
    for (const origin of FOREIGN_ORIGINS) {
      const res = await client.request('/api/hl7/v2', { method: 'POST', headers: { Origin: origin, 'Content-Type': 'x-application/hl7-v2+er7', Authorization: `Bearer ${world.apiKey}` }, body: 'MSH|^~\\&|' });
      expect(res.status, origin).toBe(403);
    }
    expect(unexpectedChanges(before, await dump())).toEqual([]);
  });

  it('has no method override: a POST saying DELETE deletes nothing', async () => {
    const before = await dump();
    const headers = { 'X-HTTP-Method-Override': 'DELETE', 'X-HTTP-Method': 'DELETE', 'X-Method-Override': 'DELETE' };
    const res = await world.owner.client.request(`/api/patients/${world.patientId}?_method=DELETE`, { method: 'POST', headers, json: {} });
    expect(res.status).toBe(404);
    expect(unexpectedChanges(before, await dump())).toEqual([]);
    expect((await world.owner.client.get(`/api/patients/${world.patientId}`)).status).toBe(200);
  });

  it('refuses a WebSocket upgrade from a foreign Origin (403) or without one', async () => {
    for (const origin of [...FOREIGN_ORIGINS, null]) expect((await openSocket(world.owner.client, origin)).status, String(origin)).toBe(403);
    const ok = await openSocket(world.owner.client, ORIGIN);
    expect(ok.status).toBe(101);
    ok.ws!.close(1000);
  });
});

describe('fetch metadata: only our own pages reach the API (Sec-Fetch-Site)', () => {
  const api = ROUTES.filter((r) => isSwept(r) && !OPEN_TO_OTHER_SITES.has(r.key));

  // A top-level navigation from another site carries the SameSite=Lax cookie: without this, a link
  // on any page could start the clinic export or the audit CSV download in the doctor's name.
  it.each(api.map((r) => [r.key, r] as [string, Route]))('%s: 403 from another site or a sibling subdomain, nothing written', async (_key, route) => {
    const path = ownPath(world, route);
    const body = isMutation(route) ? ((await validBody(route, { world, params: {} })) ?? {}) : undefined;
    const before = await dump();
    for (const site of ['cross-site', 'same-site', 'Cross-Site']) {
      const res = await world.owner.client.request(path, { method: route.method, headers: { 'Sec-Fetch-Site': site }, json: body });
      expect(res.status, `${route.key} with Sec-Fetch-Site: ${site}`).toBe(403);
      expect(errorMessageOf(await res.json())).toMatch(/other sites/);
    }
    // Not even an audit row: the refusal comes before any route runs.
    expect(unexpectedChanges(before, await dump())).toEqual([]);
  });

  it('lets our own pages, a typed URL and non-browser clients download the export', async () => {
    for (const headers of [{ 'Sec-Fetch-Site': 'same-origin' }, { 'Sec-Fetch-Site': 'none' }, {}] as Record<string, string>[]) {
      const res = await world.owner.client.request('/api/clinic/export', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      await res.arrayBuffer();
    }
    const csv = await world.owner.client.request('/api/audit-events?format=csv', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(csv.status).toBe(200);
    await csv.arrayBuffer();
  });
});

describe('GET never changes state', () => {
  // By design a GET may append to audit_events: reading one patient (or its record) writes a
  // 'view' row, a list of patient data a 'list' row and the clinic export an 'export' row (DESIGN.md §3: every read of patient data
  // is audited); the background sealer then fills in audit rows' hash. So audit_events is left out
  // of the comparison, and the audit rows a GET adds are checked to be exactly those.
  it.each(reads.map((r) => [r.key, r] as [string, Route]))('%s (and HEAD), with each query variant', async (_key, route) => {
    const path = ownPath(world, route);
    let before = await dump();
    for (const [i, query] of queryVariants(route, queryPool(world)).entries()) {
      for (const method of i === 0 ? ['GET', 'HEAD'] : ['GET']) {
        const res = await world.owner.client.request(path + query, { method });
        expect(res.status, `${method} ${path}${query}`).toBeLessThan(500);
        await res.arrayBuffer();
        const after = await dump();
        expect(unexpectedChanges(before, after, { ignoreTables: ['audit_events'] }), `${method} ${path}${query}`).toEqual([]);
        const audit = changesBetween(before, after).filter((c) => c.table === 'audit_events' && c.kind !== 'changed');
        for (const c of audit) {
          expect(c.kind).toBe('added');
          expect(['view', 'list', 'export'], `${method} ${path}${query} wrote an audit row`).toContain(c.after!.action);
        }
        before = after;
      }
    }
  });

  it('reading a patient is audited as a view (the deliberate exception above)', async () => {
    const before = await dump();
    expect((await world.owner.client.get(`/api/patients/${world.patientId}`)).status).toBe(200);
    const added = changesBetween(before, await dump()).filter((c) => c.kind === 'added');
    expect(added.map((c) => [c.table, c.after!.action, c.after!.patient_id])).toEqual([['audit_events', 'view', world.patientId]]);
  });
});
