// A FHIR R4 Bundle (transaction, batch, collection or searchset) → what the import will store
// (DESIGN.md §8, issue 19). Kept: Patient, Condition, AllergyIntolerance, MedicationRequest,
// MedicationStatement (and the Medication they reference), Observation, DiagnosticReport,
// Immunization, Encounter, Procedure. Every other type (Claim, ExplanationOfBenefit, Organization,
// Practitioner, CarePlan, Goal, ImagingStudy, Provenance, ...) is counted as skipped. A resource that
// cannot be mapped becomes an error and the rest go on; when a Patient fails, every item of that
// patient fails with it, so nothing is half-written for them.

import { isObject, obj, str } from './fhir-json';
import { checkEntryCount, checkPatientCount } from './import-limits';
import { indexBundle, sourceIdsOf, type BundleEntry } from './bundle-index';
import { mapAllergy, mapCondition, mapMedication } from './import-chart-items';
import { mapEncounter, mapImmunization, mapProcedure } from './import-history';
import { mapDiagnosticReport, mapObservation } from './import-observations';
import { familyOf, mapPatient } from './import-patient';
import { patientDetailsOf } from './patient-details';
import { namespacedName, namespacedReference } from './source-namespace';
import type { FhirImportResult, Imported, ImportedObservation, ImportError, PatientImport, SourceIds } from './import-types';
import type { MapResult } from './map-result';

/** The Bundle types an import accepts. */
export const IMPORT_BUNDLE_TYPES = ['transaction', 'batch', 'collection', 'searchset'] as const;

/** The resource types an import keeps (everything else is counted as skipped). */
export const KEPT_RESOURCE_TYPES = [
  'Patient',
  'Condition',
  'AllergyIntolerance',
  'MedicationRequest',
  'MedicationStatement',
  'Medication',
  'Observation',
  'DiagnosticReport',
  'Immunization',
  'Encounter',
  'Procedure',
] as const;

