// What a Patient carries beyond the patient form's fields, kept from an import so the export gives
// it back (US Core 6.1 Patient, http://hl7.org/fhir/us/core/STU6.1/StructureDefinition-us-core-patient.html):
// the parts of the name (family, given, prefix, suffix, use), whether and when the patient died,
// and the US Core demographic extensions (race, ethnicity, birth sex, ...) exactly as sent.

import { z } from 'zod';
import { isFhirDateTime } from '../schemas/fhir-dates';
import { isObject, objs, str, strs, type Json } from './fhir-json';
import { importedNameOf } from './import-patient';

/** FHIR name-use (http://hl7.org/fhir/R4/valueset-name-use.html). */
const NAME_USES = ['usual', 'official', 'temp', 'nickname', 'anonymous', 'old', 'maiden'] as const;

const part = z.string().trim().min(1).max(120);

/** The parts of the patient's HumanName as the source sent them (each optional). */
export const NamePartsSchema = z.object({
  use: z.enum(NAME_USES).optional(),
  family: part.optional(),
  given: z.array(part).max(6).optional(),
  prefix: z.array(part).max(4).optional(),
  suffix: z.array(part).max(4).optional(),
});
export type NameParts = z.infer<typeof NamePartsSchema>;

/** Patient.deceased[x]: a date and time, or only yes or no. */
export const DeceasedSchema = z.union([z.object({ dateTime: z.string().refine(isFhirDateTime) }), z.object({ boolean: z.boolean() })]);
export type Deceased = z.infer<typeof DeceasedSchema>;

/** The US Core extensions of Patient kept as sent (its other extensions, e.g. Synthea's QALY, are not). */
export const US_CORE_PATIENT_EXTENSIONS = [
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-race',
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-ethnicity',
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-tribal-affiliation',
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex',
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-sex',
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-genderIdentity',
] as const;

/** Stored extensions are bounded: a bundle cannot make a patient row arbitrarily large. */
const MAX_EXTENSIONS_CHARS = 8_000;

/** What is kept of the Patient beyond the form's fields. */
export interface PatientDetails {
  nameParts: NameParts | null;
  deceased: Deceased | null;
  /** US Core extensions, as sent (JSON objects with a url from US_CORE_PATIENT_EXTENSIONS). */
  usCoreExtensions: Json[];
}

/** No details: a patient entered in the form. */
export const NO_PATIENT_DETAILS: PatientDetails = { nameParts: null, deceased: null, usCoreExtensions: [] };

function namePartsOf(name: Json | undefined): NameParts | null {
  if (!name) return null;
  const candidate = {
    ...(str(name, 'use') ? { use: str(name, 'use') } : {}),
    ...(str(name, 'family') ? { family: str(name, 'family') } : {}),
    ...(strs(name, 'given').length ? { given: strs(name, 'given') } : {}),
    ...(strs(name, 'prefix').length ? { prefix: strs(name, 'prefix') } : {}),
    ...(strs(name, 'suffix').length ? { suffix: strs(name, 'suffix') } : {}),
  };
  const parsed = NamePartsSchema.safeParse(candidate);
  // Parts that do not fit (an unknown use, a 300-character given name) are left out whole: the name's one line is kept anyway.
  if (!parsed.success || (!parsed.data.family && !parsed.data.given)) return null;
  return parsed.data;
}

function deceasedOf(resource: Json): Deceased | null {
  const dateTime = str(resource, 'deceasedDateTime');
  if (dateTime !== undefined) return isFhirDateTime(dateTime) ? { dateTime } : null;
  return typeof resource.deceasedBoolean === 'boolean' ? { boolean: resource.deceasedBoolean } : null;
}

/**
 * An Extension's shape (http://hl7.org/fhir/R4/extensibility.html): a url, an optional id, and
 * either one value[x] or nested extensions of the same shape. One that is not is left out rather
 * than stored and given back as invalid FHIR.
 */
function isExtensionShaped(e: unknown, depth = 0): boolean {
  if (!isObject(e) || typeof e.url !== 'string' || depth > 2) return false;
  const keys = Object.keys(e).filter((k) => k !== 'url' && k !== 'id');
  const values = keys.filter((k) => /^value[A-Z]/.test(k));
  if (keys.length === 1 && values.length === 1) return true;
  return keys.length === 1 && keys[0] === 'extension' && Array.isArray(e.extension) && e.extension.length > 0 && e.extension.every((x) => isExtensionShaped(x, depth + 1));
}

function usCoreExtensionsOf(resource: Json): Json[] {
  const kept = objs(resource, 'extension').filter((e) => (US_CORE_PATIENT_EXTENSIONS as readonly string[]).includes(str(e, 'url') ?? '') && isExtensionShaped(e));
  return JSON.stringify(kept).length <= MAX_EXTENSIONS_CHARS ? kept : [];
}

/** The details of a Patient resource (the name's parts are those of the name its one line was taken from). */
export function patientDetailsOf(resource: Json): PatientDetails {
  return { nameParts: namePartsOf(importedNameOf(resource)), deceased: deceasedOf(resource), usCoreExtensions: usCoreExtensionsOf(resource) };
}

/** True when a stored extensions value has the shape this module writes (objects with a US Core url). */
export function isUsCoreExtensionList(value: unknown): value is Json[] {
  return Array.isArray(value) && value.every((e) => isObject(e) && (US_CORE_PATIENT_EXTENSIONS as readonly string[]).includes(str(e, 'url') ?? ''));
}

/** The data-absent-reason extension (http://hl7.org/fhir/R4/extension-data-absent-reason.html). */
const DATA_ABSENT_REASON = 'http://hl7.org/fhir/StructureDefinition/data-absent-reason';

/**
 * Patient.name: the chart's one name line as `text`, always; family and given only where they were
 * stored (an import). A name entered in the form has no stored parts, and splitting it would guess
 * (which word is the family name differs by culture), so it says so with data-absent-reason
 * `unsupported`, as US Core's us-core-6 asks of a name without parts.
 */
export function humanName(fullName: string, parts: NameParts | null): Json {
  if (!parts) return { use: 'official', text: fullName, extension: [{ url: DATA_ABSENT_REASON, valueCode: 'unsupported' }] };
  return { use: parts.use ?? 'official', text: fullName, ...(parts.family ? { family: parts.family } : {}), ...(parts.given ? { given: parts.given } : {}), ...(parts.prefix ? { prefix: parts.prefix } : {}), ...(parts.suffix ? { suffix: parts.suffix } : {}) };
}

/** Patient.deceased[x] as FHIR writes it ({} when not known). */
export function deceasedToFhir(deceased: Deceased | null): Json {
  if (!deceased) return {};
  return 'dateTime' in deceased ? { deceasedDateTime: deceased.dateTime } : { deceasedBoolean: deceased.boolean };
}
