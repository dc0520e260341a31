import { indexBundle } from '../../core/fhir/bundle-index';
import { mapAllergy, mapCondition, mapMedication } from '../../core/fhir/import-chart-items';
import { mapObservation } from '../../core/fhir/import-observations';
import type { MapResult } from '../../core/fhir/map-result';
import { EHR_ALLERGY_STATUS, PATIENT_CONTEXT_LAB_VALUES, type ContextObservation, type PatientContext } from '../ai/prompts';
import { checkActiveMedications } from '../chart/medication-safety';
import { activeAllergies, activeMedications, deceasedOn, patientContextOf, resourcesOf } from '../cds/prefetch';
import type { ResolvedData } from '../cds/service-fetch';

// The AI assistant's patient context from a SMART launch (issue 37): the EHR's record, as the
// workspace read it, in the same shape as a clinic patient's chart (worker/ai/prompts.ts). FHIR
// resources become chart items through the FHIR import's own mappers (core/fhir), without storing
// anything; the medication check is the one the chart's context runs, on the EHR's active list,
// allergies and latest values. Marked "from <EHR>, <date>" for the prompt.

const itemsOf = <T>(results: MapResult<T>[]): T[] => results.flatMap((r) => (r.ok ? [r.item] : []));

/** The record's observations as chart observations: every field the prompt reads, null where FHIR gave nothing. */
function observationsOf(resources: ReturnType<typeof resourcesOf>) {
  return itemsOf(resources.filter((r) => r.resourceType === 'Observation').map((r) => mapObservation(r))).map((o) => {
    const component = (c: { codings: ContextObservation['codings']; text?: string | null | undefined; valueNumber?: number | null | undefined; valueText?: string | null | undefined; valueCodings?: ContextObservation['codings'] | undefined; unit?: string | null | undefined; referenceRange?: ContextObservation['referenceRange'] | undefined; interpretation?: ContextObservation['interpretation'] | undefined }) => ({
      codings: c.codings, text: c.text ?? null, valueNumber: c.valueNumber ?? null, valueText: c.valueText ?? null, valueCodings: c.valueCodings ?? [],
      unit: c.unit ?? null, referenceRange: c.referenceRange ?? null, interpretation: c.interpretation ?? null,
    });
    return { category: o.category, observation: { ...component(o), components: (o.components ?? []).map(component), effectiveAt: o.effectiveAt } satisfies ContextObservation };
  });
}

/** One key per measure: its first coding, else its name. */
const measureKey = (o: ContextObservation) => (o.codings[0] ? `${o.codings[0].system}|${o.codings[0].code}` : (o.text ?? ''));

/** The patient context of the EHR's record read at `readAt` (`ehr` the connection's name). */
export function recordAiContext(resolved: ResolvedData, ehr: string, readAt: Date): PatientContext {
  const { data, missingReasons } = resolved;
  const asOf = readAt.toISOString().slice(0, 10);
  const patient = resourcesOf(data.patient).find((r) => r.resourceType === 'Patient');
  const conditions = resourcesOf(data.conditions).filter((r) => r.resourceType === 'Condition');
  const allergies = resourcesOf(data.allergies).filter((r) => r.resourceType === 'AllergyIntolerance');
  const medicationEntries = (data.medications?.entry as unknown[] | undefined) ?? [];
  const medicationIndex = indexBundle(medicationEntries);
  const medications = resourcesOf(data.medications).filter((r) => r.resourceType === 'MedicationRequest');
  const observations = observationsOf(resourcesOf(data.observations));

  const newestFirst = (list: ContextObservation[]) => [...list].sort((a, b) => b.effectiveAt.localeCompare(a.effectiveAt));
  const vitals = new Map<string, ContextObservation>();
  for (const o of newestFirst(observations.filter((x) => x.category === 'vital-signs').map((x) => x.observation))) if (!vitals.has(measureKey(o))) vitals.set(measureKey(o), o);

  const listedAllergies = itemsOf(allergies.map((r) => mapAllergy(r)));
  // The checks' context gives the age: to the day of death for a deceased patient, none when the EHR says only that they died.
  const context = patientContextOf(patient, [...resourcesOf(data.observations), ...conditions], asOf);
  const deceased = deceasedOn(patient);
  return {
    age: context.ageYears,
    ...(deceased ? { deceased } : {}),
    sex: typeof patient?.gender === 'string' ? patient.gender : 'unknown',
    allergyStatus: EHR_ALLERGY_STATUS,
    problems: itemsOf(conditions.map((r) => mapCondition(r))).map((p) => ({ codings: p.codings, text: p.text ?? null, clinicalStatus: p.clinicalStatus, onsetDate: p.onsetDate ?? null, abatementDate: p.abatementDate ?? null })),
    allergies: listedAllergies.map((a) => ({ codings: a.codings, text: a.text ?? null, category: a.category ?? null, reaction: a.reaction ?? null, severity: a.severity ?? null, criticality: a.criticality ?? null, clinicalStatus: a.clinicalStatus })),
    medications: itemsOf(medications.map((r) => mapMedication(r, medicationIndex, new Set()))).map((m) => ({ codings: m.codings, text: m.text ?? null, dose: m.dose ?? null, route: m.route ?? null, frequency: m.frequency ?? null, status: m.status, startDate: m.startDate ?? null })),
    latestVitals: [...vitals.values()],
    labValues: newestFirst(observations.filter((x) => x.category !== 'vital-signs').map((x) => x.observation)).slice(0, PATIENT_CONTEXT_LAB_VALUES),
    labResults: [],
    // The same check as the CDS service's on the EHR's data (worker/cds/prefetch.ts), over the whole active list.
    medicationCheck: checkActiveMedications(activeMedications(medications), activeAllergies(allergies), { context }),
    fromEhr: { ehr, readOn: asOf, notRead: Object.fromEntries(Object.entries(missingReasons).filter((e): e is [string, string] => typeof e[1] === 'string')) },
  };
}
