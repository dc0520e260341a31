import {
  allergyToFhir,
  clinicMrnSystem,
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
} from '../../core/fhir/export-resources';
import { isUsCoreExtensionList, type PatientDetails } from '../../core/fhir/patient-details';
import type { Db } from '../db/client';
import { toAllergy } from '../db/queries/allergies';
import { chartItemPages, importedIdentifiers, observationIdsOfResults, type ItemScope, type LabResultRow } from '../db/queries/fhir-read';
import { toMedication } from '../db/queries/medications';
import { toObservation } from '../db/queries/observations';
import { toPatient, type PatientRow } from '../db/queries/patients';
import { toProblem } from '../db/queries/problems';

// A patient's record (or a clinic's) as FHIR R4 resources, read page by page. Recorder names are
// not part of the FHIR resources, so none are looked up.

/** Rows read per D1 query: large enough to keep round trips few, small enough to bound memory. */
export const RECORD_PAGE = 500;

const NO_NAMES: ReadonlyMap<number, string> = new Map();

/** What an import kept of the patient beyond the form's fields (a row written by an older version holds none). */
function patientDetailsOfRow(row: PatientRow): PatientDetails {
  return { nameParts: row.nameParts ?? null, deceased: row.deceased ?? null, usCoreExtensions: isUsCoreExtensionList(row.usCoreExtensions) ? row.usCoreExtensions : [] };
}

/** Patient rows as FHIR Patients of their clinic, with the identifiers each was imported with. */
export async function patientResources(db: Db, rows: readonly PatientRow[]): Promise<FhirResource[]> {
  const clinicId = rows[0]?.clinicId;
  if (clinicId === undefined) return [];
  const identifiers = await importedIdentifiers(db, clinicId, rows.map((r) => r.id));
  return rows.map((row) => patientToFhir(toPatient(row), { mrnSystem: clinicMrnSystem(row.clinicId), sourceIdentifiers: identifiers.get(row.id) ?? [], details: patientDetailsOfRow(row) }));
}

/**
 * A lab result as the DiagnosticReport it is: an imported report's own fields exactly as received;
 * a result entered in the app, final, named by its lab name, issued when received.
 */
function reportOf(row: LabResultRow, resultObservationIds: number[]): StoredDiagnosticReport {
  const imported = row.reportStatus !== null;
  return {
    id: row.id,
    patientId: row.patientId,
    codings: row.reportCodings ?? [],
    text: imported ? row.reportText : row.labName,
    status: row.reportStatus ?? 'final',
    categoryCodings: imported ? (row.reportCategoryCodings ?? []) : [{ system: SERVICE_SECTION, code: row.kind === 'imaging' ? 'RAD' : 'LAB' }],
    effectiveAt: row.reportEffectiveAt,
    issuedAt: imported ? row.reportIssuedAt : row.receivedAt.toISOString(),
    conclusion: row.reportConclusion,
    resultObservationIds,
  };
}

async function* paged<R extends { id: number }>(read: (afterId: number) => Promise<R[]>, map: (rows: R[]) => Promise<FhirResource[]> | FhirResource[]): AsyncGenerator<FhirResource> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId);
    yield* await map(rows);
    if (rows.length < RECORD_PAGE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/**
 * The record of a patient, or of every live patient of the clinic, after the Patient(s): Condition,
 * AllergyIntolerance, MedicationRequest, Observation, DiagnosticReport, Immunization and Encounter,
 * in that order (the order of EVERYTHING_RESOURCE_TYPES).
 */
export async function* chartResources(db: Db, scope: ItemScope): AsyncGenerator<FhirResource> {
  const page = RECORD_PAGE;
  yield* paged((after) => chartItemPages.problems(db, scope, after, page), (rows) => rows.map((r) => problemToFhir(toProblem(r, NO_NAMES))));
  yield* paged((after) => chartItemPages.allergies(db, scope, after, page), (rows) => rows.map((r) => allergyToFhir(toAllergy(r, NO_NAMES))));
  yield* paged((after) => chartItemPages.medications(db, scope, after, page), (rows) => rows.map((r) => medicationToFhir(toMedication(r, NO_NAMES))));
  yield* paged((after) => chartItemPages.observations(db, scope, after, page), (rows) => rows.map((r) => observationToFhir(toObservation(r, NO_NAMES))));
  yield* paged(
    (after) => chartItemPages.labResults(db, scope, after, page),
    async (rows) => {
      const results = await observationIdsOfResults(db, scope.clinicId, rows.map((r) => r.id));
      return rows.map((r) => diagnosticReportToFhir(reportOf(r, results.get(r.id) ?? [])));
    },
  );
  yield* paged(
    (after) => chartItemPages.immunizations(db, scope, after, page),
    (rows) => rows.map((r) => immunizationToFhir({ id: r.id, patientId: r.patientId, codings: r.codings, text: r.text, status: r.status, occurredAt: r.occurredAt, primarySource: r.primarySource })),
  );
  yield* paged(
    (after) => chartItemPages.encounters(db, scope, after, page),
    (rows) =>
      rows.map((r) => encounterToFhir({ id: r.id, patientId: r.patientId, status: r.status, classCoding: r.classCoding ?? null, codings: r.codings, text: r.text, reasons: r.reasons, startAt: r.startAt, endAt: r.endAt })),
  );
}
