import { allergyToFhir, clinicMrnSystem, medicationToFhir, observationToFhir, patientToFhir, problemToFhir, type FhirResource } from '../../core/fhir/export-resources';
import type { Db } from '../db/client';
import { toAllergy } from '../db/queries/allergies';
import { chartItemPages, type ItemScope } from '../db/queries/fhir-read';
import { toMedication } from '../db/queries/medications';
import { toObservation } from '../db/queries/observations';
import { toPatient, type PatientRow } from '../db/queries/patients';
import { toProblem } from '../db/queries/problems';

// A patient's record (or a clinic's) as FHIR R4 resources, read page by page. Recorder names are
// not part of the FHIR resources, so none are looked up.

/** Rows read per D1 query: large enough to keep round trips few, small enough to bound memory. */
export const RECORD_PAGE = 500;

const NO_NAMES: ReadonlyMap<number, string> = new Map();

/** A patient row as a FHIR Patient of its clinic. */
export function patientResource(row: PatientRow): FhirResource {
  return patientToFhir(toPatient(row), { mrnSystem: clinicMrnSystem(row.clinicId) });
}

async function* paged<R extends { id: number }>(read: (afterId: number) => Promise<R[]>, map: (row: R) => FhirResource): AsyncGenerator<FhirResource> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId);
    for (const row of rows) yield map(row);
    if (rows.length < RECORD_PAGE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** The chart items of a patient, or of every live patient of the clinic, as Condition, AllergyIntolerance, MedicationRequest and Observation, in that order. */
export async function* chartResources(db: Db, scope: ItemScope): AsyncGenerator<FhirResource> {
  yield* paged((after) => chartItemPages.problems(db, scope, after, RECORD_PAGE), (r) => problemToFhir(toProblem(r, NO_NAMES)));
  yield* paged((after) => chartItemPages.allergies(db, scope, after, RECORD_PAGE), (r) => allergyToFhir(toAllergy(r, NO_NAMES)));
  yield* paged((after) => chartItemPages.medications(db, scope, after, RECORD_PAGE), (r) => medicationToFhir(toMedication(r, NO_NAMES)));
  yield* paged((after) => chartItemPages.observations(db, scope, after, RECORD_PAGE), (r) => observationToFhir(toObservation(r, NO_NAMES)));
}
