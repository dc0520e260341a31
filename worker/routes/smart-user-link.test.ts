import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { SmartUserLinkView } from '../../core/schemas/smart-launch';
import { clinicMember, json, signedInDoctor } from '../test/helpers';
import { startStandInEhr, type StandInEhrOptions } from '../test/smart-ehr';
import { launch, launchIdOf, registerEhr } from '../test/smart-launch-client';

// The EHR user of a SMART launch (issue 37): the ID token's signature is checked against the EHR's
// JWKS (RS256, ES384), with its iss, aud and exp; a verified fhirUser is linked to one MedAssist user
// per EHR connection, and a later launch by that EHR user for someone else is refused.

let ehr: ReturnType<typeof startStandInEhr> | undefined;
afterEach(() => ehr?.stop());

const linkPath = (launchId: number) => `/smart/api/user-links/${launchId}`;
const launchRow = (id: number) => env.DB.prepare('SELECT status, fhir_user AS fhirUser FROM smart_launches WHERE id = ?').bind(id).first<{ status: string; fhirUser: string | null }>();
const lastLaunch = (clinicId: number) => env.DB.prepare('SELECT status, fhir_user AS fhirUser FROM smart_launches WHERE clinic_id = ? ORDER BY id DESC LIMIT 1').bind(clinicId).first<{ status: string; fhirUser: string | null }>();

async function started(options: StandInEhrOptions = {}) {
  ehr = startStandInEhr(options);
  const owner = await signedInDoctor();
  await registerEhr(owner.client, ehr);
  return owner;
}

describe('the EHR user’s ID token', () => {
  it.each(['RS256', 'ES384'] as const)('is verified with the EHR’s %s key: the launch keeps the fhirUser', async (alg) => {
    const owner = await started({ idToken: alg });
    const { done } = await launch(owner.client, ehr!, ehr!.openChart('brant').launch);
    expect(await launchRow(launchIdOf(done))).toEqual({ status: 'active', fhirUser: `${ehr!.iss}/Practitioner/dr-1` });
    expect(ehr!.requested).toContain(`${ehr!.origin}/auth/jwks`);
  });

  it.each(['bad-signature', 'wrong-aud', 'expired'] as const)('refuses the launch when it fails its checks (%s), with a clear page', async (flaw) => {
    const owner = await started({ idToken: flaw });
    const { done } = await launch(owner.client, ehr!, ehr!.openChart('brant').launch);
    expect(done.headers.get('Location')).toBe('/smart/problem?reason=id-token');
    expect(await lastLaunch(owner.user.clinicId)).toEqual({ status: 'failed', fhirUser: null });
  });

  it('opens without a linkable user when the EHR sends no ID token', async () => {
    const owner = await started({ idToken: 'none' });
    const { done } = await launch(owner.client, ehr!, ehr!.openChart('mao').launch);
    const id = launchIdOf(done);
    expect(await launchRow(id)).toEqual({ status: 'active', fhirUser: null });
    expect(await json<SmartUserLinkView>(owner.client.get(linkPath(id)), 200)).toEqual({ fhirUser: null, linked: 'no', yours: null });
    expect((await owner.client.post(linkPath(id), {})).status).toBe(409);
  });
});

describe('linking the EHR user to the MedAssist user', () => {
  it('links once; the same EHR user launching for a colleague is refused, for the linked user it opens', async () => {
    const owner = await started();
    const colleague = await clinicMember(owner.client);
    const fhirUser = `${ehr!.iss}/Practitioner/dr-1`;
    const first = launchIdOf((await launch(owner.client, ehr!, ehr!.openChart('brant').launch)).done);
    expect(await json<SmartUserLinkView>(owner.client.get(linkPath(first)), 200)).toEqual({ fhirUser, linked: 'no', yours: null });
    const linked = await json<SmartUserLinkView>(owner.client.post(linkPath(first), {}), 200);
    expect(linked).toMatchObject({ fhirUser, linked: 'you', yours: { fhirUser } });
    // Linking again changes nothing and still answers the link.
    expect(await json<SmartUserLinkView>(owner.client.post(linkPath(first), {}), 200)).toEqual(linked);

    const refused = await launch(colleague.client, ehr!, ehr!.openChart('brant').launch);
    expect(refused.done.headers.get('Location')).toBe('/smart/problem?reason=linked-elsewhere');
    expect(await lastLaunch(owner.user.clinicId)).toMatchObject({ status: 'failed' });

    // Another EHR user signs in at the EHR for the colleague: no link of theirs, so it opens; it cannot take the owner's.
    ehr!.signInAs('dr-2');
    const theirs = launchIdOf((await launch(colleague.client, ehr!, ehr!.openChart('elsa').launch)).done);
    expect(await json<SmartUserLinkView>(colleague.client.get(linkPath(theirs)), 200)).toEqual({ fhirUser: `${ehr!.iss}/Practitioner/dr-2`, linked: 'no', yours: null });
    // The owner, already linked to dr-1, may not link dr-2 as well.
    const ownerAsDr2 = launchIdOf((await launch(owner.client, ehr!, ehr!.openChart('elsa').launch)).done);
    expect((await owner.client.post(linkPath(ownerAsDr2), {})).status).toBe(409);
    expect(await json<SmartUserLinkView>(colleague.client.post(linkPath(theirs), {}), 200)).toMatchObject({ linked: 'you' });

    ehr!.signInAs('dr-1');
    expect(launchIdOf((await launch(owner.client, ehr!, ehr!.openChart('christin').launch)).done)).toBeGreaterThan(0);
    const audits = await env.DB.prepare("SELECT user_id AS userId, detail FROM audit_events WHERE clinic_id = ? AND action = 'smart_link' ORDER BY id").bind(owner.user.clinicId).all<{ userId: number; detail: string }>();
    expect(audits.results.map((a) => [a.userId, JSON.parse(a.detail).fhirUser])).toEqual([[owner.user.id, fhirUser], [colleague.user.id, `${ehr!.iss}/Practitioner/dr-2`]]);
  });

  it('does not show or link another session’s launch', async () => {
    const owner = await started();
    const id = launchIdOf((await launch(owner.client, ehr!, ehr!.openChart('brant').launch)).done);
    const colleague = await clinicMember(owner.client);
    expect((await colleague.client.get(linkPath(id))).status).toBe(404);
    expect((await colleague.client.post(linkPath(id), {})).status).toBe(404);
  });
});

