import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergy, Medication, Observation, Problem } from '../schemas/chart';
import { LOINC } from '../schemas/coding';
import type { Patient } from '../schemas/patients';
import { capabilityStatement } from './capability-statement';
import {
  allergyToFhir,
  diagnosticReportToFhir,
  encounterToFhir,
  immunizationToFhir,
  medicationToFhir,
  observationToFhir,
  patientToFhir,
  problemToFhir,
  SERVICE_SECTION,
  type FhirResource,
  type StoredDiagnosticReport,
} from './export-resources';
import { mapFhirBundle } from './import-bundle';
import { patientDetailsOf, US_CORE_PATIENT_EXTENSIONS } from './patient-details';
import { fhirProblems, loadFhirDefinitions, VALIDATION_TIMEOUT_MS } from './testing/fhir-validator';
import { syntheaBundle, SYNTHEA_INDEX } from './testing/synthea';
import { claimedProfileProblems, mustSupportPaths, US_CORE_DEFINITIONS, usCoreProblems } from './testing/us-core-conformance';
import { SUPPORTED_PROFILES, US_CORE_PROFILES } from './us-core-profiles';

// The export's US Core 6.1 shapes (issue 38): the Patient's name parts, deceased and US Core
// extensions come back as imported; every resource names the profile it meets in meta.profile, and
// meets it by the profiles' own StructureDefinitions (data/us-core) beside base R4 (Medplum).

beforeAll(loadFhirDefinitions, VALIDATION_TIMEOUT_MS);

const PATIENT: Patient = {
  id: 7,
  fullName: 'Christopher Abshire',
  age: 96,
  birthDate: '1920-04-23',
  birthDateEstimated: false,
  gender: 'Male',
  sex: 'male',
  mrn: 'MA-000007',
  condition: null,
  contactNumber: '555-307-6000',
  email: null,
  address: { line: ['766 Wehner Fork'], city: 'Chicopee', state: 'Massachusetts', postalCode: '01013', country: 'US' },
  preferredLanguage: 'en-US',
  emergencyContact: null,
  allergyStatus: 'not-asked',
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const ITEM = { id: 3, patientId: 7, version: 1, recordedAt: '2026-11-20', recordedBy: 2, recordedByName: null, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' };
const PROBLEM = { ...ITEM, codings: [{ system: 'http://snomed.info/sct', code: '44054006', display: 'Diabetes' }], text: 'Diabetes', clinicalStatus: 'active', onsetDate: '2001-05-01', abatementDate: null } as Problem;
const ALLERGY = { ...ITEM, codings: [], text: 'Penicillin', reaction: 'Hives', severity: 'mild', criticality: 'low', category: 'medication', clinicalStatus: 'active', onsetDate: null } as Allergy;
const MEDICATION = { ...ITEM, codings: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '860975', display: 'Metformin 500 MG' }], text: 'Metformin', dose: '500 mg', route: 'oral', frequency: 'twice a day', status: 'active', startDate: '2020-01-01', stopDate: null, prescriber: 'Dr. Dana Demo' } as Medication;
const OBSERVATION = {
  ...ITEM,
  category: 'laboratory',
  status: 'final',
  codings: [{ system: LOINC, code: '2823-3', display: 'Potassium' }],
  text: 'Potassium',
  valueNumber: 4.1,
  valueText: null,
  valueCodings: [],
  unit: 'mmol/L',
  referenceRange: null,
  interpretation: null,
  components: [],
  effectiveAt: '2026-11-20T09:30:00-05:00',
  labResultId: null,
} as Observation;
const REPORT: StoredDiagnosticReport = { id: 4, patientId: 7, codings: [{ system: LOINC, code: '24323-8', display: 'Comprehensive metabolic panel' }], text: 'CMP', status: 'final', categoryCodings: [{ system: SERVICE_SECTION, code: 'LAB' }], effectiveAt: '2026-11-20T09:30:00-05:00', issuedAt: '2026-11-20T15:00:00.000Z', conclusion: null, resultObservationIds: [3] };

const profileOf = (r: FhirResource) => (r.meta as { profile?: string[] } | undefined)?.profile ?? [];
const abshire = () => syntheaBundle(SYNTHEA_INDEX.find((r) => !r.alive)!.path);
const sourcePatient = () => abshire().entry.find((e) => e.resource.resourceType === 'Patient')!.resource;

