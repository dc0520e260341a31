import { describe, expect, it } from 'vitest';
import { LOINC, RXNORM, SNOMED_CT } from '../schemas/coding';
import { FhirImportError, mapFhirBundle } from './import-bundle';
import { SYNTHEA_INDEX, syntheaBundle } from './testing/synthea';

const PATIENT = {
  resourceType: 'Patient',
  id: 'pat-1',
  identifier: [{ type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] }, system: 'http://ehr.example/mrn', value: 'H-123' }],
  name: [{ use: 'official', family: 'Rivera', given: ['Ana', 'Lucía'] }],
  gender: 'female',
  birthDate: '1970-03-04',
};
const subject = { reference: 'Patient/pat-1' };
const bundle = (entry: unknown[], type = 'collection') => ({ resourceType: 'Bundle', type, entry });
const e = (resource: Record<string, unknown>, fullUrl?: string) => ({ ...(fullUrl ? { fullUrl } : {}), resource });

describe('mapFhirBundle on the Synthea samples', () => {
  it.each(SYNTHEA_INDEX.map((row) => [row.path.split('_').slice(0, 2).join(' '), row] as const))('%s: counts match INDEX.json, nothing fails', (_name, row) => {
    const source = syntheaBundle(row.path);
    const result = mapFhirBundle(source);
    expect(result.errors).toEqual([]);
    expect(result.patients).toHaveLength(1);
    const [p] = result.patients as [(typeof result.patients)[number]];
    expect(p.patient?.birthDate).toBe(row.birth);
    expect(p.allergies).toHaveLength(row.allergy);
    expect(p.medications.filter((m) => m.item.status === 'active')).toHaveLength(row.meds);
    expect(p.problems).toHaveLength(row.cond);
    expect(p.observations).toHaveLength(row.obs);
    expect(p.diagnosticReports).toHaveLength(row.dr);
    // Every entry is counted once, as mapped or skipped.
    const total = Object.values(result.counts).reduce((n, c) => n + c.mapped + c.skipped + c.failed, 0);
    expect(total).toBe(source.entry.length);
    for (const type of ['Claim', 'ExplanationOfBenefit', 'Organization', 'Practitioner']) expect(result.counts[type]?.mapped ?? 0).toBe(0);
    expect(result.counts.Claim?.skipped).toBeGreaterThan(0);
  });

  it('maps the demographics of a Synthea patient, MRN from the MR identifier', () => {
    const p = mapFhirBundle(syntheaBundle(SYNTHEA_INDEX.find((r) => r.path.startsWith('Elsa'))!.path)).patients[0]!;
    expect(p.patient).toEqual({
      fullName: 'Elsa Vargas',
      birthDate: '1976-09-11',
      birthDateEstimated: false,
      sex: 'female',
      gender: 'Female',
      contactNumber: '555-121-6206',
      email: null,
      mrn: '61e3368b-5e7e-45ee-a256-874b26192263',
      address: { line: ['322 Hammes Run Suite 25'], city: 'Waltham', state: 'Massachusetts', postalCode: '02451', country: 'US' },
      preferredLanguage: 'es',
      emergencyContact: null,
    });
    expect(p.source?.ids).toContain('urn:uuid:dbaeb336-8fb6-44dd-9606-6ccb4114074b');
    expect(p.source?.ids).toContain('Patient/dbaeb336-8fb6-44dd-9606-6ccb4114074b');
    expect(p.source?.ids).toContain('http://hospital.smarthealthit.org|61e3368b-5e7e-45ee-a256-874b26192263');
    expect(p.source?.ids.some((i) => i.startsWith('http://hl7.org/fhir/sid/us-ssn|'))).toBe(true);
  });

  it('keeps a blood pressure panel with its components, codings and full-precision values exactly', () => {
    const source = syntheaBundle(SYNTHEA_INDEX.find((r) => r.path.startsWith('Elvina'))!.path);
    const fhir = source.entry.find((x) => x.resource.id === '5f1650ad-ebce-4faa-82c3-38462d03ee55')!.resource;
    const obs = mapFhirBundle(source).patients[0]!.observations.find((o) => o.source.key === 'urn:uuid:5f1650ad-ebce-4faa-82c3-38462d03ee55')!.item;
    expect(fhir.effectiveDateTime).toBe('2012-02-14T14:59:16+00:00');
    expect(obs).toMatchObject({
      category: 'vital-signs',
      codings: [{ system: LOINC, code: '55284-4', display: 'Blood Pressure' }],
      text: 'Blood Pressure',
      effectiveAt: '2012-02-14T14:59:16+00:00',
      components: [
        { codings: [{ system: LOINC, code: '8462-4', display: 'Diastolic Blood Pressure' }], valueNumber: 85.92963082090773, unit: 'mm[Hg]' },
        { codings: [{ system: LOINC, code: '8480-6', display: 'Systolic Blood Pressure' }], valueNumber: 111.5516510226502, unit: 'mm[Hg]' },
      ],
    });
  });

  it('links a diagnostic report to its observations and builds the result lines', () => {
    const source = syntheaBundle(SYNTHEA_INDEX.find((r) => r.path.startsWith('Elvina'))!.path);
    const p = mapFhirBundle(source).patients[0]!;
    const report = p.diagnosticReports.find((d) => d.source.key === 'urn:uuid:3e00ac7c-c09b-43de-98f4-101d560e0c9e')!.item;
    expect(report.codings).toEqual([{ system: LOINC, code: '51990-0', display: 'Basic Metabolic Panel' }]);
    expect(report.resultKeys).toHaveLength(8);
    expect(report.unresolvedResults).toEqual([]);
    const keys = new Set(p.observations.map((o) => o.source.key));
    expect(report.resultKeys.every((k) => keys.has(k))).toBe(true);
    expect(report.result?.labName).toBe('Basic Metabolic Panel');
    expect(report.result?.tests.map((t) => t.name)).toEqual(['Glucose', 'Urea Nitrogen', 'Creatinine', 'Calcium', 'Sodium', 'Potassium', 'Chloride', 'Carbon Dioxide']);
  });
});

