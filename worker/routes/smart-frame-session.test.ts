import { afterEach, describe, expect, it } from 'vitest';
import type { SmartRecordView } from '../../core/schemas/smart-launch';
import { json, ORIGIN, signedInDoctor, TestClient } from '../test/helpers';
import { startStandInEhr } from '../test/smart-ehr';
import { launch, launchIdOf, registerEhr } from '../test/smart-launch-client';

// MedAssist inside an EHR's iframe (issue 37, DESIGN.md §9 "SMART app", docs/security.md): the sign-in
// the frame can show puts the session in a partitioned cookie scoped to /smart, which the /smart
// workspace accepts and nothing else does, and which ends with the MedAssist session.

let ehr: ReturnType<typeof startStandInEhr> | undefined;
afterEach(() => ehr?.stop());

const FRAMED_COOKIE = /^__Secure-smart_sid=([A-Za-z0-9_-]+);/;

/** A browser inside the EHR's frame: signs in through /smart/api/login and keeps only the framed cookie. */
async function framedSignIn(username: string, password: string) {
  const frame = new TestClient();
  const res = await frame.post('/smart/api/login', { username, password });
  const setCookies = res.headers.getSetCookie();
  const framed = setCookies.map((c) => FRAMED_COOKIE.exec(c)).find(Boolean);
  if (res.status !== 200 || !framed) throw new Error(`framed sign-in failed: ${res.status} ${setCookies.join(' | ')}`);
  frame.cookie = `__Secure-smart_sid=${framed[1]}`;
  return { frame, res, setCookies, id: framed[1]! };
}

async function started() {
  ehr = startStandInEhr();
  const owner = await signedInDoctor();
  await registerEhr(owner.client, ehr);
  return owner;
}

describe('the framed session’s cookie', () => {
  it('is HttpOnly, Secure, SameSite=None, Partitioned and scoped to /smart; the Lax session cookie is not set', async () => {
    const owner = await started();
    const { res, setCookies } = await framedSignIn(owner.user.username, owner.password);
    expect(((await res.json()) as { id: number }).id).toBe(owner.user.id);
    const framed = setCookies.find((c) => c.startsWith('__Secure-smart_sid='))!;
    const attributes = framed.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/smart', 'HttpOnly', 'Secure', 'SameSite=None', 'Partitioned']));
    expect(attributes.find((a) => a.startsWith('Max-Age='))).toMatch(/^Max-Age=\d+$/);
    expect(attributes.some((a) => a.startsWith('Domain='))).toBe(false);
    expect(setCookies.some((c) => /^(__Host-)?sid=/.test(c))).toBe(false);
  });

  it('opens nothing outside /smart: /api, /fhir and /ws answer as to nobody', async () => {
    const owner = await started();
    const { frame } = await framedSignIn(owner.user.username, owner.password);
    expect(await json(frame.get('/smart/api/session'), 200)).toMatchObject({ user: { id: owner.user.id } });
    expect((await frame.get('/api/user')).status).toBe(401);
    expect(await json(frame.get('/api/session'), 200)).toEqual({ user: null });
    expect((await frame.get('/api/patients')).status).toBe(401);
    expect((await frame.post('/api/patients', { fullName: 'Nobody', age: 40, gender: 'Other' })).status).toBe(401);
    expect((await frame.get('/fhir/R4/Patient')).status).toBe(401);
    expect((await frame.request('/ws', { headers: { Upgrade: 'websocket', Origin: ORIGIN } })).status).toBe(401);
  });

  it('carries a whole launch inside the frame: sign-in, the EHR, the callback, the workspace framed by that EHR only, its record', async () => {
    const owner = await started();
    // The EHR's frame arrives signed out: the launch waits at the frame's own sign-in.
    const path = `/smart/launch?iss=${encodeURIComponent(ehr!.iss)}&launch=${ehr!.openChart('brant').launch}`;
    const first = await new TestClient().request(path, { redirect: 'manual', headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' } });
    const signIn = new URL(first.headers.get('Location')!, 'https://medassist.test');
    expect(signIn.pathname).toBe('/smart/sign-in');
    const next = signIn.searchParams.get('next')!;
    expect(next).toBe(path);

    const { frame } = await framedSignIn(owner.user.username, owner.password);
    const { done } = await launch(frame, ehr!, new URL(next, 'https://medassist.test').searchParams.get('launch')!);
    const workspace = done.headers.get('Location')!;
    expect(workspace).toBe(`/smart/patient?launch=${launchIdOf(done)}&iss=${encodeURIComponent(ehr!.iss)}`);
    const record = await json<SmartRecordView>(frame.get(`/smart/api/launches/${launchIdOf(done)}`), 200);
    expect(record.launch).toBe(launchIdOf(done));
    expect(record.data.patient).toBeTruthy();
    // The launch is the framed session's: the same user's top-level session does not see it.
    expect((await owner.client.get(`/smart/api/launches/${launchIdOf(done)}`)).status).toBe(404);
  });

  it('ends with the MedAssist session: signing out in the frame, or signing it out from Settings’ list of sessions', async () => {
    const owner = await started();
    const { frame } = await framedSignIn(owner.user.username, owner.password);
    const { done } = await launch(frame, ehr!, ehr!.openChart('brant').launch);
    const record = `/smart/api/launches/${launchIdOf(done)}`;
    expect((await frame.get(record)).status).toBe(200);

    const out = await frame.post('/smart/api/logout');
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith('__Secure-smart_sid='))!;
    expect(cleared).toMatch(/^__Secure-smart_sid=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Partitioned/);
    // The cookie kept by a careless browser admits nothing any more.
    expect((await frame.get(record)).status).toBe(401);
    expect(await json(frame.get('/smart/api/session'), 200)).toEqual({ user: null });

    // A second framed sign-in is one of the user's sessions in Settings, and signing it out there ends it.
    const again = await framedSignIn(owner.user.username, owner.password);
    expect(await json(again.frame.get('/smart/api/session'), 200)).toMatchObject({ user: { id: owner.user.id } });
    const sessions = await json<{ handle: string; current: boolean }[]>(owner.client.get('/api/user/sessions'), 200);
    const others = sessions.filter((s) => !s.current);
    expect(others).toHaveLength(1);
    expect((await owner.client.delete(`/api/user/sessions/${others[0]!.handle}`)).status).toBe(200);
    expect(await json(again.frame.get('/smart/api/session'), 200)).toEqual({ user: null });
  });

  it('is the one sign-in: a wrong password is refused as at /api/login, and another site cannot use the cookie', async () => {
    const owner = await started();
    const wrong = await new TestClient().post('/smart/api/login', { username: owner.user.username, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe('Invalid username or password');
    expect(wrong.headers.getSetCookie().some((c) => c.includes('smart_sid='))).toBe(false);

    const { frame } = await framedSignIn(owner.user.username, owner.password);
    const crossSite = await frame.request('/smart/api/session', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const foreignPost = await frame.request('/smart/api/logout', { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(foreignPost.status).toBe(403);
    expect(await json(frame.get('/smart/api/session'), 200)).toMatchObject({ user: { id: owner.user.id } });
    // Unframed (top level) the workspace keeps answering to the ordinary cookie.
    expect(await json(owner.client.get('/smart/api/session'), 200)).toMatchObject({ user: { id: owner.user.id } });
  });
});
