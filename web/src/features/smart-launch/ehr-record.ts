// Reading the EHR's FHIR R4 resources for display in the SMART workspace: names, codes, values and
// their dates, whatever of them the EHR filled in (FHIR leaves most of it optional).

type Resource = Record<string, unknown> & { resourceType?: unknown; id?: unknown };
interface Concept {
  text?: string;
  coding?: { display?: string; code?: string }[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** The resources of a searchset bundle, of one type. */
export function entriesOf(bundle: Resource | null | undefined, type: string): Resource[] {
  const entries = (bundle?.entry as { resource?: Resource }[] | undefined) ?? [];
  return entries.flatMap((e) => (e.resource?.resourceType === type ? [e.resource] : []));
}

/** A CodeableConcept as text: its text, else its first display, else its first code. */
export function conceptText(value: unknown): string | null {
  const c = value as Concept | undefined;
  return str(c?.text) ?? c?.coding?.map((x) => str(x.display) ?? str(x.code)).find((x) => x !== null) ?? null;
}

/** "Given Family" of the first (official, when marked) name. */
export function patientName(patient: Resource | null | undefined): string | null {
  const names = (patient?.name as { use?: string; given?: string[]; family?: string; text?: string }[] | undefined) ?? [];
  const name = names.find((n) => n.use === 'official') ?? names[0];
  if (!name) return null;
  return str(name.text) ?? ([...(name.given ?? []), name.family ?? ''].join(' ').trim() || null);
}

/** Patient.deceased[x]: the day of death (YYYY-MM-DD), 'undated' when the EHR says only that the patient died, null when it does not. */
export function deceasedDay(patient: Resource | null | undefined): string | null {
  const at = str(patient?.deceasedDateTime);
  if (at) return /^\d{4}-\d{2}-\d{2}/.test(at) ? at.slice(0, 10) : 'undated';
  return patient?.deceasedBoolean === true ? 'undated' : null;
}

/** An Observation's value with its unit, or its coded value, or null. */
export function observationValue(o: Resource): string | null {
  const q = o.valueQuantity as { value?: number; unit?: string; code?: string } | undefined;
  if (typeof q?.value === 'number') return `${q.value}${q.unit ?? q.code ? ` ${q.unit ?? q.code}` : ''}`;
  return conceptText(o.valueCodeableConcept) ?? str(o.valueString);
}

/** The date a resource is about (effective, onset, authored, recorded), as given. */
export function resourceDate(r: Resource): string | null {
  return str(r.effectiveDateTime) ?? str((r.effectivePeriod as { start?: unknown } | undefined)?.start) ?? str(r.issued)
    ?? str(r.onsetDateTime) ?? str(r.authoredOn) ?? str(r.recordedDate);
}

/** Newest first; undated last. */
export function newestFirst<T extends Resource>(list: T[]): T[] {
  return [...list].sort((a, b) => (resourceDate(b) ?? '').localeCompare(resourceDate(a) ?? ''));
}

/** A medication request's medication: its concept, else the referenced Medication's display. */
export function medicationText(m: Resource): string | null {
  return conceptText(m.medicationCodeableConcept) ?? str((m.medicationReference as { display?: unknown } | undefined)?.display);
}