describe('mapFhirBundle rules', () => {
  it.each(['transaction', 'batch', 'collection', 'searchset'])('accepts a %s bundle', (type) => {
    expect(mapFhirBundle(bundle([e(PATIENT)], type)).patients).toHaveLength(1);
  });

  it.each([
    [null, 'The body is not a JSON object.'],
    [[], 'The body is not a JSON object.'],
    [{ resourceType: 'Patient' }, 'Expected a FHIR Bundle, got a Patient.'],
    [{ resourceType: 'Bundle', type: 'document', entry: [] }, 'Bundle type document cannot be imported; send a transaction, batch, collection, searchset bundle.'],
    [{ resourceType: 'Bundle', type: 'batch', entry: {} }, 'Bundle.entry must be an array.'],
  ])('refuses %j as a whole', (body, message) => {
    expect(() => mapFhirBundle(body)).toThrow(new FhirImportError(message));
  });

  it('resolves relative references and keeps every coding of a concept exactly', () => {
    const condition = {
      resourceType: 'Condition',
      id: 'c1',
      clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] },
      code: {
        coding: [
          { system: SNOMED_CT, code: '44054006', display: 'Diabetes mellitus type 2 (disorder)' },
          { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'E11.9' },
        ],
        text: 'Type 2 diabetes',
      },
      subject,
      onsetDateTime: '2010-05',
    };
    const p = mapFhirBundle(bundle([e(PATIENT), e(condition)])).patients[0]!;
    expect(p.problems[0]!.item).toEqual({
      codings: condition.code.coding,
      text: 'Type 2 diabetes',
      clinicalStatus: 'active',
      onsetDate: '2010-05',
      abatementDate: null,
    });
  });

  it('reports an item it cannot map and goes on with the rest', () => {
    const noValue = { resourceType: 'Observation', id: 'o-bad', status: 'final', code: { text: 'Pain' }, subject, effectiveDateTime: '2020-01-01', dataAbsentReason: { text: 'Patient refused' } };
    const good = { resourceType: 'Observation', id: 'o-good', status: 'final', code: { coding: [{ system: LOINC, code: '8867-4' }] }, subject, effectiveDateTime: '2020-01-01T10:00:00Z', valueQuantity: { value: 72, system: 'http://unitsofmeasure.org', code: '/min', unit: 'beats/minute' } };
    const result = mapFhirBundle(bundle([e(PATIENT), e(noValue), e(good)]));
    expect(result.errors).toEqual([{ resourceType: 'Observation', id: 'o-bad', reason: 'Observation: no value (Patient refused).' }]);
    expect(result.counts.Observation).toEqual({ mapped: 1, skipped: 0, failed: 1 });
    expect(result.patients[0]!.observations[0]!.item).toMatchObject({ category: 'vital-signs', valueNumber: 72, unit: '/min' });
  });

  it('fails every item of a patient whose own record fails, so nothing is half-written', () => {
    const noBirth = { ...PATIENT, birthDate: undefined };
    const allergy = { resourceType: 'AllergyIntolerance', id: 'a1', code: { text: 'Penicillin' }, patient: subject };
    const result = mapFhirBundle(bundle([e(noBirth), e(allergy)]));
    expect(result.patients).toEqual([]);
    expect(result.errors).toEqual([
      { resourceType: 'Patient', id: 'pat-1', reason: 'The patient has no birth date (or not one written YYYY, YYYY-MM or YYYY-MM-DD).' },
      { resourceType: 'AllergyIntolerance', id: 'a1', reason: 'Its patient (pat-1) could not be imported: The patient has no birth date (or not one written YYYY, YYYY-MM or YYYY-MM-DD).' },
    ]);
    expect(result.counts).toEqual({ Patient: { mapped: 0, skipped: 0, failed: 1 }, AllergyIntolerance: { mapped: 0, skipped: 0, failed: 1 } });
  });

  it('groups items whose patient is only referenced, for the route to look up', () => {
    const report = { resourceType: 'DiagnosticReport', id: 'd1', status: 'final', code: { text: 'CBC' }, subject: { reference: 'Patient/42' }, result: [{ reference: 'Observation/o1' }, { reference: 'Observation/elsewhere' }] };
    const obs = { resourceType: 'Observation', id: 'o1', status: 'final', code: { text: 'Hemoglobin' }, subject: { reference: 'Patient/42' }, effectiveDateTime: '2024-01-02', valueQuantity: { value: 6.1, unit: 'g/dL' }, interpretation: [{ coding: [{ code: 'LL' }] }] };
    const result = mapFhirBundle(bundle([e(report), e(obs)], 'batch'));
    expect(result.patients).toHaveLength(1);
    const p = result.patients[0]!;
    expect(p).toMatchObject({ source: null, reference: 'Patient/42', patient: null });
    expect(p.diagnosticReports[0]!.item).toMatchObject({ resultKeys: ['Observation/o1'], unresolvedResults: ['Observation/elsewhere'] });
    expect(p.diagnosticReports[0]!.item.result).toMatchObject({ labName: 'CBC', critical: true, tests: [{ name: 'Hemoglobin', value: '6.1', unit: 'g/dL', status: 'critical' }] });
  });

  it('errs on an item without a patient, or whose subject is not a patient', () => {
    const org = { resourceType: 'Organization', id: 'org1' };
    const result = mapFhirBundle(bundle([e(org), e({ resourceType: 'Condition', id: 'c1', code: { text: 'x' } }), e({ resourceType: 'Condition', id: 'c2', code: { text: 'x' }, subject: { reference: 'Organization/org1' } })]));
    expect(result.errors.map((x) => x.reason)).toEqual(['Condition: no subject reference names the patient.', 'Condition: its subject is a Organization, not a Patient.']);
    expect(result.counts.Organization).toEqual({ mapped: 0, skipped: 1, failed: 0 });
  });

  it('reads a medication from a referenced or contained Medication and counts the Medication as used', () => {
    const med = { resourceType: 'Medication', id: 'm1', code: { coding: [{ system: RXNORM, code: '197361', display: 'Amlodipine 5 MG Oral Tablet' }] } };
    const request = {
      resourceType: 'MedicationRequest',
      id: 'r1',
      status: 'active',
      intent: 'order',
      medicationReference: { reference: 'urn:uuid:aaaa' },
      subject,
      authoredOn: '2024-02-01',
      dosageInstruction: [{ timing: { repeat: { frequency: 1, period: 1, periodUnit: 'd' } }, route: { text: 'oral' }, doseAndRate: [{ doseQuantity: { value: 5, unit: 'mg' } }] }],
    };
    const contained = { resourceType: 'MedicationStatement', id: 's1', status: 'completed', contained: [{ resourceType: 'Medication', id: 'x', code: { text: 'Ibuprofen' } }], medicationReference: { reference: '#x' }, subject };
    const result = mapFhirBundle(bundle([e(PATIENT), e(med, 'urn:uuid:aaaa'), e(request), e(contained)]));
    const meds = result.patients[0]!.medications.map((m) => m.item);
    expect(meds[0]).toMatchObject({ codings: med.code.coding, text: 'Amlodipine 5 MG Oral Tablet', dose: '5 mg', route: 'oral', frequency: '1 time per day', status: 'active', startDate: '2024-02-01' });
    expect(meds[1]).toMatchObject({ text: 'Ibuprofen', status: 'stopped' });
    expect(result.counts.Medication).toEqual({ mapped: 1, skipped: 0, failed: 0 });
  });

  it('skips entered-in-error items and DELETE requests without calling them errors', () => {
    const wrong = { resourceType: 'Condition', id: 'c1', verificationStatus: { coding: [{ code: 'entered-in-error' }] }, code: { text: 'x' }, subject };
    const result = mapFhirBundle(bundle([e(PATIENT), e(wrong), { resource: { resourceType: 'Observation', id: 'gone' }, request: { method: 'DELETE', url: 'Observation/gone' } }], 'transaction'));
    expect(result.errors).toEqual([]);
    expect(result.counts.Condition).toEqual({ mapped: 0, skipped: 1, failed: 0 });
    expect(result.counts.Observation).toEqual({ mapped: 0, skipped: 1, failed: 0 });
  });

  it('reports entries without a resource', () => {
    expect(mapFhirBundle(bundle([{ fullUrl: 'urn:uuid:x' }])).errors).toEqual([{ resourceType: 'unknown', id: 'entry[0]', reason: 'The entry has no resource with a resourceType.' }]);
  });

  it('estimates a partial birth date and leaves out a record number the chart cannot hold', () => {
    const p = mapFhirBundle(bundle([e({ ...PATIENT, birthDate: '1970-03', identifier: [{ ...PATIENT.identifier[0], value: 'has spaces!' }] })])).patients[0]!;
    expect(p.patient).toMatchObject({ birthDate: '1970-03-01', birthDateEstimated: true, mrn: undefined, fullName: 'Ana Lucía Rivera' });
  });

  it('gives the patient form’s own message when demographics do not fit it', () => {
    const result = mapFhirBundle(bundle([e({ ...PATIENT, name: [{ given: ['Al'] }] })]));
    expect(result.errors).toEqual([{ resourceType: 'Patient', id: 'pat-1', reason: 'Patient (fullName): Name must be at least 3 characters.' }]);
  });

  it('reads the emergency contact, telecom and preferred language', () => {
    const p = mapFhirBundle(
      bundle([
        e({
          ...PATIENT,
          telecom: [{ system: 'email', value: 'Ana@Example.org' }, { system: 'phone', value: '555-0100', use: 'work' }, { system: 'phone', value: '555-0199', use: 'mobile' }],
          communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'en' }] } }, { language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'es' }] }, preferred: true }],
          contact: [
            { relationship: [{ coding: [{ code: 'N' }], text: 'Next of kin' }], name: { text: 'Pat Kin' } },
            { relationship: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0131', code: 'C' }], text: 'Brother' }], name: { family: 'Rivera', given: ['Luis'] }, telecom: [{ system: 'phone', value: '555-0101' }] },
          ],
        }),
      ]),
    ).patients[0]!;
    expect(p.patient).toMatchObject({ contactNumber: '555-0199', email: 'ana@example.org', preferredLanguage: 'es', emergencyContact: { name: 'Luis Rivera', relationship: 'Brother', phone: '555-0101' } });
  });
});
