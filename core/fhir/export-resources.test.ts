import { beforeAll, describe, expect, it } from 'vitest';
import type { Observation } from '../schemas/chart';
import { LOINC, UCUM } from '../schemas/coding';
import type { Patient } from '../schemas/patients';
import { capabilityStatement } from './capability-statement';
import { ndjsonFiles, ndjsonLine, searchsetBundle, searchsetWriter } from './export-bundle';
import { encounterToFhir, observationToFhir, patientToFhir, type FhirResource } from './export-resources';
import { errorOutcome, operationOutcome } from './operation-outcome';
import { fhirProblems, loadFhirDefinitions, VALIDATION_TIMEOUT_MS } from './testing/fhir-validator';

beforeAll(loadFhirDefinitions, VALIDATION_TIMEOUT_MS);

const PATIENT: Patient = {
  id: 7,
  fullName: 'Ana Rivera',
  age: 56,
  birthDate: '1970-03-04',
  birthDateEstimated: false,
  gender: 'Female',
  sex: 'female',
  mrn: 'MA-000007',
  condition: null,
  contactNumber: '+1 555 0100',
  email: 'ana@example.org',
  address: { line: ['1 Main St'], city: 'Springfield', postalCode: '01101', country: 'US' },
  preferredLanguage: 'es-MX',
  emergencyContact: { name: 'Luis Rivera', relationship: 'Brother', phone: '+1 555 0101' },
  allergyStatus: 'no-known-allergies',
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const OBSERVATION: Observation = {
  id: 11,
  patientId: 7,
  version: 1,
  recordedAt: '2026-11-20',
  recordedBy: 2,
  recordedByName: 'Dr. Dana Demo',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  category: 'laboratory',
  status: 'final',
  codings: [{ system: LOINC, code: '2823-3', display: 'Potassium [Moles/volume] in Serum or Plasma' }],
  text: 'Potassium',
  valueNumber: 6.8,
  valueText: null,
  valueCodings: [],
  unit: 'mmol/L',
  referenceRange: { low: 3.5, high: 5.1, text: '3.5-5.1' },
  interpretation: 'HH',
  components: [],
  effectiveAt: '2026-11-20T09:30:00-05:00',
  labResultId: null,
};

describe('the validator used by these tests', () => {
  it('finds missing required elements, bad formats and unknown properties', () => {
    expect(fhirProblems({ resourceType: 'Observation', code: { text: 'x' } })).not.toEqual([]);
    expect(fhirProblems({ resourceType: 'Patient', birthDate: '1970-13-01' })).not.toEqual([]);
    expect(fhirProblems({ resourceType: 'Patient', nickname: 'x' })).not.toEqual([]);
    expect(fhirProblems({ resourceType: 'Observation', status: 'final', code: { text: 'x' }, effectiveDateTime: '2020-01-01T10:00+00:00' })).not.toEqual([]);
  });
});

describe('patientToFhir', () => {
  it('writes the MRN as an MR identifier of the clinic, the source identifiers, and every demographic', () => {
    const fhir = patientToFhir(PATIENT, { mrnSystem: 'urn:medassist:clinic:3:mrn', sourceIdentifiers: [{ system: 'http://ehr.example/mrn', value: 'H-1' }] });
    expect(fhir).toMatchObject({
      resourceType: 'Patient',
      id: '7',
      identifier: [{ type: { coding: [{ code: 'MR' }] }, system: 'urn:medassist:clinic:3:mrn', value: 'MA-000007' }, { system: 'http://ehr.example/mrn', value: 'H-1' }],
      name: [{ use: 'official', text: 'Ana Rivera' }],
      gender: 'female',
      birthDate: '1970-03-04',
      telecom: [{ system: 'phone', value: '+1 555 0100' }, { system: 'email', value: 'ana@example.org' }],
      communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'es-MX' }] }, preferred: true }],
      contact: [{ name: { text: 'Luis Rivera' }, telecom: [{ system: 'phone', value: '+1 555 0101' }] }],
    });
    expect(fhirProblems(fhir)).toEqual([]);
  });
});

describe('observationToFhir', () => {
  it('writes the value with its UCUM unit, the range, the interpretation, and no issued for a date-only record time', () => {
    const fhir = observationToFhir(OBSERVATION);
    expect(fhir).toMatchObject({
      valueQuantity: { value: 6.8, unit: 'mmol/L', system: UCUM, code: 'mmol/L' },
      referenceRange: [{ low: { value: 3.5, code: 'mmol/L' }, high: { value: 5.1 }, text: '3.5-5.1' }],
      interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: 'HH' }] }],
      effectiveDateTime: '2026-11-20T09:30:00-05:00',
    });
    expect(fhir).not.toHaveProperty('issued');
    expect(fhirProblems(fhir)).toEqual([]);
  });

  it('writes a coded answer and a text answer', () => {
    const coded = observationToFhir({ ...OBSERVATION, valueNumber: null, unit: null, referenceRange: null, valueCodings: [{ system: 'http://snomed.info/sct', code: '266919005', display: 'Never smoker' }], valueText: 'Never smoker' });
    expect(coded.valueCodeableConcept).toEqual({ coding: [{ system: 'http://snomed.info/sct', code: '266919005', display: 'Never smoker' }], text: 'Never smoker' });
    const text = observationToFhir({ ...OBSERVATION, valueNumber: null, unit: null, referenceRange: null, valueText: 'Straw coloured' });
    expect(text.valueString).toBe('Straw coloured');
    expect([coded, text].flatMap(fhirProblems)).toEqual([]);
  });
});

