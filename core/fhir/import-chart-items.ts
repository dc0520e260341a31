// FHIR R4 Condition, AllergyIntolerance, MedicationRequest and MedicationStatement → the chart's
// problems, allergies and medications (core/schemas/chart.ts), codings kept exactly.
// Status mappings follow the FHIR R4 value sets: condition-clinical, allergyintolerance-clinical,
// medicationrequest-status, medication-statement-status.

import { AllergyInputSchema, MedicationInputSchema, ProblemInputSchema, type ProblemStatus } from '../schemas/chart';
import { conceptOf, firstCode, num, obj, objs, str, type Json } from './fhir-json';
import type { BundleIndex } from './bundle-index';
import type { ImportedAllergy, ImportedMedication, ImportedProblem } from './import-types';
import { nameText } from './import-patient';
import { checked, failed, skipped, type MapResult } from './map-result';

const PROBLEM_STATUS: Readonly<Record<string, ProblemStatus>> = {
  active: 'active',
  recurrence: 'active',
  relapse: 'active',
  inactive: 'inactive',
  remission: 'inactive',
  resolved: 'resolved',
};

function enteredInError(resource: Json): boolean {
  const verification = firstCode(obj(resource, 'verificationStatus'));
  return verification === 'entered-in-error' || verification === 'refuted';
}

/** Condition → problem. Without a clinical status, an abatement means resolved, else active. */
export function mapCondition(resource: Json): MapResult<ImportedProblem> {
  if (enteredInError(resource)) return skipped('Entered in error or refuted.');
  const code = conceptOf(obj(resource, 'code'));
  const status = firstCode(obj(resource, 'clinicalStatus'));
  const abatement = str(resource, 'abatementDateTime') ?? str(obj(resource, 'abatementPeriod'), 'end');
  return checked(
    ProblemInputSchema,
    {
      codings: code.codings,
      text: code.text,
      clinicalStatus: (status && PROBLEM_STATUS[status]) ?? (abatement ? 'resolved' : 'active'),
      onsetDate: str(resource, 'onsetDateTime') ?? str(obj(resource, 'onsetPeriod'), 'start') ?? null,
      abatementDate: abatement ?? null,
      ...(str(resource, 'recordedDate') ? { recordedAt: str(resource, 'recordedDate') } : {}),
    },
    'Condition',
  );
}

/** AllergyIntolerance → allergy: the first reaction's manifestations and severity. */
export function mapAllergy(resource: Json): MapResult<ImportedAllergy> {
  if (enteredInError(resource)) return skipped('Entered in error or refuted.');
  const code = conceptOf(obj(resource, 'code'));
  const reaction = objs(resource, 'reaction')[0];
  const manifestations = objs(reaction, 'manifestation')
    .map((m) => conceptOf(m).text)
    .filter((t): t is string => !!t);
  const category = Array.isArray(resource.category) ? resource.category.find((c): c is string => typeof c === 'string') : undefined;
  return checked(
    AllergyInputSchema,
    {
      codings: code.codings,
      text: code.text,
      reaction: manifestations.join(', ') || null,
      severity: str(reaction, 'severity') ?? null,
      criticality: str(resource, 'criticality') ?? null,
      category: category ?? null,
      clinicalStatus: firstCode(obj(resource, 'clinicalStatus')) ?? 'active',
      onsetDate: str(resource, 'onsetDateTime') ?? null,
      ...(str(resource, 'recordedDate') ? { recordedAt: str(resource, 'recordedDate') } : {}),
    },
    'AllergyIntolerance',
  );
}

const UNIT_WORDS: Readonly<Record<string, string>> = { s: 'second', min: 'minute', h: 'hour', d: 'day', wk: 'week', mo: 'month', a: 'year' };

