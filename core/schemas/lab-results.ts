import { z } from 'zod';
import { msg } from '../i18n/msg';
import { LOINC, type Coding } from './coding';
import { pageLimit } from './paging';

export const TEST_STATUSES = ['normal', 'abnormal', 'critical'] as const;
export const RESULT_KINDS = ['lab', 'imaging'] as const;

// Each too-long message writes its limit out, so translations carry the whole sentence (tested against `max`).
const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** LOINC codes look like 2345-7 (digits, a dash, a check digit). */
const LOINC_CODE = /^\d{1,7}-\d$/;

/** The LOINC code a result line can carry: the first LOINC coding shaped like one (HL7 OBX-3, FHIR Observation.code). */
export function lineLoincCode(codings: readonly Coding[]): string | undefined {
  return codings.find((c) => c.system === LOINC && LOINC_CODE.test(c.code))?.code;
}

/**
 * One test line of a result (spec §3: name, value, unit, reference range, status), with an
 * optional LOINC code; each line also becomes an observation in the patient's chart.
 */
export const LabTestSchema = z.object({
  name: text(120, msg('Test name must be at most 120 characters.')).min(1, msg('Each test needs a name.')),
  code: z.string().trim().regex(LOINC_CODE, msg('The test code must be a LOINC code such as 2345-7.')).optional(),
  value: text(200, msg('Result value must be at most 200 characters.')).min(1, msg('Each test needs a result value.')),
  unit: text(40, msg('Unit must be at most 40 characters.')).default(''),
  referenceRange: text(80, msg('Reference range must be at most 80 characters.')).default(''),
  status: z.enum(TEST_STATUSES, { error: msg('Test status must be normal, abnormal or critical.') }),
});
export type LabTest = z.infer<typeof LabTestSchema>;

/** POST /api/lab-results: entered by clinic staff or sent by a lab system with a clinic API key. */
export const LabResultCreateSchema = z.object({
  patientId: z.number({ error: msg('Please select a patient.') }).int().min(1, msg('Please select a patient.')),
  labName: text(120, msg('Lab name must be at most 120 characters.')).min(2, msg('Please enter the test or study name.')),
  kind: z.enum(RESULT_KINDS, { error: msg('Kind must be lab or imaging.') }).default('lab'),
  collectionDate: z.string().refine((v) => !Number.isNaN(Date.parse(v)), msg('Please enter a valid collection date.')).optional(),
  physician: text(120, msg('Ordering physician must be at most 120 characters.')).optional(),
  tests: z.array(LabTestSchema).min(1, msg('Add at least one test result.')).max(100, msg('At most 100 tests per result.')),
  interpretation: text(5000, msg('Interpretation must be at most 5000 characters.')).optional(),
  comments: text(5000, msg('Comments must be at most 5000 characters.')).optional(),
  /** A lab may flag the whole result critical even when no single line is. */
  critical: z.boolean().optional(),
});
export type LabResultCreate = z.input<typeof LabResultCreateSchema>;

export const LabResultListQuerySchema = z.object({
  pending: z.enum(['true', 'false']).optional(),
  kind: z.enum(RESULT_KINDS).optional(),
  patientId: z.coerce.number().int().min(1).optional(),
  q: z.string().trim().max(100).optional(),
  limit: pageLimit(),
});

/** The stored result document (spec §3 resultData). */
export interface ResultData {
  patientName: string;
  critical: boolean;
  collectionDate?: string;
  physician?: string;
  tests: LabTest[];
  interpretation?: string;
  comments?: string;
}

/** A lab or imaging result as the API returns it. */
export interface LabResult {
  id: number;
  patientId: number;
  patientName: string | null;
  labName: string;
  kind: 'lab' | 'imaging';
  resultData: ResultData;
  receivedAt: string;
  isReviewed: boolean;
  isCritical: boolean;
  notifiedAt: string | null;
  reviewedBy: number | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
}

/**
 * What a lab system (API key) hears back for a result it sent (POST /api/lab-results): the id and
 * status, nothing about the patient, so a key cannot list the clinic's patients by trying ids.
 */
export interface LabResultReceipt {
  id: number;
  receivedAt: string;
  isCritical: boolean;
}

/** A result is critical when the lab says so or any of its tests is critical. */
export function isCriticalResult(input: { critical?: boolean | undefined; tests: { status: string }[] }): boolean {
  return input.critical === true || input.tests.some((t) => t.status === 'critical');
}

/** A lab result whose patient the lab's MRN did not match (GET /api/unmatched-lab-results). */
export interface UnmatchedLabResult {
  id: number;
  /** How the lab identified the patient. */
  mrn: string | null;
  patientName: string;
  birthDate: string | null;
  sex: string | null;
  labName: string;
  isCritical: boolean;
  tests: LabTest[];
  collectionDate: string | null;
  source: string;
  /** Why it was not attached to a patient (no MRN of the lab key's authority, MRN unknown, birth date or family name differ). */
  matchIssue: string | null;
  receivedAt: string;
  status: 'waiting' | 'attached' | 'discarded';
  resolvedBy: number | null;
  resolvedByName: string | null;
  resolvedAt: string | null;
  discardReason: string | null;
  labResultId: number | null;
}

/** POST /api/unmatched-lab-results/:id/attach: the patient the result is for. */
export const UnmatchedAttachSchema = z.object({
  patientId: z.number({ error: msg('Please select a patient.') }).int().min(1, msg('Please select a patient.')),
});

/** POST /api/unmatched-lab-results/:id/discard: why it is not kept. */
export const UnmatchedDiscardSchema = z.object({
  reason: z.string().trim().min(3, msg('Say why the result is discarded.')).max(500, msg('Reason must be at most 500 characters.')),
});

/** GET /api/unmatched-lab-results[?resolved=true]. */
export const UnmatchedListQuerySchema = z.object({
  resolved: z.enum(['true', 'false']).optional(),
});
