import { describe, expect, it } from 'vitest';
import { computeChads2Vasc } from '../../../../../core/calculators/chads2vasc';
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
  calculators: {
    prefills: [
      { slug: 'chads2vasc', values: { ageYears: { value: 76, at: '2026-12-02', evidence: 'Patient.birthDate 1950-04-02' }, sex: { value: 'female', at: '2026-12-02', evidence: 'Patient.gender' } }, missing: [] },
      { slug: 'prevent', values: { sex: { value: 'female', at: '2026-12-02', evidence: 'Patient.gender' } }, missing: [['totalCholesterolMgDl'], ['egfrMlMin173m2', 'creatinineMgDl']] },
      { slug: 'qtc', values: { sex: { value: 'female', at: '2026-12-02', evidence: 'Patient.gender' } }, missing: [] },
    ],
    results: [{
      calculator: 'chads2vasc',
      result: computeChads2Vasc({ female: true, ageBand: '75-or-over', congestiveHeartFailure: false, hypertension: false, diabetes: false, strokeTiaThromboembolism: false, vascularDisease: false }),
      inputs: [{ key: 'age', value: 76, unit: 'years', date: '2026-12-02', evidence: 'birth date 1950-04-02' }, { key: 'hypertension', value: false, date: null, evidence: 'none recorded' }],
      missing: [],
      because: { key: 'atrialFibrillation', value: true, date: '2019-05-03', evidence: 'Atrial fibrillation (SNOMED CT 49436004)' },
    }],
    undecided: [],
    deceased: null,
  },
};

/** The app's links (app/smart-patient-route.tsx) stand in as a readable address. */
const href = (prefill: { slug: string; values: object }, ehr: string) => `/calculators/${prefill.slug}?source=${encodeURIComponent(ehr)}&n=${Object.keys(prefill.values).length}`;

describe('the SMART workspace', () => {
  it('shows the EHR patient, the checks and each record line marked with the EHR and its date, newest observation first', () => {
    const host = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient?launch=3', data: [[smartKeys.record(3), RECORD]] });
    const text = host.textContent ?? '';
    expect(host.querySelector('[data-testid="smart-patient-name"]')?.textContent).toBe('Elsa Vargas');
    expect(host.querySelector('[data-testid="smart-checks"]')?.textContent).toContain('warfarin + aspirin: major interaction');
    expect(text).toContain('warfarin 5 mg tablet');
    expect(text).toMatch(/Atrial fibrillation.*from City Hospital EHR, /);
    expect(text.indexOf('eGFR')).toBeLessThan(text.indexOf('Potassium'));
    expect(text).toContain('None in the EHR’s record.');
  });

  it('shows the computed CHA2DS2-VASc with each input and its date, links each calculator and names what the record lacks', () => {
    const host = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient?launch=3', data: [[smartKeys.record(3), RECORD]] });
    const result = host.querySelector('[data-testid="smart-result-chads2vasc"]')?.textContent ?? '';
    expect(result).toMatch(/CHA2DS2-VASc.*3 points/);
    expect(result).toMatch(/Atrial fibrillation: Yes — from City Hospital EHR, May 3, 2019/);
    expect(result).toMatch(/Hypertension: No — from City Hospital EHR, undated \(none recorded\)/);
    const links = host.querySelector('[data-testid="smart-calculator-links"]')?.textContent ?? '';
    expect(links).toContain('not in the record: Total cholesterol, eGFR or Creatinine');
    expect(links).toContain('every input it reads from a record is filled');
    expect(links).toContain('(QT and heart rate come from the ECG)');
    expect(host.querySelector('[data-testid="smart-calculator-chads2vasc"]')?.getAttribute('href')).toBe('/calculators/chads2vasc?source=City%20Hospital%20EHR&n=2');
    expect(host.querySelector('[data-testid="smart-calculators"]')?.textContent).toMatch(/Age \(years\): 76 — from City Hospital EHR, Dec 2, 2026 \(Patient.birthDate 1950-04-02\)/);
  });

  it('says what to do for an address without a launch', () => {
    const host = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient' });
    expect(host.textContent).toContain('open MedAssist from the EHR again');
  });
});
