// The chart (core/schemas/chart.ts, patients.ts) and the imported history written as FHIR R4
// resources (http://hl7.org/fhir/R4/): Patient, Condition, AllergyIntolerance, MedicationRequest,
// Observation (with components), DiagnosticReport, Immunization, Encounter. Codings, values and
// times go out exactly as stored, so an import comes back out unchanged.

import type { Allergy, Medication, Observation, ObservationComponent, Problem, ReferenceRange } from '../schemas/chart';
import { UCUM, type Coding } from '../schemas/coding';
import type { Patient } from '../schemas/patients';
import type { ImportedDiagnosticReport, ImportedEncounter, ImportedImmunization } from './import-types';
import { IDENTIFIER_TYPE_SYSTEM } from './import-patient';
import { OBSERVATION_CATEGORY_SYSTEM } from './import-observations';
import { deceasedToFhir, humanName, NO_PATIENT_DETAILS, type PatientDetails } from './patient-details';
import { CLINICAL_RESULT_CATEGORIES, metaWith, US_CORE_PROFILES } from './us-core-profiles';

/** A FHIR resource as JSON. */
export type FhirResource = { resourceType: string; id?: string } & Record<string, unknown>;

/** A stored diagnostic report: the imported report with its id and the ids of its result observations. */
export type StoredDiagnosticReport = Omit<ImportedDiagnosticReport, 'resultKeys' | 'unresolvedResults' | 'result'> & { id: number; patientId: number; resultObservationIds: number[] };
/** A stored immunization. */
export type StoredImmunization = ImportedImmunization & { id: number; patientId: number };
/** A stored encounter. */
export type StoredEncounter = ImportedEncounter & { id: number; patientId: number };

/** How the clinic's own identifiers are written (a system URI per clinic, e.g. urn:medassist:clinic:7:mrn). */
export interface PatientExportOptions {
  mrnSystem: string;
  /** Identifiers the patient was imported with (system|value), given back so other systems recognise them. */
  sourceIdentifiers?: { system: string; value: string }[];
  /** What an import kept beyond the form's fields (name parts, deceased, US Core extensions). */
  details?: PatientDetails;
}

/** The identifier system of a clinic's record numbers (its own URI: record numbers are unique only within a clinic). */
export function clinicMrnSystem(clinicId: number): string {
  return `urn:medassist:clinic:${Math.trunc(clinicId)}:mrn`;
}

const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';
/** HL7 v2 table 0074 (diagnostic service section): LAB for a laboratory report, RAD for imaging. */
export const SERVICE_SECTION = 'http://terminology.hl7.org/CodeSystem/v2-0074';
/** DiagnosticReport statuses after which US Core asks for effective and issued (us-core-8, us-core-9). */
const REPORTED_STATUSES = ['partial', 'preliminary', 'final', 'amended', 'corrected', 'appended'];
const ALLERGY_CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
// FHIR instant: seconds and a zone are required (http://hl7.org/fhir/R4/datatypes.html#instant).
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function concept(codings: readonly Coding[], text: string | null | undefined): Record<string, unknown> {
  return { ...(codings.length ? { coding: codings.map((c) => ({ system: c.system, code: c.code, ...(c.display ? { display: c.display } : {}) })) } : {}), ...(text ? { text } : {}) };
}

function patientRef(patientId: number): { reference: string } {
  return { reference: `Patient/${patientId}` };
}

/** Patient: identifiers (the clinic's MRN typed MR, then the source's), name, sex, birth date, deceased, contact details, language, emergency contact, US Core extensions. */
export function patientToFhir(patient: Patient, options: PatientExportOptions): FhirResource {
  const details = options.details ?? NO_PATIENT_DETAILS;
  const identifiers = [
    { type: { coding: [{ system: IDENTIFIER_TYPE_SYSTEM, code: 'MR', display: 'Medical Record Number' }], text: 'Medical Record Number' }, system: options.mrnSystem, value: patient.mrn },
    ...(options.sourceIdentifiers ?? []).filter((i) => i.value).map((i) => ({ ...(i.system ? { system: i.system } : {}), value: i.value })),
  ];
  const telecom = [
    ...(patient.contactNumber ? [{ system: 'phone', value: patient.contactNumber }] : []),
    ...(patient.email ? [{ system: 'email', value: patient.email }] : []),
  ];
  const a = patient.address;
  const address = a && (a.line.length || a.city || a.state || a.postalCode || a.country) ? [{ ...(a.line.length ? { line: a.line } : {}), ...(a.city ? { city: a.city } : {}), ...(a.state ? { state: a.state } : {}), ...(a.postalCode ? { postalCode: a.postalCode } : {}), ...(a.country ? { country: a.country } : {}) }] : [];
  const ec = patient.emergencyContact;
  return {
    resourceType: 'Patient',
    id: String(patient.id),
    // US Core asks a system for every identifier; an imported one sent without a system is given back as it came, unprofiled.
    meta: metaWith({ lastUpdated: patient.updatedAt }, identifiers.every((i) => i.system) ? US_CORE_PROFILES.patient : null),
    ...(details.usCoreExtensions.length ? { extension: details.usCoreExtensions } : {}),
    identifier: identifiers,
    name: [humanName(patient.fullName, details.nameParts)],
    ...(telecom.length ? { telecom } : {}),
    gender: patient.sex,
    birthDate: patient.birthDate,
    ...deceasedToFhir(details.deceased),
    ...(address.length ? { address } : {}),
    ...(ec
      ? {
          contact: [
            {
              relationship: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0131', code: 'C', display: 'Emergency Contact' }], ...(ec.relationship ? { text: ec.relationship } : {}) }],
              name: { text: ec.name },
              ...(ec.phone ? { telecom: [{ system: 'phone', value: ec.phone }] } : {}),
            },
          ],
        }
      : {}),
    ...(patient.preferredLanguage ? { communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: patient.preferredLanguage }] }, preferred: true }] } : {}),
  };
}

