import type { z } from 'zod';
import type { LabResultCreateSchema, ResultData } from '../../core/schemas/lab-results';
import { isCriticalResult } from '../../core/schemas/lab-results';

/** A result body as validated, without the patient it is for (a lab message's, before matching). */
export type LabResultBody = Omit<z.output<typeof LabResultCreateSchema>, 'patientId'>;

/** The stored resultData of a result for `patientName` (the spec's fields), with its critical flag. */
export function resultDataOf(input: LabResultBody, patientName: string): ResultData {
  return {
    patientName,
    critical: isCriticalResult(input),
    ...(input.collectionDate ? { collectionDate: new Date(input.collectionDate).toISOString() } : {}),
    ...(input.physician ? { physician: input.physician } : {}),
    tests: input.tests,
    ...(input.interpretation ? { interpretation: input.interpretation } : {}),
    ...(input.comments ? { comments: input.comments } : {}),
  };
}
