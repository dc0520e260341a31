// Issue #8: every route of the route table except the deliberately public ones answers 401 to a
// caller without a live session — before validation, before looking anything up, changing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../auth/sessions';
import { plantSession, sessionCookie } from '../test/helpers';
import { openSocket } from '../test/live-client';
import { buildClinic, dump, errorMessageOf, isFhir, isMutation, isSwept, newClient, ownPath, PUBLIC_ROUTES, ROUTES, send, unexpectedChanges, validBody, type ClinicWorld, type Route } from './support';

let world: ClinicWorld;
/** Cookies that must not count as a session: none, forged, malformed, idle-expired, too old, logged out. */
let deadCookies: [string, string][];

async function plant(record: { createdAt: number; lastSeenAt: number }): Promise<string> {
  const { id: userId, clinicId } = world.owner.user;
  return plantSession({ userId, clinicId, ...record });
}

beforeAll(async () => {
  world = await buildClinic('Qzxauth');
  const now = Date.now();
  const other = newClient();
  await other.post('/api/login', { username: world.owner.user.username, password: world.owner.password });
  const loggedOut = other.cookie;
  await other.post('/api/logout');
  deadCookies = [
    ['no cookie', ''],
    ['a forged id', sessionCookie('A'.repeat(43))],
    ['a malformed id', sessionCookie('../../session:x')],
    ['an idle-expired session', await plant({ createdAt: now - SESSION_IDLE_MS - 10_000, lastSeenAt: now - SESSION_IDLE_MS - 1_000 })],
    ['a session past its absolute lifetime', await plant({ createdAt: now - SESSION_ABSOLUTE_MS - 1_000, lastSeenAt: now - 1_000 })],
    ['a logged-out session', loggedOut],
  ];
});

const guarded = ROUTES.filter((r) => isSwept(r) && !PUBLIC_ROUTES.has(r.key));

describe('the public routes are an explicit, short list', () => {
  it('names only routes that exist', () => {
    const keys = new Set(ROUTES.map((r) => r.key));
    for (const key of PUBLIC_ROUTES.keys()) expect(keys, key).toContain(key);
    expect(guarded.length).toBeGreaterThan(30);
  });

  it.each([...PUBLIC_ROUTES.keys()])('%s answers without a session', async (key) => {
    const route = ROUTES.find((r) => r.key === key)!;
    const body = isMutation(route) ? await validBody(route, { world, params: {} }) : undefined;
    const res = await send(newClient(), route.method, route.path, body);
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});

describe('every other route answers 401 without a live session', () => {
  it.each(guarded.map((r) => [r.key, r] as [string, Route]))('%s', async (_key, route) => {
    // A real record of a real clinic and a body the route would accept: only the session is missing.
    const path = ownPath(world, route);
    const body = isMutation(route) ? await validBody(route, { world, params: {} }) : undefined;
    const before = await dump();
    for (const [label, cookie] of deadCookies) {
      const client = newClient();
      client.cookie = cookie;
      const res = await send(client, route.method, path, body);
      expect(res.status, `${route.key} with ${label}`).toBe(401);
      expect(errorMessageOf(await res.json()), `${route.key} with ${label}`).toEqual(expect.any(String));
    }
    expect(unexpectedChanges(before, await dump())).toEqual([]);
  });

  it('GET /ws refuses the upgrade with 401', async () => {
    for (const [label, cookie] of deadCookies) {
      const client = newClient();
      client.cookie = cookie;
      expect((await openSocket(client)).status, label).toBe(401);
    }
  });
});

describe('a lab-integration API key is not a session', () => {
  it('is accepted by POST /api/lab-results and POST /api/hl7/v2 only; every other route still answers 401 (403 on /fhir/R4: a key, but without the fhir:read scope)', async () => {
    const bearer = { Authorization: `Bearer ${world.apiKey}` };
    const entered = await send(newClient(), 'POST', '/api/lab-results', { patientId: world.patientId, labName: 'Lab system entry', tests: [{ name: 'K', value: '4.1', status: 'normal' }] }, bearer);
    expect(entered.status).toBe(201);
    const hl7 = await newClient().request('/api/hl7/v2', { method: 'POST', headers: { ...bearer, 'Content-Type': 'x-application/hl7-v2+er7' }, body: 'not a message' });
    expect(hl7.status).toBe(200);
    expect(await hl7.text()).toContain('MSA|AR');
    for (const route of guarded.filter((r) => r.key !== 'POST /api/lab-results' && r.key !== 'POST /api/hl7/v2')) {
      const body = isMutation(route) ? await validBody(route, { world, params: {} }) : undefined;
      const res = await send(newClient(), route.method, ownPath(world, route), body, bearer);
      expect(res.status, route.key).toBe(isFhir(route) ? 403 : 401);
    }
  });

  it('a malformed, unknown or revoked key answers 401 and stores nothing', async () => {
    const revoked = await world.owner.client.post('/api/clinic/api-keys', { name: 'Soon revoked' });
    const { id, key } = (await revoked.json()) as { id: number; key: string };
    expect((await world.owner.client.delete(`/api/clinic/api-keys/${id}`)).status).toBe(200);
    const body = { patientId: world.patientId, labName: 'Should not be stored', tests: [{ name: 'K', value: '4.1', status: 'normal' }] };
    const before = await dump();
    for (const auth of [`Bearer ${key}`, 'Bearer mak_unknown', `Basic ${world.apiKey}`, 'Bearer', `Bearer ${world.apiKey}x`]) {
      const res = await send(newClient(), 'POST', '/api/lab-results', body, { Authorization: auth });
      expect(res.status, auth).toBe(401);
    }
    expect(unexpectedChanges(before, await dump())).toEqual([]);
  });
});