/** Condition from a problem: every problem is on the patient's problem list (category problem-list-item), imported ones too. */
export function problemToFhir(problem: Problem): FhirResource {
  return {
    resourceType: 'Condition',
    id: String(problem.id),
    meta: metaWith({ lastUpdated: problem.updatedAt, versionId: String(problem.version) }, US_CORE_PROFILES.problem),
    clinicalStatus: { coding: [{ system: CONDITION_CLINICAL, code: problem.clinicalStatus }] },
    category: [{ coding: [{ system: CONDITION_CATEGORY, code: 'problem-list-item', display: 'Problem List Item' }] }],
    code: concept(problem.codings, problem.text),
    subject: patientRef(problem.patientId),
    ...(problem.onsetDate ? { onsetDateTime: problem.onsetDate } : {}),
    ...(problem.abatementDate ? { abatementDateTime: problem.abatementDate } : {}),
    recordedDate: problem.recordedAt,
  };
}

/** AllergyIntolerance from an allergy (a reaction is written only when its manifestation is known). */
export function allergyToFhir(allergy: Allergy): FhirResource {
  return {
    resourceType: 'AllergyIntolerance',
    id: String(allergy.id),
    meta: metaWith({ lastUpdated: allergy.updatedAt, versionId: String(allergy.version) }, US_CORE_PROFILES.allergy),
    clinicalStatus: { coding: [{ system: ALLERGY_CLINICAL, code: allergy.clinicalStatus }] },
    ...(allergy.category ? { category: [allergy.category] } : {}),
    ...(allergy.criticality ? { criticality: allergy.criticality } : {}),
    code: concept(allergy.codings, allergy.text),
    patient: patientRef(allergy.patientId),
    ...(allergy.onsetDate ? { onsetDateTime: allergy.onsetDate } : {}),
    recordedDate: allergy.recordedAt,
    ...(allergy.reaction ? { reaction: [{ manifestation: [{ text: allergy.reaction }], ...(allergy.severity ? { severity: allergy.severity } : {}) }] } : {}),
  };
}

/** MedicationRequest from a medication: dose, route and frequency as the dosage text. */
export function medicationToFhir(medication: Medication): FhirResource {
  const dosageText = [medication.dose, medication.route, medication.frequency].filter(Boolean).join(', ');
  return {
    resourceType: 'MedicationRequest',
    id: String(medication.id),
    // US Core asks an order for its requester (us-core-21): a medication without a prescriber claims no profile.
    meta: metaWith({ lastUpdated: medication.updatedAt, versionId: String(medication.version) }, medication.prescriber ? US_CORE_PROFILES.medicationRequest : null),
    status: medication.status,
    intent: 'order',
    medicationCodeableConcept: concept(medication.codings, medication.text),
    subject: patientRef(medication.patientId),
    authoredOn: medication.recordedAt,
    ...(medication.prescriber ? { requester: { display: medication.prescriber } } : {}),
    ...(dosageText || medication.route ? { dosageInstruction: [{ ...(dosageText ? { text: dosageText } : {}), ...(medication.route ? { route: { text: medication.route } } : {}) }] } : {}),
    ...(medication.startDate || medication.stopDate
      ? { dispenseRequest: { validityPeriod: { ...(medication.startDate ? { start: medication.startDate } : {}), ...(medication.stopDate ? { end: medication.stopDate } : {}) } } }
      : {}),
  };
}

function rangeToFhir(range: ReferenceRange | null, unit: string | null): Record<string, unknown>[] {
  if (!range) return [];
  const q = (value: number) => ({ value, ...(unit ? { unit, system: UCUM, code: unit } : {}) });
  return [{ ...(range.low !== undefined ? { low: q(range.low) } : {}), ...(range.high !== undefined ? { high: q(range.high) } : {}), ...(range.text ? { text: range.text } : {}) }];
}

function valueToFhir(v: ObservationComponent): Record<string, unknown> {
  if (v.valueNumber !== null) return { valueQuantity: { value: v.valueNumber, ...(v.unit ? { unit: v.unit, system: UCUM, code: v.unit } : {}) } };
  if (v.valueCodings.length) return { valueCodeableConcept: concept(v.valueCodings, v.valueText) };
  if (v.valueText) return { valueString: v.valueText };
  return {};
}

