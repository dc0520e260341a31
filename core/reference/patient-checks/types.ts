// The patient-specific prescribing checks (issue 35, DESIGN.md §9 "Patient-specific checks"): what a
// check reads about the patient, and what it answers. One function (check-patient.ts) runs every
// check for the chart's save, the interaction page with a patient chosen, the AI assistant's tool and
// the CDS Hooks service; the chart builds the context from D1 rows, the CDS service from FHIR
// resources, both through build-context.ts.
import type { MessageDescriptor } from '../../i18n/message';
import type { Coding } from '../../schemas/coding';
import type { ClinicalLevel } from '../clinical-levels';
import type { Drug } from '../drug-classes';

/** A measured value the checks read, with where and when it was measured. */
export interface MeasuredValue {
  value: number;
  /** UCUM unit as recorded ("mL/min/{1.73_m2}", "mg/dL", "mmol/L", "ms", "kg"). */
  unit: string;
  /** ISO date (YYYY-MM-DD) of the measurement; null when the record has none. */
  date: string | null;
  /** LOINC code it was read from, when coded. */
  loinc?: string;
  /** The record's reference range upper bound (potassium's "above the range"), when recorded. */
  referenceHigh?: number;
}

/** A yes/no status with the record that says so (a coded condition or observation). */
export interface RecordedStatus {
  status: 'yes' | 'no';
  /** ISO date of the record; null when it has none. */
  date: string | null;
  /** What the record is, for the finding's basis ("Condition: Normal pregnancy (SNOMED 72892002)"). */
  evidence: string;
}

/** Everything the patient-specific checks read about one patient; null means "not in the chart". */
export interface PatientContext {
  /** ISO date the check runs on (the clinic's today): ages and value ages are counted to it. */
  asOf: string;
  ageYears: number | null;
  /** The day the age is counted to when it is not `asOf`: a deceased patient's day of death. */
  ageOn?: string;
  sex: 'female' | 'male' | null;
  weightKg: MeasuredValue | null;
  /** Latest eGFR (mL/min/1.73 m²) as recorded. */
  egfr: MeasuredValue | null;
  /** Latest serum creatinine, in mg/dL (µmol/L converted by the builder). */
  creatinineMgDl: MeasuredValue | null;
  /** Latest measured QTc (ms). */
  qtcMs: MeasuredValue | null;
  /** Latest serum potassium (mmol/L). */
  potassium: MeasuredValue | null;
  pregnancy: RecordedStatus | null;
  lactation: RecordedStatus | null;
  /** Active conditions (Beers' condition-specific table, and pregnancy when coded as a condition). */
  conditions: readonly { codings: readonly Coding[]; text?: string | null }[];
}

/** A product as the checks see it: the catalogue ingredients it contains, and how the user named it. */
export interface CheckedProduct {
  /** The chart's medication id (active list), absent for the drug being added. */
  id?: number;
  label: string;
  ingredients: readonly Drug[];
}

/** The kinds of patient-specific finding. */
export type PatientFindingKind = 'renal' | 'pregnancy' | 'lactation' | 'older-adult' | 'duplication' | 'qt' | 'potassium';

/** The patient value a finding used: its name, value and unit as read, and its date. */
export interface FindingBasis {
  /** An msg()-marked name: "eGFR", "Creatinine clearance (Cockcroft-Gault)", "Age", "QTc", "Potassium". */
  name: string;
  value: number | string;
  unit: string;
  date: string | null;
  /** Set when the value is older than the rule's source allows (said, never hidden). */
  stale?: MessageDescriptor;
}

/** One patient-specific finding. */
export interface PatientFinding {
  kind: PatientFindingKind;
  /** Stable id of the rule that fired ("renal.metformin.egfr-lt-30"): kept by CDS feedback per rule. */
  ruleId: string;
  /** DESIGN.md §9's level: contraindicated and major block the chart's save. */
  level: ClinicalLevel;
  /** Catalogue ingredient names involved (the drug being added first). */
  drugs: readonly string[];
  /** What was found, in words a physician reads in one glance; English template + values. */
  message: MessageDescriptor;
  /** What to do (the adjusted dose, the alternative the source names). */
  management?: MessageDescriptor;
  /** The primary source: label section, Beers table, LactMed record. */
  source: string;
  /** The value(s) it used, with their dates. */
  basis: readonly FindingBasis[];
}

/** The checks' answer: findings, and what could not be checked (never assumed normal). */
export interface PatientCheckResult {
  findings: PatientFinding[];
  /** One per missing value a rule needed: "No eGFR or creatinine in the chart: metformin's renal limits were not checked." */
  notChecked: MessageDescriptor[];
}

/** What every check receives: the product being added, the active list, and the patient. */
export interface PatientCheckInput {
  adding: CheckedProduct;
  active: readonly CheckedProduct[];
  patient: PatientContext;
}

/** One family of checks (renal, pregnancy and lactation, older adults, duplication, QT, potassium). */
export type PatientCheck = (input: PatientCheckInput) => PatientCheckResult;