describe('removing the link', () => {
  const unlinks = (clinicId: number) => env.DB.prepare("SELECT user_id AS userId, detail FROM audit_events WHERE clinic_id = ? AND action = 'smart_unlink' ORDER BY id").bind(clinicId).all<{ userId: number; detail: string }>();

  it('the linked user removes their own link in the workspace: audited once, and the EHR user then opens for a colleague', async () => {
    const owner = await started();
    const colleague = await clinicMember(owner.client);
    const fhirUser = `${ehr!.iss}/Practitioner/dr-1`;
    const id = launchIdOf((await launch(owner.client, ehr!, ehr!.openChart('brant').launch)).done);
    await json(owner.client.post(linkPath(id), {}), 200);
    // Not the colleague's to remove (nor their launch to name).
    expect((await colleague.client.delete(linkPath(id))).status).toBe(404);

    expect(await json<SmartUserLinkView>(owner.client.delete(linkPath(id)), 200)).toEqual({ fhirUser, linked: 'no', yours: null });
    const again = await owner.client.delete(linkPath(id));
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe('Your MedAssist account is not linked to a user of this EHR.');
    const audits = await unlinks(owner.user.clinicId);
    expect(audits.results.map((a) => [a.userId, JSON.parse(a.detail)])).toEqual([[owner.user.id, { launch: id, fhirUser, linkedUser: owner.user.id }]]);

    const opened = await launch(colleague.client, ehr!, ehr!.openChart('brant').launch);
    expect(opened.done.headers.get('Location')).toMatch(/^\/smart\/patient\?launch=\d+/);
  });

  it('an owner lists a connection’s links and removes a member’s; a member may not, another clinic sees none', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    const connection = await registerEhr(owner.client, ehr);
    const colleague = await clinicMember(owner.client);
    const fhirUser = `${ehr.iss}/Practitioner/dr-1`;
    const id = launchIdOf((await launch(colleague.client, ehr, ehr.openChart('brant').launch)).done);
    await json(colleague.client.post(linkPath(id), {}), 200);

    const links = await json<{ id: number; fhirUser: string; userId: number; userName: string; since: string }[]>(owner.client.get(`/api/clinic/cds-clients/${connection}/user-links`), 200);
    expect(links).toEqual([{ id: expect.any(Number), fhirUser, userId: colleague.user.id, userName: colleague.user.name, since: expect.any(String) }]);
    const path = `/api/clinic/cds-clients/${connection}/user-links/${links[0]!.id}`;
    expect((await colleague.client.get(`/api/clinic/cds-clients/${connection}/user-links`)).status).toBe(403);
    expect((await colleague.client.delete(path)).status).toBe(403);
    const stranger = await signedInDoctor();
    expect((await stranger.client.delete(path)).status).toBe(404);
    expect((await stranger.client.get(`/api/clinic/cds-clients/${connection}/user-links`)).status).toBe(404);

    expect((await owner.client.delete(path)).status).toBe(200);
    expect((await owner.client.delete(path)).status).toBe(404);
    expect(await json(owner.client.get(`/api/clinic/cds-clients/${connection}/user-links`), 200)).toEqual([]);
    expect(await json<SmartUserLinkView>(colleague.client.get(linkPath(id)), 200)).toMatchObject({ linked: 'no', yours: null });
    const audits = await unlinks(owner.user.clinicId);
    expect(audits.results.map((a) => [a.userId, JSON.parse(a.detail)])).toEqual([[owner.user.id, { fhirUser, linkedUser: colleague.user.id }]]);
  });
});
