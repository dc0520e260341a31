import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_URIS_MISSING, SCOPES_NO_RESOURCE, SCOPES_SYSTEM_NEEDS_KEYS, type SmartAppView } from '../../core/schemas/smart-apps';
import { JWKS_PRIVATE_KEY } from '../../core/schemas/cds-clients';
import { ehrKey, type EhrKey } from '../test/cds-client';
import { clinicMember, json, signedInDoctor } from '../test/helpers';
import { registerApp } from '../test/smart-app';

// Registering the apps that read the clinic's record with SMART tokens (issue 38): owners only,
// audited, each wrong registration refused with a message that says what to fix.

let key: EhrKey;
beforeAll(async () => {
  key = await ehrKey('RS384', 'rs-app');
});

const fieldErrors = async (res: Response) => ({ status: res.status, body: (await res.json()) as { message: string; fieldErrors?: Record<string, string[]> } });

describe('an owner registers, lists, disables and deletes apps', () => {
  it('answers a random client id; lists the app public or confidential; audits every change', async () => {
    const owner = await signedInDoctor();
    const pub = await registerApp(owner.client, { redirectUris: ['https://app.example.org/cb', 'https://app.example.org/cb'], scopes: ' launch/patient  patient/*.read ', launchUrl: 'https://app.example.org/launch' });
    expect(pub.clientId).toMatch(/^msapp_[A-Za-z0-9_-]{24}$/);
    const conf = await registerApp(owner.client, { name: 'Registry', scopes: 'system/*.rs', jwks: { keys: [key.publicJwk] } });
    const list = await json<SmartAppView[]>(owner.client.get('/api/clinic/smart-apps'), 200);
    expect(list.map((a) => a.name)).toEqual(['Registry', 'Growth Chart']);
    expect(list[1]).toMatchObject({ id: pub.id, clientId: pub.clientId, redirectUris: ['https://app.example.org/cb'], scopes: 'launch/patient patient/*.read', launchUrl: 'https://app.example.org/launch', clientType: 'public', keyIds: null, disabled: false, createdBy: { id: owner.user.id }, activity: { reads: 0, lastReadAt: null, lastUser: null } });
    expect(list[0]).toMatchObject({ clientType: 'confidential', keyIds: ['rs-app'] });

    expect(await json(owner.client.patch(`/api/clinic/smart-apps/${pub.id}`, { disabled: true }), 200)).toEqual({ id: pub.id, disabled: true });
    expect((await json<SmartAppView[]>(owner.client.get('/api/clinic/smart-apps'), 200))[1]!.disabled).toBe(true);
    await json(owner.client.patch(`/api/clinic/smart-apps/${pub.id}`, { disabled: false }), 200);
    await json(owner.client.delete(`/api/clinic/smart-apps/${conf.id}`), 200);
    expect((await owner.client.delete(`/api/clinic/smart-apps/${conf.id}`)).status).toBe(404);
    expect((await owner.client.patch(`/api/clinic/smart-apps/${conf.id}`, { disabled: true })).status).toBe(404);
    const audit = await env.DB.prepare("SELECT action, entity_id AS entityId FROM audit_events WHERE clinic_id = ? AND entity = 'smart_app' ORDER BY id").bind(owner.user.clinicId).all();
    expect(audit.results).toEqual([
      { action: 'create', entityId: pub.id }, { action: 'create', entityId: conf.id },
      { action: 'disable', entityId: pub.id }, { action: 'enable', entityId: pub.id }, { action: 'delete', entityId: conf.id },
    ]);
  });

  it('is for owners only, and another clinic’s app is not found', async () => {
    const owner = await signedInDoctor();
    const doctor = await clinicMember(owner.client);
    expect((await doctor.client.post('/api/clinic/smart-apps', { name: 'X app', redirectUris: ['https://x.example.org/cb'], scopes: 'patient/Patient.rs' })).status).toBe(403);
    expect((await doctor.client.get('/api/clinic/smart-apps')).status).toBe(403);
    const mine = await registerApp(owner.client);
    expect((await doctor.client.delete(`/api/clinic/smart-apps/${mine.id}`)).status).toBe(403);
    const stranger = await signedInDoctor();
    expect((await stranger.client.patch(`/api/clinic/smart-apps/${mine.id}`, { disabled: true })).status).toBe(404);
    expect((await stranger.client.delete(`/api/clinic/smart-apps/${mine.id}`)).status).toBe(404);
    expect((await json<SmartAppView[]>(owner.client.get('/api/clinic/smart-apps'), 200))[0]!.disabled).toBe(false);
  });

  it('refuses what MedAssist does not offer, with the field to fix', async () => {
    const owner = await signedInDoctor();
    const post = (body: Record<string, unknown>) => owner.client.post('/api/clinic/smart-apps', { name: 'X app', redirectUris: ['https://x.example.org/cb'], scopes: 'patient/Patient.rs', ...body });
    const write = await fieldErrors(await post({ scopes: 'patient/Patient.cruds openid profile patient/Practitioner.rs' }));
    expect(write.status).toBe(400);
    expect(write.body.fieldErrors?.scopes?.[0]).toContain('does not offer patient/Patient.cruds, profile, patient/Practitioner.rs');
    expect((await fieldErrors(await post({ scopes: 'launch/patient offline_access' }))).body.fieldErrors?.scopes).toEqual([SCOPES_NO_RESOURCE]);
    expect((await fieldErrors(await post({ scopes: 'system/Patient.rs' }))).body.fieldErrors?.jwks).toEqual([SCOPES_SYSTEM_NEEDS_KEYS]);
    expect((await fieldErrors(await post({ redirectUris: [] }))).body.fieldErrors?.redirectUris).toEqual([REDIRECT_URIS_MISSING]);
    expect((await post({ redirectUris: ['ftp://x.example.org/cb'] })).status).toBe(400);
    expect((await post({ redirectUris: ['https://x.example.org/cb#frag'] })).status).toBe(400);
    const privateKey = { ...key.publicJwk, d: 'secret' };
    expect((await fieldErrors(await post({ jwks: { keys: [privateKey] } }))).body.fieldErrors?.jwks).toEqual([JWKS_PRIVATE_KEY]);
    expect((await json<SmartAppView[]>(owner.client.get('/api/clinic/smart-apps'), 200))).toEqual([]);
  });
});
