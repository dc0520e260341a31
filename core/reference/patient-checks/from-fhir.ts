// FHIR R4 Patient, Observation and Condition resources (an EHR's, for the CDS Hooks service) as the
// neutral record build-context.ts reads: the same builder, and so the same checks, as the chart's.
import type { Coding } from '../../schemas/coding';
import { LOINC } from '../../schemas/coding';
import { isFhirDateTime } from '../../schemas/fhir-dates';
import type { PatientRecord, RecordCondition, RecordObservation } from './build-context';

/** The parts of a FHIR R4 resource this mapping reads (anything else is ignored). */
type FhirResource = Record<string, unknown> & { resourceType?: unknown };

interface FhirCodeableConcept {
  coding?: { system?: string; code?: string; display?: string }[];
  text?: string;
}

const codingsOf = (concept: unknown): Coding[] =>
  ((concept as FhirCodeableConcept | undefined)?.coding ?? []).flatMap((c) => (typeof c?.system === 'string' && typeof c.code === 'string' ? [{ system: c.system, code: c.code, ...(c.display ? { display: c.display } : {}) }] : []));

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A FHIR Observation as the builder reads it (valueQuantity or valueCodeableConcept). */
export function observationRecord(o: FhirResource): RecordObservation {
  const quantity = o.valueQuantity as { value?: unknown; unit?: unknown; code?: unknown } | undefined;
  const range = (o.referenceRange as { high?: { value?: unknown } }[] | undefined)?.[0];
  return {
    loinc: codingsOf(o.code)
      .filter((c) => c.system === LOINC)
      .map((c) => c.code),
    value: num(quantity?.value),
    valueCodings: codingsOf(o.valueCodeableConcept),
    // The UCUM code where given (the unit text is for display), else the text.
    unit: str(quantity?.code) ?? str(quantity?.unit),
    date: str(o.effectiveDateTime) ?? str((o.effectivePeriod as { start?: unknown } | undefined)?.start) ?? str(o.effectiveInstant) ?? str(o.issued),
    referenceHigh: num(range?.high?.value),
    status: str(o.status),
  };
}

/**
 * An Observation and its components (a blood pressure panel's systolic value): each component with a
 * code is read as an observation of its own, with the panel's date and status.
 */
export function observationRecords(o: FhirResource): RecordObservation[] {
  const parent = observationRecord(o);
  const components = Array.isArray(o.component) ? (o.component as FhirResource[]) : [];
  const parts = components.map((c) => ({ ...observationRecord(c), date: parent.date, status: parent.status })).filter((c) => c.loinc.length > 0);
  return [parent, ...parts];
}

/** A FHIR Condition as the builder reads it; one refuted or entered in error is not a condition. */
export function conditionRecord(c: FhirResource): RecordCondition | null {
  const verification = codingsOf(c.verificationStatus)[0]?.code;
  if (verification === 'refuted' || verification === 'entered-in-error') return null;
  return {
    codings: codingsOf(c.code),
    text: str((c.code as FhirCodeableConcept | undefined)?.text),
    clinicalStatus: codingsOf(c.clinicalStatus)[0]?.code ?? null,
    date: str(c.onsetDateTime) ?? str((c.onsetPeriod as { start?: unknown } | undefined)?.start) ?? str(c.recordedDate),
  };
}

/** The neutral record of one patient from their FHIR R4 resources (others in the list are skipped). */
export function patientRecordFromFhir(patient: FhirResource, resources: readonly FhirResource[]): PatientRecord {
  return {
    birthDate: str(patient.birthDate),
    gender: str(patient.gender),
    observations: resources.filter((r) => r.resourceType === 'Observation').flatMap(observationRecords),
    conditions: resources.filter((r) => r.resourceType === 'Condition').flatMap((r) => conditionRecord(r) ?? []),
    deceased: deceasedOf(patient),
  };
}

/** Patient.deceased[x]: the day of death; `on: null` for a bare yes or a dateTime without its day ("2016"); null when not recorded as deceased. */
function deceasedOf(patient: FhirResource): PatientRecord['deceased'] {
  const at = str(patient.deceasedDateTime);
  if (at) return { on: isFhirDateTime(at) && at.length >= 10 ? at.slice(0, 10) : null };
  return patient.deceasedBoolean === true ? { on: null } : null;
}
