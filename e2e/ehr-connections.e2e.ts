import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdsClaims, ehrKey, signCdsToken, type EhrKey } from '../scripts/lib/cds-ehr.ts';
import { baseURL, connectBrowser, expectNoHorizontalScroll, signedInPage, waitForSplash } from './support/app';
import { NARROW } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SERVICE = '/cds-services/medassist-order-sign';
const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

/** An order-sign call: aspirin ordered for a patient on warfarin (a critical interaction card). */
const ORDER_SIGN = {
  hook: 'order-sign',
  hookInstance: 'e2e-feedback',
  context: {
    userId: 'Practitioner/1',
    patientId: 'ehr-patient-e2e',
    draftOrders: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'asa', status: 'draft', medicationCodeableConcept: { coding: [{ system: RXNORM, code: '243670', display: 'aspirin 81 MG Oral Tablet' }] } } }] },
  },
  prefetch: {
    patient: { resourceType: 'Patient', id: 'ehr-patient-e2e', birthDate: '1950-04-02', gender: 'male' },
    medications: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'w', status: 'active', medicationCodeableConcept: { text: 'Warfarin Sodium 5 MG Oral Tablet' } } }] },
    allergies: { resourceType: 'Bundle', entry: [] },
    conditions: { resourceType: 'Bundle', entry: [] },
  },
};

interface Card { uuid: string; indicator: string; source: { topic?: { code: string } }; overrideReasons?: { system: string; code: string }[]; suggestions?: { uuid: string }[] }

/** The EHR's side: a signed POST to the service or its feedback endpoint. */
async function asEhr(context: BrowserContext, ehr: { key: EhrKey; iss: string; clientId: string }, path: string, data: unknown) {
  const url = `${baseURL()}${path}`;
  const token = await signCdsToken(ehr.key, cdsClaims(ehr.iss, ehr.clientId, url));
  const res = await context.request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json() as Promise<{ cards: Card[] }>;
}

describe('EHR connections: CDS card outcomes', () => {
  it('shows the owner each rule’s override rate and reasons, most overridden first, at 1280 and 390 px', async () => {
    const { page, context } = await signedInPage(browser);
    const key = await ehrKey();
    const iss = `https://ehr-${Date.now().toString(36)}.example.org`;
    const created = await context.request.post('/api/clinic/cds-clients', { data: { name: 'St. Mary Epic', issuer: iss, jwks: { keys: [key.publicJwk] } } });
    expect(created.status()).toBe(201);
    const ehr = { key, iss, clientId: ((await created.json()) as { clientId: string }).clientId };
    expect((await context.request.post('/api/clinic/cds-clients', { data: { name: 'Outpatient athenaOne', issuer: `${iss}/athena`, jwks: { keys: [key.publicJwk] } } })).status()).toBe(201);

    // Three calls: the interaction card overridden twice (two reasons), its suggestion taken once;
    // the "not checked" card (no lab values sent) is left alone.
    const feedback: unknown[] = [];
    const now = new Date().toISOString();
    for (let i = 0; i < 3; i++) {
      const { cards } = await asEhr(context, ehr, SERVICE, ORDER_SIGN);
      const interaction = cards.find((c) => c.source.topic?.code === 'interaction.aspirin+warfarin');
      expect(interaction, JSON.stringify(cards)).toBeTruthy();
      feedback.push(i < 2
        ? { card: interaction!.uuid, outcome: 'overridden', overrideReason: { reason: interaction!.overrideReasons![i === 0 ? 1 : 0] }, outcomeTimestamp: now }
        : { card: interaction!.uuid, outcome: 'accepted', acceptedSuggestions: [{ id: interaction!.suggestions![0]!.uuid }], outcomeTimestamp: now });
    }
    await asEhr(context, ehr, `${SERVICE}/feedback`, { feedback });

    await page.goto('/clinic');
    await waitForSplash(page);
    const section = page.getByTestId('cds-feedback');
    const epic = section.getByTestId('cds-feedback-connection').filter({ hasText: 'St. Mary Epic' });
    const first = epic.getByTestId('cds-rule-row').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Interaction: aspirin + warfarin');
    expect(await first.getByTestId('cds-override-rate').textContent()).toBe('67% overridden');
    expect(await first.textContent()).toContain('3 sent · 1 accepted · 2 overridden');
    expect(await first.textContent()).toMatch(/Commonest override reasons: .*Will monitor the patient or adjust the dose \(1\)/);
    await section.getByTestId('cds-feedback-connection').filter({ hasText: 'Outpatient athenaOne' }).getByText('No cards sent in the last 90 days.').waitFor();
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: 'e2e/.artifacts/cds-feedback-wide.png' });

    await page.setViewportSize(NARROW);
    await first.waitFor();
    await expectNoHorizontalScroll(page);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: 'e2e/.artifacts/cds-feedback-narrow.png' });
  });
});