describe('encounterToFhir', () => {
  it('writes a class even when none was recorded (R4 requires one)', () => {
    const fhir = encounterToFhir({ id: 1, patientId: 7, status: 'finished', classCoding: null, codings: [], text: 'Check-up', reasons: [], startAt: '2026-01-01T09:00:00Z', endAt: null });
    expect(fhir.class).toEqual({ system: 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor', code: 'UNK', display: 'unknown' });
    expect(fhirProblems(fhir)).toEqual([]);
  });
});

describe('searchsetBundle, NDJSON, CapabilityStatement, OperationOutcome', () => {
  it('builds a valid searchset with total, self link and fullUrls', () => {
    const bundle = searchsetBundle({ baseUrl: 'https://x.example/fhir/R4', selfUrl: 'https://x.example/fhir/R4/Observation?patient=7', timestamp: '2026-11-25T12:00:00Z', matches: [observationToFhir(OBSERVATION)] });
    expect(bundle).toMatchObject({ type: 'searchset', total: 1, link: [{ relation: 'self' }], entry: [{ fullUrl: 'https://x.example/fhir/R4/Observation/11', search: { mode: 'match' } }] });
    expect(fhirProblems(bundle)).toEqual([]);
  });

  it('streams the same searchset entry by entry, with a next link for a page, and no empty entry array', () => {
    const options = { baseUrl: 'https://x.example/fhir/R4', selfUrl: 'https://x.example/fhir/R4/Patient?name=ana', nextUrl: 'https://x.example/fhir/R4/Patient?name=ana&_offset=1', timestamp: '2026-11-25T12:00:00Z', total: 2 };
    const patient = patientToFhir(PATIENT, { mrnSystem: 'urn:x' });
    const writer = searchsetWriter(options);
    const text = writer.head + writer.entry(patient, 'match') + writer.entry(observationToFhir(OBSERVATION), 'include') + writer.end();
    expect(JSON.parse(text)).toEqual(searchsetBundle({ ...options, matches: [patient], included: [observationToFhir(OBSERVATION)] }));
    expect(JSON.parse(text)).toMatchObject({ total: 2, link: [{ relation: 'self' }, { relation: 'next', url: options.nextUrl }] });
    const empty = searchsetWriter({ ...options, nextUrl: undefined, total: 0 });
    const none = JSON.parse(empty.head + empty.end()) as Record<string, unknown>;
    expect(none).not.toHaveProperty('entry');
    expect(fhirProblems(none as FhirResource)).toEqual([]);
    expect(fhirProblems(JSON.parse(text) as FhirResource)).toEqual([]);
  });

  it('writes one resource per NDJSON line and one file per type', () => {
    const patient = patientToFhir(PATIENT, { mrnSystem: 'urn:x' });
    const obs = observationToFhir(OBSERVATION);
    expect(ndjsonLine({ ...obs, valueString: 'a\nb' }).split('\n')).toHaveLength(2);
    const files = ndjsonFiles([patient, obs, obs]);
    expect([...files.keys()]).toEqual(['Patient.ndjson', 'Observation.ndjson']);
    expect(files.get('Observation.ndjson')!.trimEnd().split('\n').map((l) => JSON.parse(l).id)).toEqual(['11', '11']);
  });

  it('states exactly the supported reads and operations and is valid', () => {
    const statement = capabilityStatement({ baseUrl: 'https://x.example/fhir/R4', date: '2026-11-25', softwareVersion: '0.1.0' });
    const rest = (statement.rest as { resource: { type: string; interaction?: { code: string }[]; searchParam?: { name: string }[]; operation?: { name: string }[] }[] }[])[0]!;
    expect(rest.resource.map((r) => [r.type, r.interaction?.map((i) => i.code) ?? [], r.searchParam?.map((p) => p.name) ?? [], r.operation?.map((o) => o.name) ?? []])).toEqual([
      ['Patient', ['read', 'search-type'], ['name', 'birthdate', 'identifier'], ['everything', 'export']],
      ['Observation', ['search-type'], ['patient', 'code'], []],
      ['Practitioner', ['read'], [], []],
      // Only inside $everything: no read or search of their own.
      ...['Condition', 'AllergyIntolerance', 'MedicationRequest', 'DiagnosticReport', 'Immunization', 'Encounter'].map((type) => [type, [], [], []]),
    ]);
    expect(fhirProblems(statement)).toEqual([]);
  });

  it('builds valid OperationOutcomes', () => {
    const outcome = operationOutcome([{ severity: 'error', code: 'invalid', diagnostics: 'Bad bundle', expression: ['Bundle.entry[3]'] }]);
    expect(outcome).toEqual({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'invalid', diagnostics: 'Bad bundle', expression: ['Bundle.entry[3]'] }] });
    expect([outcome, errorOutcome('not-found', 'Patient 9 was not found.')].flatMap(fhirProblems)).toEqual([]);
  });
});
