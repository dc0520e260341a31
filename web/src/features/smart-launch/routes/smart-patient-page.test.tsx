import { describe, expect, it } from 'vitest';
import type { SmartRecordView } from '../../../../../core/schemas/smart-launch';
import { smartKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render-with-providers';
import SmartPatientPage from './smart-patient-page';

const bundle = (...resources: Record<string, unknown>[]) => ({ resourceType: 'Bundle', entry: resources.map((resource) => ({ resource })) });

const RECORD: SmartRecordView = {
  launch: 3, ehr: 'City Hospital EHR', ehrPatientId: 'p-1', fhirUser: null, fetchedAt: '2026-12-02T13:00:00Z', expiresAt: '2026-12-02T14:00:00Z',
  data: {
    patient: { resourceType: 'Patient', id: 'p-1', gender: 'female', birthDate: '1950-04-02', name: [{ use: 'official', given: ['Elsa'], family: 'Vargas' }] },
    medications: bundle({ resourceType: 'MedicationRequest', status: 'active', authoredOn: '2026-10-01', medicationCodeableConcept: { text: 'warfarin 5 mg tablet' } }),
    allergies: bundle(),
    conditions: bundle({ resourceType: 'Condition', onsetDateTime: '2019-05-03', code: { coding: [{ display: 'Atrial fibrillation' }] } }),
    observations: bundle(
      { resourceType: 'Observation', effectiveDateTime: '2026-11-20', code: { text: 'Potassium' }, valueQuantity: { value: 4.1, unit: 'mmol/L' } },
      { resourceType: 'Observation', effectiveDateTime: '2026-11-28', code: { text: 'eGFR' }, valueQuantity: { value: 52, unit: 'mL/min/1.73m2' } },
    ),
  },
  notFetched: {},
  checks: [{ indicator: 'critical', summary: 'warfarin + aspirin: major interaction', detail: null }],
};

describe('the SMART workspace', () => {
  it('shows the EHR patient, the checks and each record line marked with the EHR and its date, newest observation first', () => {
    const host = renderWithProviders(<SmartPatientPage />, { url: '/smart/patient?launch=3', data: [[smartKeys.record(3), RECORD]] });
    const text = host.textContent ?? '';
    expect(host.querySelector('[data-testid="smart-patient-name"]')?.textContent).toBe('Elsa Vargas');
    expect(host.querySelector('[data-testid="smart-checks"]')?.textContent).toContain('warfarin + aspirin: major interaction');
    expect(text).toContain('warfarin 5 mg tablet');
    expect(text).toMatch(/Atrial fibrillation.*from City Hospital EHR, /);
    expect(text.indexOf('eGFR')).toBeLessThan(text.indexOf('Potassium'));
    expect(text).toContain('None in the EHR’s record.');
  });

  it('says what to do for an address without a launch', () => {
    const host = renderWithProviders(<SmartPatientPage />, { url: '/smart/patient' });
    expect(host.textContent).toContain('open MedAssist from the EHR again');
  });
});
