import type { FhirImportAnswer } from '../fhir/import-types';

// SMART launch from an EHR (DESIGN.md §9 "SMART app"): what the Worker and the web page both name.
import type { PatientCalculation, UndecidedCalculator } from '../calculators/from-patient/patient-calculators';
import type { RecordCalculatorPrefill } from '../calculators/from-patient/record-prefill';

/** Why a launch stopped, as /smart/problem?reason= names it (the web page explains each). */
export const SMART_PROBLEMS = ['no-iss', 'bad-iss', 'role', 'unregistered', 'ehr-configuration', 'signed-out', 'unknown-state', 'refused', 'ehr-answer', 'token', 'no-patient', 'id-token', 'linked-elsewhere', 'framed'] as const;
export type SmartProblem = (typeof SMART_PROBLEMS)[number];

/** The data keys of a launch's record: the CDS Hooks prefetch keys, read with the same searches. */
export type SmartRecordKey = 'patient' | 'medications' | 'allergies' | 'conditions' | 'observations';

/** GET /smart/api/launches/:id: the EHR patient's record as the EHR answered it just now (FHIR R4 JSON). */
export interface SmartRecordView {
  launch: number;
  /** The EHR connection's name: the workspace says "from <EHR>, <date>". */
  ehr: string;
  ehrPatientId: string;
  fhirUser: string | null;
  fetchedAt: string;
  expiresAt: string;
  data: Partial<Record<SmartRecordKey, ({ resourceType: string } & Record<string, unknown>) | null>>;
  /** What could not be read, with the reason. */
  notFetched: Partial<Record<SmartRecordKey, string>>;
  /** Interaction, allergy and patient-specific checks on the EHR's active medications (English, as CDS cards say them); what could not be checked is an `info` check. */
  checks: { indicator: 'critical' | 'warning' | 'info'; summary: string; detail: string | null }[];
  /** The calculators filled from this record (issue 37). */
  calculators: SmartRecordCalculators;
}

/** The calculators of a launch's record: each one's prefill, and the results the record allows straight away. */
export interface SmartRecordCalculators {
  /** PREVENT, ASCVD, CHA2DS2-VASc, MELD, creatinine clearance, QTc and BMI with the values the record gave and what it lacks. */
  prefills: RecordCalculatorPrefill[];
  /** PREVENT and CHA2DS2-VASc where they apply, computed as the CDS patient-view computes them. */
  results: PatientCalculation[];
  /** Why a calculator's applicability could not be decided. */
  undecided: UndecidedCalculator[];
  /** Set when no result is computed at all: the patient is recorded as deceased (the day, or "date not recorded"). */
  deceased: string | null;
}

/** POST /smart/api/launches/:id/import: the FHIR import's answer for the EHR record, and what could not be read from the EHR (so was not imported). */
export interface SmartImportAnswer extends FhirImportAnswer {
  notRead: Partial<Record<SmartRecordKey, string>>;
}

/** GET/POST /smart/api/user-links/:launchId: the launch's EHR user (verified fhirUser) and its link to MedAssist users on this EHR connection. */
export interface SmartUserLinkView {
  /** The EHR's user, from the verified ID token; null when the EHR sent none that could be verified. */
  fhirUser: string | null;
  /** To whom that EHR user is linked. */
  linked: 'you' | 'another-user' | 'no';
  /** The EHR user the signed-in MedAssist user is linked to on this connection, if any. */
  yours: { fhirUser: string; since: string } | null;
}
