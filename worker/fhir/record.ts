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
import { chartItemPages, importedIdentifiers, livePatientPage, observationIdsOfResults, type ItemScope, type LabResultRow } from '../db/queries/fhir-read';
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

/** One resource type of a record, read a page at a time by id: the rows after `afterId` as FHIR resources, and the last row's id. */
export interface RecordPager {
  readonly type: string;
  page(db: Db, scope: ItemScope, afterId: number, limit: number): Promise<{ resources: FhirResource[]; lastId: number | null; rows: number }>;
}

function pager<R extends { id: number }>(type: string, read: (db: Db, scope: ItemScope, afterId: number, limit: number) => Promise<R[]>, map: (db: Db, scope: ItemScope, rows: R[]) => Promise<FhirResource[]> | FhirResource[]): RecordPager {
  return {
    type,
    async page(db, scope, afterId, limit) {
      const rows = await read(db, scope, afterId, limit);
      return { resources: await map(db, scope, rows), lastId: rows.length ? rows[rows.length - 1]!.id : null, rows: rows.length };
    },
  };
}

/**
 * The chart's resource types after the Patient(s): Condition, AllergyIntolerance, MedicationRequest,
 * Observation, DiagnosticReport, Immunization and Encounter, in that order (the order of
 * EVERYTHING_RESOURCE_TYPES).
 */
export const CHART_PAGERS: readonly RecordPager[] = [
  pager('Condition', chartItemPages.problems, (_db, _s, rows) => rows.map((r) => problemToFhir(toProblem(r, NO_NAMES)))),
  pager('AllergyIntolerance', chartItemPages.allergies, (_db, _s, rows) => rows.map((r) => allergyToFhir(toAllergy(r, NO_NAMES)))),
  pager('MedicationRequest', chartItemPages.medications, (_db, _s, rows) => rows.map((r) => medicationToFhir(toMedication(r, NO_NAMES)))),
  pager('Observation', chartItemPages.observations, (_db, _s, rows) => rows.map((r) => observationToFhir(toObservation(r, NO_NAMES)))),
  pager('DiagnosticReport', chartItemPages.labResults, async (db, scope, rows) => {
    const results = await observationIdsOfResults(db, scope.clinicId, rows.map((r) => r.id));
    return rows.map((r) => diagnosticReportToFhir(reportOf(r, results.get(r.id) ?? [])));
  }),
  pager('Immunization', chartItemPages.immunizations, (_db, _s, rows) =>
    rows.map((r) => immunizationToFhir({ id: r.id, patientId: r.patientId, codings: r.codings, text: r.text, status: r.status, occurredAt: r.occurredAt, primarySource: r.primarySource })),
  ),
  pager('Encounter', chartItemPages.encounters, (_db, _s, rows) =>
    rows.map((r) => encounterToFhir({ id: r.id, patientId: r.patientId, status: r.status, classCoding: r.classCoding ?? null, codings: r.codings, text: r.text, reasons: r.reasons, startAt: r.startAt, endAt: r.endAt })),
  ),
];

/** The record of a patient, or of every live patient of the clinic, after the Patient(s), type by type (CHART_PAGERS). */
export async function* chartResources(db: Db, scope: ItemScope): AsyncGenerator<FhirResource> {
  for (const { page } of CHART_PAGERS) {
    let afterId = 0;
    for (;;) {
      const { resources, lastId, rows } = await page(db, scope, afterId, RECORD_PAGE);
      yield* resources;
      if (rows < RECORD_PAGE || lastId === null) break;
      afterId = lastId;
    }
  }
}

/** The clinic's live patients as FHIR Patients, a page at a time (the scope's patient is not used: Patient rows are the clinic's). */
export const PATIENT_PAGER: RecordPager = pager('Patient', (db, scope, afterId, limit) => livePatientPage(db, scope.clinicId, afterId, limit), (db, _s, rows) => patientResources(db, rows));
