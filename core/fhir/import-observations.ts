// FHIR R4 Observation (with components, e.g. the blood pressure panel) and DiagnosticReport →
// chart observations and results. Values keep full precision and their UCUM code; codings and
// effective times are kept exactly as sent (the round trip compares them character for character).

import { INTERPRETATIONS, OBSERVATION_CATEGORIES, ObservationInputSchema, type Interpretation, type ObservationCategory } from '../schemas/chart';
import { UCUM } from '../schemas/coding';
import { lineLoincCode, type LabTest } from '../schemas/lab-results';
import { vitalSignOfLoinc } from '../chart/vital-signs';
import { codingsOf, conceptOf, firstCode, num, obj, objs, str, type Json } from './fhir-json';
import type { BundleIndex } from './bundle-index';
import type { ImportedDiagnosticReport, ImportedObservation } from './import-types';
import { checked, failed, mapped, skipped, type MapResult } from './map-result';

/** FHIR's observation-category code system. */
export const OBSERVATION_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';

function categoryOf(resource: Json, codes: readonly { code: string }[]): ObservationCategory {
  for (const concept of objs(resource, 'category')) {
    for (const coding of objs(concept, 'coding')) {
      const code = str(coding, 'code');
      if (code && (OBSERVATION_CATEGORIES as readonly string[]).includes(code)) return code as ObservationCategory;
    }
  }
  // No category (optional in base FHIR, required by US Core): a vital-sign LOINC says vital signs, anything else counts as laboratory.
  return codes.some((c) => vitalSignOfLoinc(c.code)) ? 'vital-signs' : 'laboratory';
}

function interpretationOf(resource: Json): Interpretation | null {
  for (const concept of objs(resource, 'interpretation')) {
    const code = firstCode(concept);
    if (code && (INTERPRETATIONS as readonly string[]).includes(code)) return code as Interpretation;
  }
  return null;
}

/** The value[x] of an Observation or component in the chart's value fields. */
function valueOf(element: Json): Record<string, unknown> {
  const quantity = obj(element, 'valueQuantity');
  if (quantity) {
    const unit = str(quantity, 'system') === UCUM ? (str(quantity, 'code') ?? str(quantity, 'unit')) : (str(quantity, 'unit') ?? str(quantity, 'code'));
    const comparator = str(quantity, 'comparator');
    const value = num(quantity, 'value');
    // A comparator ("<5") is not a plain number: keep it readable as text.
    if (comparator && value !== undefined) return { valueText: `${comparator}${value}`, unit: unit ?? null };
    return { valueNumber: value ?? null, unit: unit ?? null };
  }
  const concept = obj(element, 'valueCodeableConcept');
  if (concept) {
    const { codings, text } = conceptOf(concept);
    return { valueCodings: codings, valueText: text };
  }
  if (typeof element.valueString === 'string') return { valueText: element.valueString };
  if (typeof element.valueInteger === 'number') return { valueNumber: element.valueInteger };
  if (typeof element.valueBoolean === 'boolean') return { valueText: element.valueBoolean ? 'true' : 'false' };
  for (const key of ['valueDateTime', 'valueTime']) if (typeof element[key] === 'string') return { valueText: element[key] };
  const period = obj(element, 'valuePeriod');
  if (period) return { valueText: `${str(period, 'start') ?? ''} – ${str(period, 'end') ?? ''}`.trim() };
  const ratio = obj(element, 'valueRatio');
  if (ratio) return { valueText: `${num(obj(ratio, 'numerator'), 'value') ?? ''}/${num(obj(ratio, 'denominator'), 'value') ?? ''}` };
  const range = obj(element, 'valueRange');
  if (range) return { valueText: `${num(obj(range, 'low'), 'value') ?? ''}–${num(obj(range, 'high'), 'value') ?? ''}`, unit: str(obj(range, 'low'), 'code') ?? null };
  return {};
}

function rangeOf(element: Json): Record<string, unknown> | null {
  const range = objs(element, 'referenceRange')[0];
  if (!range) return null;
  const low = num(obj(range, 'low'), 'value');
  const high = num(obj(range, 'high'), 'value');
  const text = str(range, 'text');
  if (low === undefined && high === undefined && !text) return null;
  return { ...(low !== undefined ? { low } : {}), ...(high !== undefined ? { high } : {}), ...(text ? { text } : {}) };
}

