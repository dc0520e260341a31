import { interpretationOf, parseLabNumber, parseReferenceRange } from '../../core/chart/lab-values';
import type { ObservationInputSchema } from '../../core/schemas/chart';
import { LOINC } from '../../core/schemas/coding';
import type { LabResultCreateSchema } from '../../core/schemas/lab-results';
import type { z } from 'zod';

type LabInput = z.output<typeof LabResultCreateSchema>;

/**
 * The chart observations of a result entered on /labs or by a lab system: one per test line, so a
 * value has one source of truth. Numbers become numeric values with their range and flag; text
 * values ("positive") stay text. The time is the collection date when given, else `receivedAt`.
 */
export function labResultObservations(input: LabInput, receivedAt: string): z.output<typeof ObservationInputSchema>[] {
  const effectiveAt = input.collectionDate ? new Date(input.collectionDate).toISOString() : receivedAt;
  return input.tests.map((t) => {
    const valueNumber = parseLabNumber(t.value);
    const referenceRange = parseReferenceRange(t.referenceRange);
    return {
      category: input.kind === 'imaging' ? 'imaging' : 'laboratory',
      status: 'final',
      codings: t.code ? [{ system: LOINC, code: t.code, display: t.name }] : [],
      text: t.name,
      valueNumber,
      valueText: valueNumber === null ? t.value : null,
      unit: t.unit || null,
      referenceRange,
      interpretation: interpretationOf(t.status, valueNumber, referenceRange),
      effectiveAt,
      recordedAt: receivedAt,
    };
  });
}
