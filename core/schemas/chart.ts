import { z } from 'zod';
import { msg } from '../i18n/msg';
import type { WireMessage } from '../i18n/wire-message';
import type { AlternativeView } from '../reference/alternatives';
import type { ClinicalLevel } from '../reference/clinical-levels';
import type { FindingBasis, PatientFindingKind } from '../reference/patient-checks/types';
import type { Appointment } from './appointments';
import type { ClinicalNote } from './clinical-notes';
import { CodingListSchema, type Coding } from './coding';
import { FhirDateTimeSchema } from './fhir-dates';
import type { LabResult } from './lab-results';
import type { Patient } from './patients';

// The patient chart (DESIGN.md §8, issue 18): problems, allergies, medications and observations
// under a patient, shaped after FHIR R4 (Condition, AllergyIntolerance, MedicationRequest,
// Observation) so an import (issue 19) maps into it and exports it back unchanged. Each kind has
// GET/POST /api/patients/:id/<kind> and PATCH/DELETE /api/patients/:id/<kind>/:itemId; PATCH sends
// the fields it changes plus the `version` it read (409 when stale).

/** The four kinds of chart item, as they appear in the URL. */
export const CHART_KINDS = ['problems', 'allergies', 'medications', 'observations'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

// Each field's message is written out whole (a translated text is a literal, core/i18n/msg.ts).
const text = (max: number, message: string) => z.string().trim().max(max, message);
/** Optional free text: '' and null clear it. */
const optionalText = (max: number, message: string) =>
  text(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
const optionalDate = FhirDateTimeSchema.nullable().optional().transform((v) => (v === undefined ? undefined : v ? v : null));

/** Either a code or text names the item (a code alone, text alone, or both). */
function needsCodeOrText(message: string) {
  return (v: { codings?: Coding[] | undefined; text?: string | null | undefined }, ctx: z.RefinementCtx) => {
    if ((v.codings?.length ?? 0) === 0 && !v.text) ctx.addIssue({ code: 'custom', path: ['text'], message });
  };
}

/** Fields every chart item answers with. */
export interface ChartItemBase {
  id: number;
  patientId: number;
  version: number;
  /** When the fact was recorded at its source (FHIR recordedDate / authoredOn / issued); ISO 8601. */
  recordedAt: string;
  /** The member who entered it (null for a lab API key or an import). */
  recordedBy: number | null;
  recordedByName: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set on a soft-deleted item (only in history reads). */
  deletedAt?: string | null;
}

/** The version an edit started from (PATCH bodies). */
const VersionField = { version: z.number({ error: msg('The record version is required.') }).int().min(1) };

// ── Problems (FHIR Condition) ────────────────────────────────────────────────────────────────

/** Problem clinical status (FHIR condition-clinical: active, inactive, resolved). */
export const PROBLEM_STATUSES = ['active', 'resolved', 'inactive'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

const problemFields = {
  /** SNOMED CT and/or ICD-10-CM codings. */
  codings: CodingListSchema,
  text: optionalText(500, msg('Problem must be at most 500 characters.')),
  clinicalStatus: z.enum(PROBLEM_STATUSES, { error: msg('Status must be active, resolved or inactive.') }),
  /** Onset (FHIR onsetDateTime): a date or date and time. */
  onsetDate: optionalDate,
  /** When it ended (FHIR abatementDateTime). */
  abatementDate: optionalDate,
  recordedAt: FhirDateTimeSchema.optional(),
};

/** POST /api/patients/:id/problems. */
export const ProblemInputSchema = z
  .object({ ...problemFields, codings: CodingListSchema.default([]), clinicalStatus: problemFields.clinicalStatus.default('active') })
  .superRefine(needsCodeOrText(msg('Please enter the problem or choose a code.')));
export type ProblemInput = z.input<typeof ProblemInputSchema>;

/** PATCH /api/patients/:id/problems/:itemId: any of the fields, plus version. */
export const ProblemUpdateSchema = z.object({ ...problemFields, ...VersionField }).partial({ codings: true, clinicalStatus: true });
export type ProblemUpdate = z.input<typeof ProblemUpdateSchema>;

export interface Problem extends ChartItemBase {
  codings: Coding[];
  text: string | null;
  clinicalStatus: ProblemStatus;
  onsetDate: string | null;
  abatementDate: string | null;
}

// ── Allergies (FHIR AllergyIntolerance) ──────────────────────────────────────────────────────

export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];
/** FHIR allergy-intolerance-criticality. */
export const ALLERGY_CRITICALITIES = ['low', 'high', 'unable-to-assess'] as const;
export type AllergyCriticality = (typeof ALLERGY_CRITICALITIES)[number];
/** FHIR allergyintolerance-clinical. */
export const ALLERGY_STATUSES_CLINICAL = ['active', 'inactive', 'resolved'] as const;
export type AllergyClinicalStatus = (typeof ALLERGY_STATUSES_CLINICAL)[number];
/** FHIR allergy-intolerance-category. */
export const ALLERGY_CATEGORIES = ['food', 'medication', 'environment', 'biologic'] as const;
export type AllergyCategory = (typeof ALLERGY_CATEGORIES)[number];

const allergyFields = {
  /** The substance: SNOMED CT or RxNorm codings and/or text ("Penicillin"). */
  codings: CodingListSchema,
  text: optionalText(300, msg('Substance must be at most 300 characters.')),
  /** What happens (e.g. "Hives"). */
  reaction: optionalText(500, msg('Reaction must be at most 500 characters.')),
  severity: z.enum(ALLERGY_SEVERITIES, { error: msg('Severity must be mild, moderate or severe.') }).nullable().optional(),
  criticality: z.enum(ALLERGY_CRITICALITIES, { error: msg('Criticality must be low, high or unable to assess.') }).nullable().optional(),
  category: z.enum(ALLERGY_CATEGORIES, { error: msg('Category must be food, medication, environment or biologic.') }).nullable().optional(),
  clinicalStatus: z.enum(ALLERGY_STATUSES_CLINICAL, { error: msg('Status must be active, inactive or resolved.') }),
  onsetDate: optionalDate,
  recordedAt: FhirDateTimeSchema.optional(),
};

/** POST /api/patients/:id/allergies (adding one makes the patient's allergyStatus 'has-allergies'). */
export const AllergyInputSchema = z
  .object({ ...allergyFields, codings: CodingListSchema.default([]), clinicalStatus: allergyFields.clinicalStatus.default('active') })
  .superRefine(needsCodeOrText(msg('Please enter the substance or choose a code.')));
export type AllergyInput = z.input<typeof AllergyInputSchema>;

export const AllergyUpdateSchema = z.object({ ...allergyFields, ...VersionField }).partial({ codings: true, clinicalStatus: true });
export type AllergyUpdate = z.input<typeof AllergyUpdateSchema>;

export interface Allergy extends ChartItemBase {
  codings: Coding[];
  text: string | null;
  reaction: string | null;
  severity: AllergySeverity | null;
  criticality: AllergyCriticality | null;
  category: AllergyCategory | null;
  clinicalStatus: AllergyClinicalStatus;
  onsetDate: string | null;
}

// ── Medications (FHIR MedicationRequest) ─────────────────────────────────────────────────────

export const MEDICATION_STATUSES = ['active', 'stopped'] as const;
export type MedicationStatus = (typeof MEDICATION_STATUSES)[number];

const medicationFields = {
  /** RxNorm codings where known. */
  codings: CodingListSchema,
  /** The drug as written ("amoxicillin 500 MG Oral Capsule"). */
  text: optionalText(300, msg('Medication must be at most 300 characters.')),
  dose: optionalText(100, msg('Dose must be at most 100 characters.')),
  route: optionalText(60, msg('Route must be at most 60 characters.')),
  /** Frequency as text ("twice daily", "every 6 hours as needed"). */
  frequency: optionalText(120, msg('Frequency must be at most 120 characters.')),
  status: z.enum(MEDICATION_STATUSES, { error: msg('Status must be active or stopped.') }),
  startDate: optionalDate,
  stopDate: optionalDate,
  /** The prescriber's name as written. */
  prescriber: optionalText(120, msg('Prescriber must be at most 120 characters.')),
  recordedAt: FhirDateTimeSchema.optional(),
};

/**
 * POST /api/patients/:id/medications. The server checks the drug against the patient's active
 * medications and allergies; a severe alert without `overrideReason` answers 409
 * MedicationSafetyConflict and stores nothing.
 */
export const MedicationInputSchema = z
  .object({
    ...medicationFields,
    codings: CodingListSchema.default([]),
    status: medicationFields.status.default('active'),
    overrideReason: text(500, msg('Override reason must be at most 500 characters.')).min(5, msg('Please give a reason for the override (at least 5 characters).')).optional(),
  })
  .superRefine(needsCodeOrText(msg('Please enter the medication or choose a code.')));
export type MedicationInput = z.input<typeof MedicationInputSchema>;

/** PATCH: dose, status, dates and the rest; changing the drug itself means a new medication. */
export const MedicationUpdateSchema = z
  .object({ ...medicationFields, ...VersionField })
  .omit({ codings: true, text: true })
  .partial({ status: true });
export type MedicationUpdate = z.input<typeof MedicationUpdateSchema>;

export interface Medication extends ChartItemBase {
  codings: Coding[];
  text: string | null;
  dose: string | null;
  route: string | null;
  frequency: string | null;
  status: MedicationStatus;
  startDate: string | null;
  stopDate: string | null;
  prescriber: string | null;
  /** The prescriber's reason for saving despite a severe alert (audited). */
  overrideReason: string | null;
}

/** A patient value a finding used, as an API answer carries it (FindingBasis with its note as a wire template). */
export type WireFindingBasis = Omit<FindingBasis, 'stale'> & { stale?: WireMessage };

/** One medication-safety finding for a drug being added. */
export interface MedicationSafetyAlert {
  /**
   * interaction: with an active medication; allergy: with a recorded allergy (ingredient or class); unchecked: the drug is not in the checker;
   * renal, pregnancy, lactation, older-adult, duplication, qt, potassium: a patient-specific check (DESIGN.md §9).
   */
  kind: 'interaction' | 'allergy' | 'unchecked' | PatientFindingKind;
  /** DESIGN.md §9's four levels: contraindicated and major block the save until an override reason is given; 'unchecked' alerts are 'moderate' (shown, not blocking). */
  severity: ClinicalLevel;
  message: string;
  /** The checker's ingredient names involved, e.g. ['Warfarin', 'Aspirin']. */
  drugs?: string[];
  /** The active medication it interacts with. */
  medicationId?: number;
  /** The allergy it matches. */
  allergyId?: number;
  /** What to do (the checker's management text). */
  management?: string;
  /** Where the rule comes from (label section, guideline), for allergy alerts. */
  source?: string;
  /** A patient-specific finding's rule ("renal.metformin.egfr-lt-30"). */
  ruleId?: string;
  /** `message` as an English template and values, for the reader's language (patient-specific findings). */
  template?: WireMessage;
  /** `management` as a template, likewise. */
  managementTemplate?: WireMessage;
  /** The patient values a patient-specific finding used, with their dates (and a note when older than the source allows). */
  basis?: WireFindingBasis[];
  /** Drugs the rule's source names to use instead of one of `drugs`, each with that source (core/reference/alternatives.ts). */
  alternatives?: AlternativeView[];
}

/** The 409 answer of POST /api/patients/:id/medications when a severe alert has no override. */
export interface MedicationSafetyConflict {
  message: string;
  alerts: MedicationSafetyAlert[];
  /** What the checker could not check (medications, ingredients of combinations, drug allergies, patient values the chart lacks, in English); never blocks. */
  notChecked: string[];
  /** The patient-specific checks' entries of `notChecked` as templates, for the reader's language. */
  patientNotChecked: WireMessage[];
}

/** The 201 answer of POST /api/patients/:id/medications: the stored medication and any alerts (moderate, mild, unchecked, or overridden severe). */
export interface MedicationCreated {
  medication: Medication;
  alerts: MedicationSafetyAlert[];
  /** What the checker could not check; empty for a medication recorded as already stopped. */
  notChecked: string[];
  /** The patient-specific checks' entries of `notChecked` as templates. */
  patientNotChecked: WireMessage[];
}

/**
 * POST /api/patients/:id/medication-check: the patient-specific checks (DESIGN.md §9) of drugs chosen
 * on the interaction checker, each as if added to the patient's active medications and the others.
 */
export const PatientMedicationCheckSchema = z.object({
  medications: z
    .array(text(200, msg('Medication must be at most 200 characters.')).min(1, msg('Please enter the medication or choose a code.')), { error: msg('Please give the medications to check.') })
    .min(1, msg('Please give the medications to check.'))
    .max(10, msg('At most 10 medications can be checked at once.')),
});
export type PatientMedicationCheckInput = z.input<typeof PatientMedicationCheckSchema>;

/** The answer: the patient-specific findings, and what could not be checked (English, and as templates). */
export interface PatientMedicationCheck {
  alerts: MedicationSafetyAlert[];
  notChecked: string[];
  patientNotChecked: WireMessage[];
}

// ── Observations (FHIR Observation) ──────────────────────────────────────────────────────────

/** FHIR observation-category codes (vital signs, labs, surveys and the rest Synthea sends). */
export const OBSERVATION_CATEGORIES = ['vital-signs', 'laboratory', 'survey', 'exam', 'social-history', 'imaging', 'procedure', 'therapy', 'activity'] as const;
export type ObservationCategory = (typeof OBSERVATION_CATEGORIES)[number];

/** HL7 v2/FHIR interpretation flags: high, low, critical high, critical low, abnormal, critical abnormal, normal. */
export const INTERPRETATIONS = ['H', 'L', 'HH', 'LL', 'A', 'AA', 'N'] as const;
export type Interpretation = (typeof INTERPRETATIONS)[number];

/** FHIR observation-status. */
export const OBSERVATION_STATUSES = ['registered', 'preliminary', 'final', 'amended', 'corrected', 'cancelled', 'entered-in-error', 'unknown'] as const;
export type ObservationStatus = (typeof OBSERVATION_STATUSES)[number];

/** A reference range: numeric bounds in the value's unit and/or text ("<200"). */
export const ReferenceRangeSchema = z.object({
  low: z.number({ error: msg('The range low must be a number.') }).finite().optional(),
  high: z.number({ error: msg('The range high must be a number.') }).finite().optional(),
  text: text(80, msg('Reference range must be at most 80 characters.')).optional(),
});
export type ReferenceRange = z.infer<typeof ReferenceRangeSchema>;

/**
 * A value: a number with its UCUM unit (valueQuantity; kept at full precision), text
 * (valueString) or a coded answer (valueCodeableConcept, e.g. SNOMED "Never smoker").
 */
const valueFields = {
  valueNumber: z.number({ error: msg('The value must be a number.') }).finite(msg('The value must be a number.')).nullable().optional(),
  valueText: optionalText(500, msg('Value must be at most 500 characters.')),
  valueCodings: CodingListSchema.optional(),
  /** UCUM code (system http://unitsofmeasure.org), e.g. 'mm[Hg]', 'kg', 'Cel', 'mg/dL'. */
  unit: optionalText(40, msg('Unit must be at most 40 characters.')),
  referenceRange: ReferenceRangeSchema.nullable().optional(),
  interpretation: z.enum(INTERPRETATIONS, { error: msg('Interpretation must be H, L, HH, LL, A, AA or N.') }).nullable().optional(),
};

/** One component of a panel (blood pressure 85354-9 or 55284-4: systolic 8480-6, diastolic 8462-4). */
export const ObservationComponentSchema = z
  .object({ codings: CodingListSchema.default([]), text: optionalText(200, msg('Component name must be at most 200 characters.')), ...valueFields })
  .superRefine(needsCodeOrText(msg('Each component needs a code or a name.')));
export type ObservationComponentInput = z.input<typeof ObservationComponentSchema>;

function hasValue(v: { valueNumber?: number | null | undefined; valueText?: string | null | undefined; valueCodings?: Coding[] | undefined; components?: unknown[] | undefined }): boolean {
  return (v.valueNumber ?? null) !== null || !!v.valueText || (v.valueCodings?.length ?? 0) > 0 || (v.components?.length ?? 0) > 0;
}

const observationFields = {
  category: z.enum(OBSERVATION_CATEGORIES, { error: msg('Category must be vital-signs, laboratory, survey or another FHIR observation category.') }),
  /** LOINC codings of what was measured. */
  codings: CodingListSchema,
  /** The name as written ("Hemoglobin A1c"). */
  text: optionalText(200, msg('Observation name must be at most 200 characters.')),
  status: z.enum(OBSERVATION_STATUSES, { error: msg('Status must be a FHIR observation status such as final.') }),
  ...valueFields,
  components: z.array(ObservationComponentSchema).max(10, msg('At most 10 components.')).optional(),
  /** When it was measured or collected (FHIR effectiveDateTime), kept exactly as given. */
  effectiveAt: FhirDateTimeSchema,
  recordedAt: FhirDateTimeSchema.optional(),
};

/** POST /api/patients/:id/observations. */
export const ObservationInputSchema = z
  .object({ ...observationFields, codings: CodingListSchema.default([]), status: observationFields.status.default('final') })
  .superRefine(needsCodeOrText(msg('Please enter what was measured or choose a LOINC code.')))
  .superRefine((v, ctx) => {
    if (!hasValue(v)) ctx.addIssue({ code: 'custom', path: ['valueNumber'], message: msg('Please enter a value.') });
  });
export type ObservationInput = z.input<typeof ObservationInputSchema>;

export const ObservationUpdateSchema = z
  .object({ ...observationFields, ...VersionField })
  .partial({ category: true, codings: true, status: true, effectiveAt: true });
export type ObservationUpdate = z.input<typeof ObservationUpdateSchema>;

export interface ObservationComponent {
  codings: Coding[];
  text: string | null;
  valueNumber: number | null;
  valueText: string | null;
  valueCodings: Coding[];
  unit: string | null;
  referenceRange: ReferenceRange | null;
  interpretation: Interpretation | null;
}

export interface Observation extends ChartItemBase, ObservationComponent {
  category: ObservationCategory;
  status: ObservationStatus;
  components: ObservationComponent[];
  /** FHIR dateTime exactly as given. */
  effectiveAt: string;
  /** The lab result (POST /api/lab-results) this value came from, if any. */
  labResultId: number | null;
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────────

/** GET /api/patients/:id/<kind>: `history=true` also lists soft-deleted items. */
export const ChartListQuerySchema = z.object({
  history: z.enum(['true', 'false']).optional(),
});

/** GET /api/patients/:id/chart: the whole chart in one answer. */
/** A visit (FHIR Encounter), imported: class, type (`codings`/`text`), reasons, period. */
export interface Encounter extends ChartItemBase {
  codings: Coding[];
  text: string | null;
  /** FHIR encounter-status as received. */
  status: string;
  classCoding: Coding | null;
  reasons: { codings: Coding[]; text: string | null }[];
  startAt: string | null;
  endAt: string | null;
}

/** A vaccination (FHIR Immunization), imported. */
export interface Immunization extends ChartItemBase {
  codings: Coding[];
  text: string | null;
  /** completed, not-done. */
  status: string;
  occurredAt: string;
  primarySource: boolean | null;
}

/** A procedure (FHIR Procedure), imported. */
export interface Procedure extends ChartItemBase {
  codings: Coding[];
  text: string | null;
  /** FHIR event-status as received. */
  status: string;
  performedAt: string | null;
  performedEndAt: string | null;
}

export interface PatientChart {
  patient: Patient;
  /** Every problem (active first, then resolved/inactive), not deleted. */
  problems: Problem[];
  allergies: Allergy[];
  /** Active first, then stopped; newest start first within each. */
  medications: Medication[];
  /** Every observation, newest effective time first. */
  observations: Observation[];
  /** The newest vital-sign observation for each VITAL_SIGNS code present, in VITAL_SIGNS order. */
  latestVitals: Observation[];
  /** Lab and imaging results, newest first. */
  results: LabResult[];
  /** Clinical notes, newest first. */
  notes: ClinicalNote[];
  /** Appointments, newest first. */
  appointments: Appointment[];
  /** Imported history (POST /api/fhir/import), newest first. */
  encounters: Encounter[];
  immunizations: Immunization[];
  procedures: Procedure[];
}