/** Dosage.timing.repeat as words: "1 time every 6 hours", "2 times per day", plus "as needed". */
function frequencyOf(dosage: Json | undefined): string | null {
  const timing = obj(dosage, 'timing');
  const repeat = obj(timing, 'repeat');
  const parts: string[] = [];
  const coded = conceptOf(obj(timing, 'code')).text;
  if (coded) parts.push(coded);
  const frequency = num(repeat, 'frequency');
  const period = num(repeat, 'period');
  const unit = UNIT_WORDS[str(repeat, 'periodUnit') ?? ''];
  if (frequency !== undefined && period !== undefined && unit) {
    const times = `${frequency} ${frequency === 1 ? 'time' : 'times'}`;
    parts.push(period === 1 ? `${times} per ${unit}` : `${times} every ${period} ${unit}s`);
  }
  if (dosage?.asNeededBoolean === true || obj(dosage, 'asNeededCodeableConcept')) parts.push('as needed');
  return parts.join(', ') || null;
}

function doseOf(dosage: Json | undefined): string | null {
  const quantity = objs(dosage, 'doseAndRate').map((d) => obj(d, 'doseQuantity')).find(Boolean);
  const value = num(quantity, 'value');
  if (value === undefined) return null;
  const unit = str(quantity, 'unit') ?? str(quantity, 'code');
  return unit ? `${value} ${unit}` : String(value);
}

/** The drug of a MedicationRequest/Statement: its medicationCodeableConcept, or the Medication it references (in the bundle or contained). */
function medicationConcept(resource: Json, index: BundleIndex, usedMedications: Set<string>): Json | undefined | null {
  const concept = obj(resource, 'medicationCodeableConcept');
  if (concept) return concept;
  const reference = str(obj(resource, 'medicationReference'), 'reference');
  if (!reference) return undefined;
  if (reference.startsWith('#')) {
    const contained = objs(resource, 'contained').find((c) => str(c, 'resourceType') === 'Medication' && `#${str(c, 'id')}` === reference);
    return contained ? obj(contained, 'code') : null;
  }
  const entry = index.resolve(reference);
  if (!entry || entry.resourceType !== 'Medication') return null;
  usedMedications.add(entry.key);
  return obj(entry.resource, 'code');
}

/** MedicationRequest or MedicationStatement → medication: active (also on-hold, intended) or stopped (every other status). */
export function mapMedication(resource: Json, index: BundleIndex, usedMedications: Set<string>): MapResult<ImportedMedication> {
  const what = str(resource, 'resourceType') ?? 'MedicationRequest';
  const status = str(resource, 'status');
  if (status === 'entered-in-error') return skipped('Entered in error.');
  const concept = medicationConcept(resource, index, usedMedications);
  if (concept === null) return failed(`${what}: its medicationReference is not in the bundle.`);
  const drug = conceptOf(concept);
  const dosage = objs(resource, what === 'MedicationStatement' ? 'dosage' : 'dosageInstruction')[0];
  const route = conceptOf(obj(dosage, 'route')).text;
  const requester = obj(resource, what === 'MedicationStatement' ? 'informationSource' : 'requester');
  const requesterEntry = index.resolve(str(requester, 'reference') ?? '');
  const prescriber = str(requester, 'display') ?? (requesterEntry?.resourceType === 'Practitioner' ? nameText(objs(requesterEntry.resource, 'name')[0]) || undefined : undefined);
  const authoredOn = str(resource, 'authoredOn') ?? str(resource, 'dateAsserted');
  const period = obj(resource, 'effectivePeriod');
  return checked(
    MedicationInputSchema,
    {
      codings: drug.codings,
      text: drug.text,
      dose: doseOf(dosage) ?? str(dosage, 'text') ?? null,
      route,
      frequency: frequencyOf(dosage),
      status: status === 'active' || status === 'on-hold' || status === 'intended' ? 'active' : 'stopped',
      startDate: str(period, 'start') ?? str(resource, 'effectiveDateTime') ?? authoredOn ?? null,
      stopDate: str(period, 'end') ?? null,
      prescriber: prescriber ?? null,
      ...(authoredOn ? { recordedAt: authoredOn } : {}),
    },
    what,
  );
}
