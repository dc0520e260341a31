// FHIR R4 Immunization, Encounter and Procedure → the patient's history (vaccinations, visits,
// procedures), codings kept exactly; times must be FHIR dateTimes.

import { CodingListSchema } from '../schemas/coding';
import { isFhirDateTime } from '../schemas/fhir-dates';
import { conceptOf, obj, objs, str, type Json } from './fhir-json';
import type { ImportedEncounter, ImportedImmunization, ImportedProcedure } from './import-types';
import { failed, mapped, skipped, type MapResult } from './map-result';

function badCodings(codings: unknown, what: string): string | null {
  const result = CodingListSchema.safeParse(codings);
  return result.success ? null : `${what}: ${result.error.issues[0]?.message ?? 'codes are not valid'}`;
}

function badTime(value: string | null | undefined, what: string): string | null {
  return value && !isFhirDateTime(value) ? `${what}: "${value}" is not a FHIR date or dateTime.` : null;
}

/** Immunization → vaccination record (needs its occurrence time). */
export function mapImmunization(resource: Json): MapResult<ImportedImmunization> {
  const status = str(resource, 'status') ?? 'completed';
  if (status === 'entered-in-error') return skipped('Entered in error.');
  const vaccine = conceptOf(obj(resource, 'vaccineCode'));
  const occurredAt = str(resource, 'occurrenceDateTime');
  if (!occurredAt) return failed('Immunization: no occurrenceDateTime.');
  const problem = badCodings(vaccine.codings, 'Immunization') ?? badTime(occurredAt, 'Immunization');
  if (problem) return failed(problem);
  const primary = resource.primarySource;
  return mapped({ codings: vaccine.codings, text: vaccine.text, status, occurredAt, primarySource: typeof primary === 'boolean' ? primary : null });
}

/** Encounter → visit: class, type, reasons and period. */
export function mapEncounter(resource: Json): MapResult<ImportedEncounter> {
  const status = str(resource, 'status') ?? 'unknown';
  if (status === 'entered-in-error') return skipped('Entered in error.');
  const type = conceptOf(objs(resource, 'type')[0]);
  const cls = obj(resource, 'class');
  const classCoding = str(cls, 'system') && str(cls, 'code') ? { system: str(cls, 'system') as string, code: str(cls, 'code') as string, ...(str(cls, 'display') ? { display: str(cls, 'display') } : {}) } : null;
  const period = obj(resource, 'period');
  const startAt = str(period, 'start') ?? null;
  const endAt = str(period, 'end') ?? null;
  const reasons = objs(resource, 'reasonCode').map((r) => conceptOf(r));
  const problem = badCodings(type.codings, 'Encounter') ?? reasons.map((r) => badCodings(r.codings, 'Encounter reason')).find(Boolean) ?? badTime(startAt, 'Encounter start') ?? badTime(endAt, 'Encounter end');
  if (problem) return failed(problem);
  return mapped({ status, classCoding, codings: type.codings, text: type.text, reasons, startAt, endAt });
}

/** Procedure → procedure record: code, status and when it was performed. */
export function mapProcedure(resource: Json): MapResult<ImportedProcedure> {
  const status = str(resource, 'status') ?? 'unknown';
  if (status === 'entered-in-error') return skipped('Entered in error.');
  const code = conceptOf(obj(resource, 'code'));
  if (code.codings.length === 0 && !code.text) return failed('Procedure: no code or text says what was done.');
  const period = obj(resource, 'performedPeriod');
  const performedAt = str(resource, 'performedDateTime') ?? str(period, 'start') ?? null;
  const performedEndAt = str(period, 'end') ?? null;
  const problem = badCodings(code.codings, 'Procedure') ?? badTime(performedAt, 'Procedure') ?? badTime(performedEndAt, 'Procedure end');
  if (problem) return failed(problem);
  return mapped({ codings: code.codings, text: code.text, status, performedAt, performedEndAt });
}
