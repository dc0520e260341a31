import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeChads2Vasc } from '../../../../../core/calculators/chads2vasc';
import type { SmartRecordView } from '../../../../../core/schemas/smart-launch';
import { smartKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render-with-providers';
import SmartPatientPage from './smart-patient-page';

// Whether the page is inside the EHR's frame (jsdom's window is always the top one).
const frame = vi.hoisted(() => ({ framed: false }));
vi.mock('../../../lib/smart-frame', () => ({ inSmartFrame: () => frame.framed }));
afterEach(() => {
  frame.framed = false;
});

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
      {
        slug: 'chads2vasc', values: { ageYears: { value: 76, at: '2026-12-02', evidence: 'Patient.birthDate 1950-04-02' }, sex: { value: 'female', at: '2026-12-02', evidence: 'Patient.gender' } },
        answers: { hypertension: { value: false, at: '2026-12-02', evidence: 'none recorded', unrecorded: true }, vascularDisease: { value: true, at: '2015-03-03', evidence: 'Myocardial infarction (SNOMED CT 22298006)' } },
        missing: [],
      },
      {
        slug: 'prevent', values: { sex: { value: 'female', at: '2026-12-02', evidence: 'Patient.gender' } },
        answers: { antihypertensive: { value: false, at: '2026-12-02', evidence: 'none on the active list', unrecorded: true } },
        missing: [['totalCholesterolMgDl'], ['egfrMlMin173m2', 'creatinineMgDl'], ['smoking']],
      },
      { slug: 'qtc', values: { sex: { value: 'female', at: '2026-12-02', evidence: 'Patient.gender' } }, answers: {}, missing: [] },
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

  it('says a patient the EHR records as deceased is deceased, with the day of death or that it is not recorded', () => {
    const died = (patient: Record<string, unknown>) => {
      const host = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient?launch=3', data: [[smartKeys.record(3), { ...RECORD, data: { ...RECORD.data, patient: { ...RECORD.data.patient, ...patient } } }]] });
      return host.querySelector('h1')!.parentElement!.textContent ?? '';
    };
    expect(died({ deceasedDateTime: '2016-12-10T02:39:21+00:00' })).toContain('born Apr 2, 1950 · deceased Dec 10, 2016');
    expect(died({ deceasedBoolean: true })).toContain('deceased, date not recorded');
    expect(died({ deceasedBoolean: false })).not.toContain('deceased');
  });

  it('shows the computed CHA2DS2-VASc with each input and its date, links each calculator and names what the record lacks', () => {
    const host = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient?launch=3', data: [[smartKeys.record(3), RECORD]] });
    const result = host.querySelector('[data-testid="smart-result-chads2vasc"]')?.textContent ?? '';
    expect(result).toMatch(/CHA2DS2-VASc.*3 points/);
    expect(result).toMatch(/Atrial fibrillation: Yes — from City Hospital EHR, May 3, 2019/);
    // An absence of record is said as one, as the calculator links carry it.
    expect(result).toContain('Hypertension: No — none recorded in City Hospital EHR as of Dec 2, 2026');
    const links = host.querySelector('[data-testid="smart-calculator-links"]')?.textContent ?? '';
    expect(links).toContain('not in the record: Total cholesterol, eGFR or Creatinine, Current smoker');
    expect(links).toContain('every input it reads from a record is filled');
    expect(links).toContain('(QT and heart rate come from the ECG)');
    expect(host.querySelector('[data-testid="smart-calculator-chads2vasc"]')?.getAttribute('href')).toBe('/calculators/chads2vasc?source=City%20Hospital%20EHR&n=2');
    expect(host.querySelector('[data-testid="smart-calculators"]')?.textContent).toMatch(/Age \(years\): 76 — from City Hospital EHR, Dec 2, 2026 \(Patient.birthDate 1950-04-02\)/);
  });

  it('lists the yes/no answers read with their source: a recorded yes with its day, an absence as nothing recorded', () => {
    const host = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient?launch=3', data: [[smartKeys.record(3), RECORD]] });
    const read = host.querySelector('[data-testid="smart-values-read"]')?.textContent ?? '';
    expect(read).toContain('Vascular disease: Yes — from City Hospital EHR, Mar 3, 2015 (Myocardial infarction (SNOMED CT 22298006))');
    expect(read).toContain('Hypertension: No — none recorded in City Hospital EHR as of Dec 2, 2026');
    expect(read).toContain('On blood pressure medication: No — none on the active list in City Hospital EHR as of Dec 2, 2026');
  });

  it('opens the calculators in the same window at the top, in a new window inside the EHR’s frame, and says so', () => {
    const top = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient?launch=3', data: [[smartKeys.record(3), RECORD]] });
    expect(top.querySelector('[data-testid="smart-calculator-prevent"]')?.getAttribute('target')).toBeNull();
    expect(top.querySelector('[data-testid="smart-calculator-links-note"]')?.textContent).not.toContain('new window');
    frame.framed = true;
    const framed = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient?launch=3', data: [[smartKeys.record(3), RECORD]] });
    const link = framed.querySelector('[data-testid="smart-calculator-prevent"]');
    expect([link?.getAttribute('target'), link?.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    expect(framed.querySelector('[data-testid="smart-calculator-links-note"]')?.textContent).toContain('Each calculator opens in a new window');
  });

  it('says what to do for an address without a launch', () => {
    const host = renderWithProviders(<SmartPatientPage calculatorHref={href} />, { url: '/smart/patient' });
    expect(host.textContent).toContain('open MedAssist from the EHR again');
  });
});
