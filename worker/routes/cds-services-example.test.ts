import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cdsClaims, EXAMPLE_ISSUER, ehrKey, exampleOrderSignRequest, loadEhrKey, publicJwkSet, saveEhrKey, signCdsToken } from '../../scripts/lib/cds-ehr';
import type { CdsResponse } from '../cds/cards';
import { registerCdsClient } from '../test/cds-client';
import { ORIGIN, signedInDoctor } from '../test/helpers';

// The EHR developer's example of README "Connect your EHR" (scripts/cds-hooks-example.ts) against
// the real service: the JWK Set it prints is what registration takes, the key it keeps on disk
// signs a token the service accepts, and its order-sign request gets cards back. If the example
// rots, this fails.

const URL_SIGN = `${ORIGIN}/cds-services/medassist-order-sign`;

describe('the EHR developer example (scripts/cds-hooks-example.ts)', () => {
  it('registers with the printed JWK Set and gets cards for its order-sign call, signed by the key it keeps on disk', async () => {
    const owner = await signedInDoctor();
    const generated = await ehrKey('ES384');
    const created = await registerCdsClient(owner.client, { name: 'Example EHR', issuer: EXAMPLE_ISSUER, jwks: publicJwkSet([generated]) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // `keys` writes the key as JSON and `call` reads it back: sign with the reloaded one.
    const key = await loadEhrKey(JSON.parse(JSON.stringify(await saveEhrKey(generated))));
    expect(key.publicJwk).toEqual(generated.publicJwk);
    const token = await signCdsToken(key, cdsClaims(EXAMPLE_ISSUER, created.body.clientId, URL_SIGN, {}, 300));
    const res = await exports.default.fetch(new Request(URL_SIGN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(exampleOrderSignRequest()),
    }));
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as CdsResponse;
    // Ibuprofen ordered on top of warfarin: the bleeding interaction, as a critical card that offers to drop the draft.
    const critical = answer.cards.filter((card) => card.indicator === 'critical');
    expect(critical.length).toBeGreaterThanOrEqual(1);
    expect(critical.map((card) => card.summary).join(' ')).toMatch(/warfarin/i);
    expect(critical.map((card) => card.summary).join(' ')).toMatch(/ibuprofen/i);
    expect(critical[0]!.suggestions?.[0]?.actions?.[0]).toMatchObject({ type: 'delete', resourceId: 'MedicationRequest/draft-ibuprofen' });
  });

  it('signs a token the service refuses once it is used (the example tells the developer a token is good for one call)', async () => {
    const owner = await signedInDoctor();
    const key = await ehrKey('ES384');
    const issuer = `${EXAMPLE_ISSUER}/${crypto.randomUUID()}`;
    const created = await registerCdsClient(owner.client, { name: 'Example EHR', issuer, jwks: publicJwkSet([key]) });
    const token = await signCdsToken(key, cdsClaims(issuer, created.body.clientId, URL_SIGN, {}, 300));
    const call = () => exports.default.fetch(new Request(URL_SIGN, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(exampleOrderSignRequest()) }));
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(401);
  });
});
