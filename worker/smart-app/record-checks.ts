import type { PatientData } from '../cds/service-answer';
import { answerHook } from '../cds/service-answer';
import type { FhirResource } from '../cds/service-request';
import type { ResolvedData } from '../cds/service-fetch';

// The checks the SMART workspace shows on the EHR's active medication list: the same knowledge and
// card texts as the CDS Hooks service. Each active medication is judged as order-sign judges a draft
// order — against the medications before it (each pair once), the allergies, and the patient's
// age, sex, renal function, pregnancy, QTc and potassium from the EHR's record.

export interface RecordCheck {
  indicator: 'critical' | 'warning' | 'info';
  summary: string;
  detail: string | null;
}

const EMPTY_BUNDLE = { resourceType: 'Bundle', type: 'searchset', entry: [] } as const;

const entriesOf = (bundle: FhirResource | null | undefined): FhirResource[] =>
  ((bundle?.entry as { resource?: FhirResource }[] | undefined) ?? []).flatMap((e) => (e.resource ? [e.resource] : []));

export function checkRecord(ehrPatientId: string, resolved: ResolvedData, links: { origin: string; ehr: string }, asOf: string): RecordCheck[] {
  const medications = entriesOf(resolved.data.medications).filter((r) => r.resourceType === 'MedicationRequest');
  const draftOrders = { resourceType: 'Bundle' as const, entry: medications.map((resource) => ({ resource })) };
  // The list is judged as the drafts, so the "active list" beside them is empty (else each would meet itself).
  const data: PatientData = { ...resolved.data, ...(resolved.data.medications ? { medications: EMPTY_BUNDLE } : {}) };
  const answer = answerHook({
    hook: 'order-sign',
    request: { hook: 'order-sign', hookInstance: crypto.randomUUID(), context: { patientId: ehrPatientId, draftOrders } },
    data, missingReasons: resolved.missingReasons, asOf,
    cards: { ...links, uuid: () => crypto.randomUUID() },
  });
  return answer.cards.map((card) => ({ indicator: card.indicator, summary: card.summary, detail: card.detail ?? null }));
}