/** Observation → chart observation (components included); one without a value or components cannot be charted. */
export function mapObservation(resource: Json): MapResult<ImportedObservation> {
  const status = str(resource, 'status');
  if (status === 'entered-in-error' || status === 'cancelled') return skipped(`Status ${status}.`);
  const code = conceptOf(obj(resource, 'code'));
  const effectiveAt = str(resource, 'effectiveDateTime') ?? str(obj(resource, 'effectivePeriod'), 'start') ?? str(resource, 'effectiveInstant') ?? str(resource, 'issued');
  if (!effectiveAt) return failed('Observation: no effective time (effectiveDateTime, effectivePeriod, effectiveInstant or issued).');
  const components = objs(resource, 'component').map((c) => {
    const cc = conceptOf(obj(c, 'code'));
    return { codings: cc.codings, text: cc.text, ...valueOf(c), referenceRange: rangeOf(c), interpretation: interpretationOf(c) };
  });
  const value = valueOf(resource);
  if (Object.keys(value).length === 0 && components.length === 0) {
    const absent = conceptOf(obj(resource, 'dataAbsentReason')).text;
    return failed(`Observation: no value${absent ? ` (${absent})` : ''}.`);
  }
  return checked(
    ObservationInputSchema,
    {
      category: categoryOf(resource, code.codings),
      codings: code.codings,
      text: code.text,
      status: status ?? 'final',
      ...value,
      referenceRange: rangeOf(resource),
      interpretation: interpretationOf(resource),
      ...(components.length ? { components } : {}),
      effectiveAt,
      ...(str(resource, 'issued') ? { recordedAt: str(resource, 'issued') } : {}),
    },
    'Observation',
  );
}

const LINE_STATUS: Readonly<Record<Interpretation, LabTest['status']>> = { HH: 'critical', LL: 'critical', AA: 'critical', H: 'abnormal', L: 'abnormal', A: 'abnormal', N: 'normal' };

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The spec's result line of a chart observation. */
export function lineOf(observation: ImportedObservation): LabTest | null {
  const value =
    observation.valueNumber != null
      ? String(observation.valueNumber)
      : observation.valueText || observation.components?.map((c) => `${c.valueNumber ?? c.valueText ?? ''}`).join('/') || '';
  if (!value) return null;
  const range = observation.referenceRange;
  return {
    name: clip(observation.text || observation.codings[0]?.display || observation.codings[0]?.code || 'Result', 120),
    ...(lineLoincCode(observation.codings) ? { code: lineLoincCode(observation.codings) } : {}),
    value: clip(value, 200),
    unit: clip(observation.unit ?? observation.components?.find((c) => c.unit)?.unit ?? '', 40),
    referenceRange: clip(range?.text ?? (range?.low !== undefined || range?.high !== undefined ? `${range?.low ?? ''}-${range?.high ?? ''}` : ''), 80),
    status: observation.interpretation ? LINE_STATUS[observation.interpretation] : 'normal',
  };
}

/** DiagnosticReport → report with its result references resolved in the bundle, and the spec's lab-result body from their values. */
export function mapDiagnosticReport(resource: Json, index: BundleIndex, observationsByKey: ReadonlyMap<string, ImportedObservation>): MapResult<ImportedDiagnosticReport> {
  const status = str(resource, 'status');
  if (status === 'entered-in-error') return skipped('Entered in error.');
  const code = conceptOf(obj(resource, 'code'));
  if (code.codings.length === 0 && !code.text) return failed('DiagnosticReport: no code or text says what was reported.');
  const resultKeys: string[] = [];
  const unresolvedResults: string[] = [];
  for (const ref of objs(resource, 'result')) {
    const reference = str(ref, 'reference') ?? '';
    const entry = index.resolve(reference);
    if (entry?.resourceType === 'Observation') resultKeys.push(entry.key);
    else unresolvedResults.push(reference);
  }
  const effectiveAt = str(resource, 'effectiveDateTime') ?? str(obj(resource, 'effectivePeriod'), 'start') ?? null;
  const categoryCodings = objs(resource, 'category').flatMap((c) => codingsOf(c));
  const lines = resultKeys.map((k) => observationsByKey.get(k)).flatMap((o) => (o ? [lineOf(o)].filter((l): l is LabTest => l !== null) : []));
  const imaging = categoryCodings.some((c) => ['RAD', 'IMG', 'imaging'].includes(c.code));
  const conclusion = str(resource, 'conclusion') ?? null;
  return mapped({
    codings: code.codings,
    text: code.text,
    status: status ?? 'unknown',
    categoryCodings,
    effectiveAt,
    issuedAt: str(resource, 'issued') ?? null,
    conclusion,
    resultKeys,
    unresolvedResults,
    result: lines.length
      ? {
          labName: clip(code.text ?? code.codings[0]?.display ?? code.codings[0]?.code ?? 'Report', 120),
          kind: imaging ? 'imaging' : 'lab',
          ...(effectiveAt ? { collectionDate: effectiveAt } : {}),
          tests: lines.slice(0, 100),
          ...(conclusion ? { interpretation: clip(conclusion, 5000) } : {}),
          critical: lines.some((l) => l.status === 'critical'),
        }
      : null,
  });
}