describe('the US Core check used by these tests', () => {
  it('reads the ten copied profiles and finds what a profile requires', () => {
    expect(US_CORE_DEFINITIONS.size).toBe(10);
    for (const urls of Object.values(SUPPORTED_PROFILES)) for (const url of urls) expect(US_CORE_DEFINITIONS.has(url), url).toBe(true);
    expect(mustSupportPaths(US_CORE_PROFILES.patient)).toEqual(expect.arrayContaining(['Patient.name.family', 'Patient.name.given', 'Patient.telecom.use', 'Patient.birthDate']));
    // A name with neither parts nor a data-absent reason breaks us-core-6; no category breaks the problem profile.
    expect(usCoreProblems({ resourceType: 'Patient', identifier: [{ system: 'urn:x', value: '1' }], gender: 'male', name: [{ text: 'A B' }] }, US_CORE_PROFILES.patient).problems).toEqual([expect.stringContaining('us-core-6')]);
    const { category: _category, ...uncategorised } = problemToFhir(PROBLEM);
    expect(usCoreProblems(uncategorised as FhirResource, US_CORE_PROFILES.problem).problems).toEqual(expect.arrayContaining([expect.stringContaining('Condition.category')]));
    const labWithoutLabCategory = { ...observationToFhir(OBSERVATION), category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'exam' }] }] };
    expect(usCoreProblems(labWithoutLabCategory, US_CORE_PROFILES.labObservation).problems).toEqual([expect.stringContaining('category:us-core')]);
  });

  it('names what it cannot check instead of passing it silently', () => {
    expect(usCoreProblems(observationToFhir({ ...OBSERVATION, category: 'vital-signs' }), US_CORE_PROFILES.vitalSigns).unchecked).toContain('base profile http://hl7.org/fhir/StructureDefinition/vitalsigns');
    expect(usCoreProblems(problemToFhir(PROBLEM), US_CORE_PROFILES.problem).unchecked).toEqual(['us-core-condition-problems-health-concerns Condition.category:us-core: a slice defined by its binding']);
  });
});

