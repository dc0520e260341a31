// The EHR's FHIR R4 data, as the chart's checks read it: prefetched resources (a resource or a
// searchset Bundle per key) become the medication-safety check's concepts and the patient-specific
// checks' PatientContext (core/reference/patient-checks/from-fhir.ts, build-context.ts).
import { buildPatientContext } from '../../core/reference/patient-checks/build-context';
import { patientRecordFromFhir } from '../../core/reference/patient-checks/from-fhir';
import type { PatientContext } from '../../core/reference/patient-checks/types';
import type { Coding } from '../../core/schemas/coding';
import type { CodedConcept, RecordedAllergyConcept } from '../chart/medication-safety';
import type { FhirResource } from './service-request';

interface FhirConcept {
  coding?: { system?: unknown; code?: unknown; display?: unknown }[];
  text?: unknown;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** The codings and text of a CodeableConcept (codings without system or code are dropped). */
export function conceptOf(concept: unknown): CodedConcept {
  const c = (concept ?? {}) as FhirConcept;
  const codings: Coding[] = (Array.isArray(c.coding) ? c.coding : []).flatMap((x) => {
    const system = str(x?.system);
    const code = str(x?.code);
    const display = str(x?.display);
    return system && code ? [{ system, code, ...(display ? { display } : {}) }] : [];
  });
  // A coding with only a display still names the product: it is read as text.
  const displays = (Array.isArray(c.coding) ? c.coding : []).flatMap((x) => (!str(x?.system) || !str(x?.code) ? (str(x?.display) ?? []) : []));
  return { codings, text: str(c.text) ?? displays[0] ?? null };
}

/** The resources of a prefetch value: the resource itself, or a Bundle's entries. */
export function resourcesOf(value: FhirResource | null | undefined): FhirResource[] {
  if (!value) return [];
  if (value.resourceType !== 'Bundle') return [value];
  const entries = Array.isArray(value.entry) ? (value.entry as { resource?: unknown }[]) : [];
  return entries.flatMap((e) => (e && typeof e.resource === 'object' && e.resource !== null && typeof (e.resource as FhirResource).resourceType === 'string' ? [e.resource as FhirResource] : []));
}

/** "MedicationRequest/abc" for a resource with an id. */
export const referenceOf = (r: FhirResource): string | null => (typeof r.id === 'string' ? `${r.resourceType}/${r.id}` : null);

/**
 * What a MedicationRequest orders: its medicationCodeableConcept, a contained Medication it
 * references, or the reference's display text. Empty (no codings, no text) when it names nothing.
 */
export function medicationConcept(request: FhirResource): CodedConcept {
  if (request.medicationCodeableConcept) return conceptOf(request.medicationCodeableConcept);
  const ref = request.medicationReference as { reference?: unknown; display?: unknown } | undefined;
  const target = str(ref?.reference);
  if (target?.startsWith('#')) {
    const contained = (Array.isArray(request.contained) ? (request.contained as FhirResource[]) : []).find((r) => r?.resourceType === 'Medication' && r.id === target.slice(1));
    if (contained?.code) return conceptOf(contained.code);
  }
  return { codings: [], text: str(ref?.display) ?? null };
}

/** The day (or "date not recorded") a Patient's deceased[x] gives, or null for a patient not recorded as deceased. */
export function deceasedOn(patient: FhirResource | undefined): string | null {
  const at = patient?.deceasedDateTime;
  if (typeof at === 'string' && at) return at.slice(0, 10);
  return patient?.deceasedBoolean === true ? 'date not recorded' : null;
}

export const namesSomething = (concept: CodedConcept): boolean => concept.codings.length > 0 || !!concept.text;

/** Statuses of a MedicationRequest the patient is taking (US Core: active; on-hold is still prescribed). */
const TAKING = new Set(['active', 'on-hold']);

/** The active medications of a prefetch, numbered for the check (its ids are positions). */
export function activeMedications(resources: readonly FhirResource[]): (CodedConcept & { id: number; reference: string | null })[] {
  return resources
    .filter((r) => r.resourceType === 'MedicationRequest' && TAKING.has(String(r.status ?? 'active')))
    .map((r, i) => ({ ...medicationConcept(r), id: i + 1, reference: referenceOf(r) }))
    .filter(namesSomething);
}

const firstCode = (concept: unknown): string | undefined => {
  const c = concept as FhirConcept | undefined;
  return str(c?.coding?.[0]?.code);
};

/** The drug allergies that still hold: active (or no status), not refuted or entered in error. */
export function activeAllergies(resources: readonly FhirResource[]): (RecordedAllergyConcept & { id: number; category: string | null })[] {
  return resources
    .filter((r) => r.resourceType === 'AllergyIntolerance')
    .filter((r) => {
      const clinical = firstCode(r.clinicalStatus);
      const verification = firstCode(r.verificationStatus);
      return (!clinical || clinical === 'active') && verification !== 'refuted' && verification !== 'entered-in-error';
    })
    .map((r, i) => {
      const reaction = (r.reaction as { manifestation?: FhirConcept[]; description?: unknown }[] | undefined)?.[0];
      const manifestation = reaction?.manifestation?.[0];
      const reactionText = str(manifestation?.text) ?? str(manifestation?.coding?.[0]?.display) ?? str(reaction?.description);
      const category = Array.isArray(r.category) ? str(r.category[0]) : undefined;
      return { ...conceptOf(r.code), id: i + 1, category: category ?? null, ...(reactionText ? { reaction: reactionText } : {}) };
    })
    .filter(namesSomething);
}

/** The patient-specific checks' context from the Patient, Observations and Conditions, as of `asOf`. */
export function patientContextOf(patient: FhirResource | undefined, resources: readonly FhirResource[], asOf: string): PatientContext {
  return buildPatientContext(patientRecordFromFhir(patient ?? { resourceType: 'Patient' }, resources), asOf);
}
