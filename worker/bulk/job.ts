import type { BulkType } from '../../core/fhir/bulk-request';

/** One $export of a clinic, as its object keeps it (worker/bulk/clinic-exports.ts). */
export interface BulkJob {
  /** Random, unguessable: it is the status URL's last segment. */
  id: string;
  clinicId: number;
  /** Who started it and alone may poll, read and cancel it: `user:<id>` (an owner's session), later `app:<clientId>` (a system token). */
  owner: string;
  /** The kick-off request's URL (the manifest's `request`). */
  request: string;
  types: BulkType[];
  since: string | null;
  /** Parameters ignored under Prefer: handling=lenient. */
  ignored: string[];
  /** `_elements`: the root elements kept (core/fhir/bulk-elements.ts); null or absent (jobs from before) for whole resources. */
  elements?: string[] | null;
  /** `patient` (POST, Patient level): the only patients written; null or absent for all. */
  patients?: string[] | null;
  /** The instant the export reflects (ISO): resources changed after it wait for the next export. */
  transactionTime: string;
  /** `cancelled`: stopped by a DELETE while it ran; its files are gone, it stays listed for the owner until expiresAt. */
  state: 'running' | 'done' | 'failed' | 'cancelled';
  /**
   * Where the next step starts: the type (index into `types`), the last row id written, the next
   * part number. With `_since`, a second pass (`phase: 'deleted'`) lists what was deleted since,
   * type by type, its Bundle files numbered across types.
   */
  cursor: { typeIndex: number; afterId: number; part: number; phase?: 'deleted' };
  /** Files written so far. */
  output: { type: BulkType; name: string; count: number }[];
  /** The deleted pass's files (`Bundle.<n>.ndjson`, a transaction Bundle of DELETEs a line); absent before it or without `_since`. */
  deleted?: { name: string; count: number }[];
  /** Steps that failed one after another (reset by a step that succeeds). */
  failures: number;
  startedAt: number;
  finishedAt: number | null;
  /** When the files are deleted (finishedAt + retention); for a cancelled job, when it leaves the owner's list. */
  expiresAt: number | null;
  /** A DELETE on the status URL: when, and who sent it (the member, and the app whose token it was). Its files were deleted then. */
  cancelled?: BulkCanceller | null;
}

/** Who sent a DELETE: the member (a session's, or the app's registering owner) and the app whose token it was. */
export interface BulkCanceller {
  at: number;
  userId: number | null;
  app: string | null;
}

/** What the owner's clinic administration shows of a job (no URLs: files are read through the FHIR API). */
export interface BulkJobSummary {
  id: string;
  state: BulkJob['state'];
  types: BulkType[];
  since: string | null;
  /** ISO instants. */
  startedAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
  resources: number;
  files: number;
  /** The DELETE that cancelled it (or deleted a finished export's files early): when, and who sent it. */
  cancelled: { at: string; userId: number | null; app: string | null } | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function summaryOf(job: BulkJob): BulkJobSummary {
  return {
    id: job.id,
    state: job.state,
    types: job.types,
    since: job.since,
    startedAt: new Date(job.startedAt).toISOString(),
    finishedAt: iso(job.finishedAt),
    expiresAt: iso(job.expiresAt),
    resources: job.output.reduce((n, f) => n + f.count, 0),
    files: job.output.length,
    cancelled: job.cancelled ? { at: new Date(job.cancelled.at).toISOString(), userId: job.cancelled.userId, app: job.cancelled.app } : null,
  };
}

/** X-Progress while a job runs (Bulk Data: a short text the client may show). */
export function progressOf(job: BulkJob): string {
  const type = job.types[Math.min(job.cursor.typeIndex, job.types.length - 1)];
  const written = job.output.reduce((n, f) => n + f.count, 0);
  const retry = job.failures ? `; the last ${job.failures === 1 ? 'step' : `${job.failures} steps`} failed, retrying` : '';
  // Bulk Data asks for fewer than 100 characters.
  return `${job.cursor.phase === 'deleted' ? 'deleted ' : ''}${type} (${Math.min(job.cursor.typeIndex + 1, job.types.length)} of ${job.types.length} types), ${written} resources written${retry}`.slice(0, 99);
}

/**
 * The completion manifest (https://hl7.org/fhir/uv/bulkdata/STU2/export.html#response---complete-status):
 * one entry per file with its type and line count; `error` lists OperationOutcome files, here one
 * with an OperationOutcome for each parameter ignored under handling=lenient when there were any.
 */
export function manifestOf(job: BulkJob, fileUrl: (name: string) => string): Record<string, unknown> {
  return {
    transactionTime: job.transactionTime,
    request: job.request,
    requiresAccessToken: true,
    output: job.output.map((f) => ({ type: f.type, url: fileUrl(f.name), count: f.count })),
    // Bulk Data: with `_since`, what was deleted since, as transaction Bundles of DELETEs.
    ...(job.since !== null ? { deleted: (job.deleted ?? []).map((f) => ({ type: 'Bundle', url: fileUrl(f.name), count: f.count })) } : {}),
    error: job.ignored.length ? [{ type: 'OperationOutcome', url: fileUrl(IGNORED_FILE), count: job.ignored.length }] : [],
  };
}

/** The OperationOutcome file naming the ignored parameters, one OperationOutcome a parameter. */
export const IGNORED_FILE = 'OperationOutcome.1.ndjson';
