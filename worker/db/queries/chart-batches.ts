import { CONTEXT_LOINCS } from '../../../core/reference/patient-checks/build-context';
import type { Db } from '../client';
import { allergiesQuery } from './allergies';
import { clinicMemberNamesQuery } from './chart-items';
import { encountersQuery, immunizationsQuery, proceduresQuery } from './history-items';
import { medicationsQuery } from './medications';
import { latestOfCodesQuery, latestVitalsQuery, observationsJsonQuery, recentLabObservationsQuery } from './observations';
import { problemsQuery } from './problems';

// A patient's structured chart read in one D1 round trip (db.batch), in the two shapes that read it.

/** Everything the chart page shows of the patient's own items, with the clinic's member names for recorders. */
export function chartItemsBatch(db: Db, clinicId: number, patientId: number) {
  return db.batch([
    problemsQuery(db, clinicId, patientId),
    allergiesQuery(db, clinicId, patientId),
    medicationsQuery(db, clinicId, patientId),
    clinicMemberNamesQuery(db, clinicId),
    observationsJsonQuery(db, clinicId, patientId),
    latestVitalsQuery(db, clinicId, patientId),
    encountersQuery(db, clinicId, patientId),
    immunizationsQuery(db, clinicId, patientId),
    proceduresQuery(db, clinicId, patientId),
  ]);
}

/** What the AI assistant is told of a patient: problems, allergies, medications, the newest `labValues` lab lines, latest vitals, and the latest value of each code the patient-specific checks read. */
export function patientContextBatch(db: Db, clinicId: number, patientId: number, labValues: number) {
  return db.batch([
    problemsQuery(db, clinicId, patientId),
    allergiesQuery(db, clinicId, patientId),
    medicationsQuery(db, clinicId, patientId),
    recentLabObservationsQuery(db, clinicId, patientId, labValues),
    latestVitalsQuery(db, clinicId, patientId),
    latestOfCodesQuery(db, clinicId, patientId, CONTEXT_LOINCS),
  ]);
}

/** What the medication-safety check reads (DESIGN.md §8, §9): active list, allergies, problems and the latest value of each code the patient checks read. */
export function medicationCheckBatch(db: Db, clinicId: number, patientId: number) {
  return db.batch([
    medicationsQuery(db, clinicId, patientId),
    allergiesQuery(db, clinicId, patientId),
    problemsQuery(db, clinicId, patientId),
    latestOfCodesQuery(db, clinicId, patientId, CONTEXT_LOINCS),
  ]);
}