/** A body that is not a Bundle this import can read at all (the route answers 400 with an OperationOutcome). */
export class FhirImportError extends Error {
  constructor(
    message: string,
    /** The request field to fix, when it is one (the import's `source`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'FhirImportError';
  }
}

/** Where each kept type finds its patient. */
const SUBJECT_FIELD: Readonly<Record<string, string>> = {
  Condition: 'subject',
  AllergyIntolerance: 'patient',
  MedicationRequest: 'subject',
  MedicationStatement: 'subject',
  Observation: 'subject',
  DiagnosticReport: 'subject',
  Immunization: 'patient',
  Encounter: 'subject',
  Procedure: 'subject',
};

function emptyPatient(source: PatientImport['source'], reference: string | null): PatientImport {
  return { source, reference, patient: null, details: null, familyName: null, problems: [], allergies: [], medications: [], observations: [], diagnosticReports: [], immunizations: [], encounters: [], procedures: [] };
}

function readBundle(body: unknown): { type: string; entries: unknown[] } {
  if (!isObject(body)) throw new FhirImportError('The body is not a JSON object.');
  if (body.resourceType !== 'Bundle') throw new FhirImportError(`Expected a FHIR Bundle, got ${typeof body.resourceType === 'string' ? `a ${body.resourceType}` : 'no resourceType'}.`);
  const type = str(body, 'type');
  if (!type || !(IMPORT_BUNDLE_TYPES as readonly string[]).includes(type)) {
    throw new FhirImportError(`Bundle type ${type ?? '(none)'} cannot be imported; send a ${IMPORT_BUNDLE_TYPES.join(', ')} bundle.`);
  }
  const entries = body.entry ?? [];
  if (!Array.isArray(entries)) throw new FhirImportError('Bundle.entry must be an array.');
  // Counted again on the parsed body: the text's count (import-limits.ts) is the one that protects memory.
  checkEntryCount(entries.length);
  checkPatientCount(entries.filter((e) => isObject(e) && str(e.resource, 'resourceType') === 'Patient').length);
  return { type, entries };
}

/**
 * Maps a FHIR R4 Bundle to patients with their chart items, counts per resource type and errors;
 * throws FhirImportError only when the body is not an importable Bundle. `source` names the system
 * the bundle comes from, for ids that name neither their server nor their meta.source.
 */
export function mapFhirBundle(body: unknown, options: { source?: string } = {}): FhirImportResult {
  const { type, entries } = readBundle(body);
  const index = indexBundle(entries);
  // Entries whose ids need a source to mean anything (source-namespace.ts).
  const unnamed: string[] = [];
  const sourceOf = (entry: BundleEntry): SourceIds => {
    const name = namespacedName(entry, options.source);
    if (name === undefined) unnamed.push(entry.key);
    return { resourceType: entry.resourceType, key: entry.key, name: name ?? null, ids: sourceIdsOf(entry) };
  };
  const counts: FhirImportResult['counts'] = {};
  const errors: ImportError[] = [];
  const count = (resourceType: string, outcome: 'mapped' | 'skipped' | 'failed') => {
    const c = (counts[resourceType] ??= { mapped: 0, skipped: 0, failed: 0 });
    c[outcome]++;
  };
  const fail = (entry: BundleEntry, reason: string) => {
    count(entry.resourceType, 'failed');
    errors.push({ resourceType: entry.resourceType, id: entry.id ?? entry.fullUrl ?? `entry[${entry.index}]`, reason });
  };
  for (const bad of index.unusable) errors.push({ resourceType: 'unknown', id: `entry[${bad.index}]`, reason: bad.reason });

  // A transaction's DELETE and a searchset's OperationOutcome carry nothing to keep.
  const isLive = (e: BundleEntry) => e.method !== 'DELETE' && e.searchMode !== 'outcome';
  const live = index.entries.filter(isLive);
  for (const e of index.entries) if (!isLive(e)) count(e.resourceType, 'skipped');

  // Patients first, so each item finds its patient (or learns that its patient failed).
  const byPatientKey = new Map<string, PatientImport>();
  const failedPatients = new Map<string, string>();
  const patients: PatientImport[] = [];
  for (const entry of live.filter((e) => e.resourceType === 'Patient')) {
    const result = mapPatient(entry.resource);
    if (!result.ok) {
      failedPatients.set(entry.key, result.reason);
      fail(entry, result.reason);
      continue;
    }
    const target = { ...emptyPatient(sourceOf(entry), null), patient: result.item, details: patientDetailsOf(entry.resource), familyName: familyOf(entry.resource) };
    byPatientKey.set(entry.key, target);
    patients.push(target);
    count('Patient', 'mapped');
  }

  const external = new Map<string, PatientImport>();
  const patientOf = (entry: BundleEntry): PatientImport | string => {
    const field = SUBJECT_FIELD[entry.resourceType] ?? 'subject';
    const reference = str(obj(entry.resource, field), 'reference');
    if (!reference) return `${entry.resourceType}: no ${field} reference names the patient.`;
    const target = index.resolve(reference);
    if (target) {
      if (target.resourceType !== 'Patient') return `${entry.resourceType}: its ${field} is a ${target.resourceType}, not a Patient.`;
      const failedReason = failedPatients.get(target.key);
      if (failedReason !== undefined) return `Its patient (${target.id ?? target.key}) could not be imported: ${failedReason}`;
      return byPatientKey.get(target.key) ?? `${entry.resourceType}: its patient is not readable.`;
    }
    if (!/(^|\/)Patient\/[^/]+$/.test(reference)) return `${entry.resourceType}: ${field} ${reference} is not in the bundle and is not a Patient reference.`;
    // The patient is not in the bundle (e.g. a lab's DiagnosticReport for a patient imported before from the same source): the route looks it up.
    const named = namespacedReference(reference, entry, options.source);
    if (named === undefined) unnamed.push(reference);
    let group = external.get(named ?? reference);
    if (!group) {
      group = emptyPatient(null, named ?? reference);
      external.set(named ?? reference, group);
      patients.push(group);
    }
    return group;
  };

  const observationsByKey = new Map<string, ImportedObservation>();
  const usedMedications = new Set<string>();
  const keep = <T>(entry: BundleEntry, result: MapResult<T>, add: (target: PatientImport, item: Imported<T>) => void, target: PatientImport) => {
    if (result.ok) {
      add(target, { source: sourceOf(entry), item: result.item });
      count(entry.resourceType, 'mapped');
    } else if (result.skip) count(entry.resourceType, 'skipped');
    else fail(entry, result.reason);
  };
  // Observations before reports, so a report can list its results' values.
  const order = (e: BundleEntry) => (e.resourceType === 'DiagnosticReport' ? 1 : 0);
  for (const entry of live.filter((e) => e.resourceType !== 'Patient').sort((a, b) => order(a) - order(b) || a.index - b.index)) {
    if (!(entry.resourceType in SUBJECT_FIELD)) {
      if (entry.resourceType !== 'Medication') count(entry.resourceType, 'skipped');
      continue;
    }
    const target = patientOf(entry);
    if (typeof target === 'string') {
      fail(entry, target);
      continue;
    }
    switch (entry.resourceType) {
      case 'Condition':
        keep(entry, mapCondition(entry.resource), (t, i) => t.problems.push(i), target);
        break;
      case 'AllergyIntolerance':
        keep(entry, mapAllergy(entry.resource), (t, i) => t.allergies.push(i), target);
        break;
      case 'MedicationRequest':
      case 'MedicationStatement':
        keep(entry, mapMedication(entry.resource, index, usedMedications), (t, i) => t.medications.push(i), target);
        break;
      case 'Observation': {
        const result = mapObservation(entry.resource);
        if (result.ok) observationsByKey.set(entry.key, result.item);
        keep(entry, result, (t, i) => t.observations.push(i), target);
        break;
      }
      case 'DiagnosticReport':
        keep(entry, mapDiagnosticReport(entry.resource, index, observationsByKey), (t, i) => t.diagnosticReports.push(i), target);
        break;
      case 'Immunization':
        keep(entry, mapImmunization(entry.resource), (t, i) => t.immunizations.push(i), target);
        break;
      case 'Encounter':
        keep(entry, mapEncounter(entry.resource), (t, i) => t.encounters.push(i), target);
        break;
      case 'Procedure':
        keep(entry, mapProcedure(entry.resource), (t, i) => t.procedures.push(i), target);
        break;
    }
  }
  for (const entry of live.filter((e) => e.resourceType === 'Medication')) count('Medication', usedMedications.has(entry.key) ? 'mapped' : 'skipped');
  // With the patients its items only refer to.
  checkPatientCount(patients.length);
  return { bundleType: type, patients, counts, errors, unnamed };
}