function measured(v: ObservationComponent): Record<string, unknown> {
  const range = rangeToFhir(v.referenceRange, v.unit);
  return {
    ...valueToFhir(v),
    ...(v.interpretation ? { interpretation: [{ coding: [{ system: INTERPRETATION_SYSTEM, code: v.interpretation }] }] } : {}),
    ...(range.length ? { referenceRange: range } : {}),
  };
}

/** The US Core profile an observation meets: a lab result, vital signs or another clinical result; survey and social-history answers claim none. */
function observationProfile(observation: Observation): string | null {
  if (observation.category === 'vital-signs') return US_CORE_PROFILES.vitalSigns;
  if (observation.category === 'laboratory') return US_CORE_PROFILES.labObservation;
  return CLINICAL_RESULT_CATEGORIES.includes(observation.category) ? US_CORE_PROFILES.clinicalResult : null;
}

/** Observation with its components (a blood pressure panel's systolic and diastolic). */
export function observationToFhir(observation: Observation): FhirResource {
  return {
    resourceType: 'Observation',
    id: String(observation.id),
    meta: metaWith({ lastUpdated: observation.updatedAt, versionId: String(observation.version) }, observationProfile(observation)),
    status: observation.status,
    category: [{ coding: [{ system: OBSERVATION_CATEGORY_SYSTEM, code: observation.category }] }],
    code: concept(observation.codings, observation.text),
    subject: patientRef(observation.patientId),
    effectiveDateTime: observation.effectiveAt,
    ...(INSTANT_RE.test(observation.recordedAt) ? { issued: observation.recordedAt } : {}),
    ...measured(observation),
    ...(observation.components.length ? { component: observation.components.map((c) => ({ code: concept(c.codings, c.text), ...measured(c) })) } : {}),
  };
}

/** A laboratory report (category LAB) that says when it was taken and issued, as US Core asks once it is reported. */
function isUsCoreLabReport(report: StoredDiagnosticReport): boolean {
  const lab = report.categoryCodings.some((c) => c.system === SERVICE_SECTION && c.code === 'LAB');
  const issued = report.issuedAt !== null && INSTANT_RE.test(report.issuedAt);
  return lab && (!REPORTED_STATUSES.includes(report.status) || (report.effectiveAt !== null && issued));
}

/** DiagnosticReport referencing its result Observations. */
export function diagnosticReportToFhir(report: StoredDiagnosticReport): FhirResource {
  return {
    resourceType: 'DiagnosticReport',
    id: String(report.id),
    ...(isUsCoreLabReport(report) ? { meta: { profile: [US_CORE_PROFILES.labReport] } } : {}),
    status: report.status,
    ...(report.categoryCodings.length ? { category: [concept(report.categoryCodings, null)] } : {}),
    code: concept(report.codings, report.text),
    subject: patientRef(report.patientId),
    ...(report.effectiveAt ? { effectiveDateTime: report.effectiveAt } : {}),
    ...(report.issuedAt && INSTANT_RE.test(report.issuedAt) ? { issued: report.issuedAt } : {}),
    ...(report.resultObservationIds.length ? { result: report.resultObservationIds.map((id) => ({ reference: `Observation/${id}` })) } : {}),
    ...(report.conclusion ? { conclusion: report.conclusion } : {}),
  };
}

/** Immunization. */
export function immunizationToFhir(immunization: StoredImmunization): FhirResource {
  return {
    resourceType: 'Immunization',
    id: String(immunization.id),
    meta: { profile: [US_CORE_PROFILES.immunization] },
    status: immunization.status,
    vaccineCode: concept(immunization.codings, immunization.text),
    patient: patientRef(immunization.patientId),
    occurrenceDateTime: immunization.occurredAt,
    ...(immunization.primarySource !== null ? { primarySource: immunization.primarySource } : {}),
  };
}

/** Encounter; FHIR R4 requires a class, so one never recorded goes out as v3-NullFlavor UNK. */
export function encounterToFhir(encounter: StoredEncounter): FhirResource {
  const cls = encounter.classCoding ?? { system: 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor', code: 'UNK', display: 'unknown' };
  return {
    resourceType: 'Encounter',
    id: String(encounter.id),
    // US Core asks every encounter for a type.
    ...(encounter.codings.length || encounter.text ? { meta: { profile: [US_CORE_PROFILES.encounter] } } : {}),
    status: encounter.status,
    class: cls,
    ...(encounter.codings.length || encounter.text ? { type: [concept(encounter.codings, encounter.text)] } : {}),
    subject: patientRef(encounter.patientId),
    ...(encounter.startAt || encounter.endAt ? { period: { ...(encounter.startAt ? { start: encounter.startAt } : {}), ...(encounter.endAt ? { end: encounter.endAt } : {}) } } : {}),
    ...(encounter.reasons.length ? { reasonCode: encounter.reasons.map((r) => concept(r.codings, r.text)) } : {}),
  };
}
