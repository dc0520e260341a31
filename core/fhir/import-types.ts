// What a FHIR R4 bundle import yields (DESIGN.md §8, issue 19), before anything is stored: per
// patient the demographics and chart items in the chart's own input shapes (core/schemas), each
// with the source identifiers a re-import matches on, plus counts and per-resource errors.

import type { z } from 'zod';
import type { AllergyInputSchema, MedicationInputSchema, ObservationInputSchema, ProblemInputSchema } from '../schemas/chart';
import type { Coding } from '../schemas/coding';
import type { LabResultCreate } from '../schemas/lab-results';
import type { PatientInputParsed } from '../schemas/patients';
import type { PatientDetails } from './patient-details';

/** How the source names a resource: `key` (its fullUrl, else Type/id) and every id it is known by (fullUrl, Type/id, identifier system|value). */
export interface SourceIds {
  resourceType: string;
  key: string;
  /** What a later import matches it by: its key within its source (core/fhir/source-namespace.ts); null when it has no id (matched by content). */
  name: string | null;
  ids: string[];
}

/** One mapped item with its source. */
export interface Imported<T> {
  source: SourceIds;
  item: T;
}

/** A DiagnosticReport: the report and the keys of its result Observations in this import. */
export interface ImportedDiagnosticReport {
  codings: Coding[];
  text: string | null;
  /** FHIR diagnostic-report-status, as sent. */
  status: string;
  categoryCodings: Coding[];
  effectiveAt: string | null;
  issuedAt: string | null;
  conclusion: string | null;
  /** Source keys of the result Observations (DiagnosticReport.result) found in the bundle. */
  resultKeys: string[];
  /** References in DiagnosticReport.result that are not in the bundle. */
  unresolvedResults: string[];
  /** The spec's lab-result body built from the results (null when none has a value). */
  result: Omit<LabResultCreate, 'patientId'> | null;
}

/** An Immunization. */
export interface ImportedImmunization {
  codings: Coding[];
  text: string | null;
  /** completed, entered-in-error or not-done. */
  status: string;
  occurredAt: string;
  primarySource: boolean | null;
}

/** An Encounter (visit history). */
export interface ImportedEncounter {
  status: string;
  /** Encounter.class (e.g. v3-ActCode AMB). */
  classCoding: Coding | null;
  codings: Coding[];
  text: string | null;
  reasons: { codings: Coding[]; text: string | null }[];
  startAt: string | null;
  endAt: string | null;
}

/** A Procedure. */
export interface ImportedProcedure {
  codings: Coding[];
  text: string | null;
  status: string;
  performedAt: string | null;
  performedEndAt: string | null;
}

export type ImportedProblem = z.output<typeof ProblemInputSchema>;
export type ImportedAllergy = z.output<typeof AllergyInputSchema>;
export type ImportedMedication = z.output<typeof MedicationInputSchema>;
export type ImportedObservation = z.output<typeof ObservationInputSchema>;

/** Everything imported for one patient. */
export interface PatientImport {
  /** The Patient resource's source; null when the bundle only refers to the patient (see `reference`). */
  source: SourceIds | null;
  /** For items whose patient is not in the bundle: the reference they give within their source (e.g. 'https://lab.example/fhir/Patient/123'), for the route to look up. */
  reference: string | null;
  /** The Patient's family name as sent (a match with a different one is a conflict, not the same person). */
  familyName: string | null;
  /** Demographics in the patient form's parsed shape (null when the Patient is not in the bundle). */
  patient: PatientInputParsed | null;
  /** What the Patient carries beyond the form's fields (name parts, deceased, US Core extensions); null when the Patient is not in the bundle. */
  details: PatientDetails | null;
  problems: Imported<ImportedProblem>[];
  allergies: Imported<ImportedAllergy>[];
  medications: Imported<ImportedMedication>[];
  observations: Imported<ImportedObservation>[];
  diagnosticReports: Imported<ImportedDiagnosticReport>[];
  immunizations: Imported<ImportedImmunization>[];
  encounters: Imported<ImportedEncounter>[];
  procedures: Imported<ImportedProcedure>[];
}

/** Per resource type: how many were mapped, deliberately not kept, or failed (listed in errors). */
export interface ImportCount {
  mapped: number;
  skipped: number;
  failed: number;
}

/** A resource that could not be mapped, and why. */
export interface ImportError {
  resourceType: string;
  /** The resource id, else its fullUrl, else its position (entry[n]). */
  id: string;
  reason: string;
}

/** The result of mapping a bundle. */
export interface FhirImportResult {
  bundleType: string;
  patients: PatientImport[];
  counts: Record<string, ImportCount>;
  errors: ImportError[];
  /** Entries (or references) named only `Type/id` with no source to tell whose: the import needs a named source (keys, for a message). */
  unnamed: string[];
}

/** What one resource type came to when stored. `unchanged`: matched an earlier import with the same content. */
export interface StoredImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
}

/** The answer of POST /api/fhir/import (DESIGN.md §8). */
export interface FhirImportAnswer {
  patients: { id: number; fullName: string }[];
  counts: Record<string, StoredImportCounts>;
  errors: ImportError[];
}