describe('the Patient', () => {
  it('gives back an imported name’s parts, the death date and the US Core extensions, valid R4 and US Core', () => {
    const source = sourcePatient();
    const details = patientDetailsOf(source);
    const fhir = patientToFhir(PATIENT, { mrnSystem: 'urn:medassist:clinic:3:mrn', details });
    expect(fhir.name).toEqual([{ use: 'official', text: 'Christopher Abshire', family: 'Abshire', given: ['Christopher'], prefix: ['Mr.'] }]);
    expect(fhir.deceasedDateTime).toBe('2016-12-10T02:39:21+00:00');
    const extensions = fhir.extension as { url: string }[];
    expect(extensions.map((e) => e.url)).toEqual(['http://hl7.org/fhir/us/core/StructureDefinition/us-core-race', 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-ethnicity', 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex']);
    expect(extensions).toEqual((source.extension as { url: string }[]).filter((e) => (US_CORE_PATIENT_EXTENSIONS as readonly string[]).includes(e.url)));
    expect(profileOf(fhir)).toEqual([US_CORE_PROFILES.patient]);
    expect([...fhirProblems(fhir), ...claimedProfileProblems(fhir)]).toEqual([]);
  });

  it('writes a name entered in the form as its one line, with data-absent-reason for the parts it never had', () => {
    const fhir = patientToFhir(PATIENT, { mrnSystem: 'urn:medassist:clinic:3:mrn' });
    expect(fhir.name).toEqual([{ use: 'official', text: 'Christopher Abshire', extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason', valueCode: 'unsupported' }] }]);
    expect(fhir).not.toHaveProperty('deceasedDateTime');
    expect(fhir).not.toHaveProperty('extension');
    expect([...fhirProblems(fhir), ...claimedProfileProblems(fhir)]).toEqual([]);
  });

  it('keeps deceasedBoolean, and leaves out name parts, a death date and extensions that do not fit', () => {
    expect(patientDetailsOf({ resourceType: 'Patient', deceasedBoolean: true }).deceased).toEqual({ boolean: true });
    expect(patientDetailsOf({ resourceType: 'Patient', deceasedDateTime: '2016-13-40' }).deceased).toBeNull();
    expect(patientDetailsOf({ resourceType: 'Patient', name: [{ use: 'official', given: ['x'.repeat(200)], family: 'Ok' }] }).nameParts).toBeNull();
    expect(patientDetailsOf({ resourceType: 'Patient', name: [{ text: 'Only Text' }] }).nameParts).toBeNull();
    const race = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-race';
    const extensions = patientDetailsOf({ resourceType: 'Patient', extension: [{ url: race, valueString: 'x', color: 'red' }, { url: race, extension: [] }, { url: race, extension: [{ url: 'text', valueString: 'White' }] }] }).usCoreExtensions;
    expect(extensions).toEqual([{ url: race, extension: [{ url: 'text', valueString: 'White' }] }]);
    const fhir = patientToFhir(PATIENT, { mrnSystem: 'urn:x', details: { nameParts: null, deceased: { boolean: true }, usCoreExtensions: [] } });
    expect(fhir.deceasedBoolean).toBe(true);
  });

  it('claims no profile when an imported identifier came without a system (US Core asks one of each)', () => {
    const fhir = patientToFhir(PATIENT, { mrnSystem: 'urn:x', sourceIdentifiers: [{ system: '', value: 'H-1' }] });
    expect(profileOf(fhir)).toEqual([]);
    expect(usCoreProblems(fhir, US_CORE_PROFILES.patient).problems).toEqual([expect.stringContaining('Patient.identifier.system')]);
  });

  it('is imported with its details: mapFhirBundle keeps them beside the form’s fields', () => {
    const patient = mapFhirBundle(abshire()).patients[0]!;
    expect(patient.details).toMatchObject({ nameParts: { use: 'official', family: 'Abshire', given: ['Christopher'], prefix: ['Mr.'] }, deceased: { dateTime: '2016-12-10T02:39:21+00:00' } });
    expect(patient.patient?.fullName).toBe('Christopher Abshire');
  });
});

describe('the chart items', () => {
  it('each names the US Core profile it meets and meets it', () => {
    const resources = [
      problemToFhir(PROBLEM),
      allergyToFhir(ALLERGY),
      medicationToFhir(MEDICATION),
      observationToFhir(OBSERVATION),
      observationToFhir({ ...OBSERVATION, category: 'vital-signs', codings: [{ system: LOINC, code: '8867-4', display: 'Heart rate' }], unit: '/min', valueNumber: 72 }),
      observationToFhir({ ...OBSERVATION, category: 'exam', codings: [], text: 'Abdominal examination', valueNumber: null, unit: null, valueText: 'Soft, not tender' }),
      diagnosticReportToFhir(REPORT),
      immunizationToFhir({ id: 5, patientId: 7, codings: [{ system: 'http://hl7.org/fhir/sid/cvx', code: '140' }], text: 'Influenza', status: 'completed', occurredAt: '2025-10-01', primarySource: true }),
      encounterToFhir({ id: 6, patientId: 7, status: 'finished', classCoding: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' }, codings: [{ system: 'http://snomed.info/sct', code: '185349003' }], text: 'Check-up', reasons: [], startAt: '2026-01-01T09:00:00Z', endAt: null }),
    ];
    expect(resources.map((r) => [r.resourceType, profileOf(r)])).toEqual([
      ['Condition', [US_CORE_PROFILES.problem]],
      ['AllergyIntolerance', [US_CORE_PROFILES.allergy]],
      ['MedicationRequest', [US_CORE_PROFILES.medicationRequest]],
      ['Observation', [US_CORE_PROFILES.labObservation]],
      ['Observation', [US_CORE_PROFILES.vitalSigns]],
      ['Observation', [US_CORE_PROFILES.clinicalResult]],
      ['DiagnosticReport', [US_CORE_PROFILES.labReport]],
      ['Immunization', [US_CORE_PROFILES.immunization]],
      ['Encounter', [US_CORE_PROFILES.encounter]],
    ]);
    expect(resources.flatMap((r) => [...fhirProblems(r), ...claimedProfileProblems(r)])).toEqual([]);
  });

  it('claim no profile they cannot meet: an order without a prescriber, a report without times, an untyped visit, a survey answer', () => {
    const unprofiled = [
      medicationToFhir({ ...MEDICATION, prescriber: null }),
      diagnosticReportToFhir({ ...REPORT, effectiveAt: null }),
      encounterToFhir({ id: 6, patientId: 7, status: 'finished', classCoding: null, codings: [], text: null, reasons: [], startAt: null, endAt: null }),
      observationToFhir({ ...OBSERVATION, category: 'survey' }),
      observationToFhir({ ...OBSERVATION, category: 'social-history' }),
    ];
    expect(unprofiled.map(profileOf)).toEqual([[], [], [], [], []]);
    // And each would indeed break the profile it does not claim.
    expect(usCoreProblems(unprofiled[0]!, US_CORE_PROFILES.medicationRequest).problems).toEqual([expect.stringContaining('us-core-21')]);
    expect(usCoreProblems(unprofiled[1]!, US_CORE_PROFILES.labReport).problems).toEqual([expect.stringContaining('us-core-8')]);
    expect(usCoreProblems(unprofiled[2]!, US_CORE_PROFILES.encounter).problems).toEqual([expect.stringContaining('Encounter.type')]);
  });
});

describe('the CapabilityStatement', () => {
  it('lists the profiles each exported type may claim', () => {
    const statement = capabilityStatement({ baseUrl: 'https://x.example/fhir/R4', date: '2026-12-02', softwareVersion: '0.1.0' });
    const resources = (statement.rest as { resource: { type: string; supportedProfile: string[] }[] }[])[0]!.resource;
    expect(Object.fromEntries(resources.map((r) => [r.type, r.supportedProfile]))).toEqual(SUPPORTED_PROFILES);
    expect(fhirProblems(statement)).toEqual([]);
  });
});
