import { describe, expect, it } from 'vitest';
import type { SmartImportAnswer, SmartUserLinkView } from '../../../../../core/schemas/smart-launch';
import { accountKeys, smartKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EhrUserLink } from './ehr-user-link';
import { ImportIntoClinic, ImportResult } from './import-into-clinic';

// The SMART workspace's "Import into clinic" and EHR user link (issue 37).

const linkKey = smartKeys.userLink(3);
const FHIR_USER = 'https://ehr.example/fhir/Practitioner/dr-1';
const doctor = [accountKeys.currentUser, { id: 1, role: 'doctor', clinicRole: 'member' }] as const;
const nurse = [accountKeys.currentUser, { id: 2, role: 'nurse', clinicRole: 'member' }] as const;

describe('Import into clinic', () => {
  it('is offered to a doctor, and explains to others that only a doctor imports', () => {
    const asDoctor = renderWithProviders(<ImportIntoClinic launch={3} ehr="City EHR" />, { data: [doctor] });
    expect(asDoctor.querySelector('[data-testid="smart-import-button"]')).not.toBeNull();
    const asNurse = renderWithProviders(<ImportIntoClinic launch={3} ehr="City EHR" />, { data: [nurse] });
    expect(asNurse.querySelector('[data-testid="smart-import-button"]')).toBeNull();
    expect(asNurse.textContent).toContain('Only a doctor of the clinic can import an EHR record.');
  });

  it('shows the patient created with a link to the chart, the counts, and what failed or was not read', () => {
    const answer: SmartImportAnswer = {
      patients: [{ id: 5, fullName: 'Elsa Vargas' }],
      counts: { Patient: { created: 1, updated: 0, unchanged: 0, skipped: 0, failed: 0 }, Condition: { created: 3, updated: 0, unchanged: 1, skipped: 0, failed: 1 } },
      errors: [{ resourceType: 'Condition', id: 'c9', reason: 'no code' }],
      notRead: { allergies: 'the EHR’s FHIR server answered HTTP 500' },
    };
    const host = renderWithProviders(<ImportResult answer={answer} ehr="City EHR" />);
    expect(host.textContent).toContain('New patient in the clinic:');
    expect(host.querySelector('a[href="/patients/5"]')?.textContent).toBe('Elsa Vargas');
    expect(host.textContent).toContain('Condition: 3 new, 0 updated, 1 unchanged, 1 failed');
    expect(host.textContent).toContain('Condition c9: no code');
    expect(host.textContent).toContain('allergies: the EHR’s FHIR server answered HTTP 500');
    const matched = renderWithProviders(<ImportResult answer={{ ...answer, counts: { Patient: { created: 0, updated: 1, unchanged: 0, skipped: 0, failed: 0 } }, errors: [], notRead: {} }} ehr="City EHR" />);
    expect(matched.textContent).toContain('Matched the clinic’s patient:');
    expect(matched.textContent).not.toContain('Not everything was imported');
  });
});

describe('the EHR user link', () => {
  const render = (view: SmartUserLinkView) => renderWithProviders(<EhrUserLink launch={3} ehr="City EHR" />, { data: [[linkKey, view]] });

  it('offers to link an unlinked EHR user, and says when it is linked to the user or to someone else', () => {
    const unlinked = render({ fhirUser: FHIR_USER, linked: 'no', yours: null });
    expect(unlinked.textContent).toContain(FHIR_USER);
    expect(unlinked.querySelector('[data-testid="smart-link-button"]')).not.toBeNull();
    const mine = render({ fhirUser: FHIR_USER, linked: 'you', yours: { fhirUser: FHIR_USER, since: '2026-12-01T10:00:00Z' } });
    expect(mine.querySelector('[data-testid="smart-user-linked"]')?.textContent).toMatch(/^Linked to your MedAssist account since /);
    expect(mine.querySelector('[data-testid="smart-link-button"]')).toBeNull();
    const theirs = render({ fhirUser: FHIR_USER, linked: 'another-user', yours: null });
    expect(theirs.textContent).toContain('This EHR user is linked to another MedAssist user.');
    expect(theirs.querySelector('[data-testid="smart-link-button"]')).toBeNull();
  });

  it('links nothing when the EHR sent no verified identity', () => {
    const host = render({ fhirUser: null, linked: 'no', yours: null });
    expect(host.textContent).toContain('nothing can be linked');
    expect(host.querySelector('[data-testid="smart-link-button"]')).toBeNull();
  });
});
